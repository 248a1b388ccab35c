/**
 * A click handler for a container of plain anchors (HTML the API rendered, prerendered markup kept
 * as it is): a left click on a site link navigates in the app, as a router link would. Links that
 * open elsewhere (a new tab, a download, a modified click) keep the browser's behaviour, as do
 * those `isSiteLink` refuses. Enter on a focused link clicks it, so keyboards are covered too.
 */
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

export function useSiteLinkClicks(
  isSiteLink: (href: string) => boolean,
): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || anchor.hasAttribute('download')) return;
    if (!isSiteLink(href)) return;
    event.preventDefault();
    void navigate(href);
  };
}
