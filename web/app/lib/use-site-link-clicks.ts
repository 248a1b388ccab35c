/**
 * A click handler for a container of plain anchors (HTML the API rendered, prerendered markup kept
 * as it is): a left click on a site link ({@link isInternalHref}) navigates in the app, as a
 * router link would. In-page anchors ('#x'), links that open elsewhere (another origin, a new tab,
 * a download, a modified click) and those `loadsAsDocument` names keep the browser's behaviour.
 * Enter on a focused link clicks it, so keyboards are covered too.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isInternalHref } from '@shared/rules/internal-href';

export function useSiteLinkClicks(
  loadsAsDocument: (href: string) => boolean = () => false,
): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || anchor.hasAttribute('download')) return;
    if (!isInternalHref(href) || href.startsWith('#') || loadsAsDocument(href)) return;
    event.preventDefault();
    void navigate(href);
  };
}
