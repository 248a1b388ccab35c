/**
 * The article page's rules on an article's sanitised HTML tree (a rehype plugin), shared by the
 * API that renders the public page (functions/domain/articles/article-html.ts) and the editor's
 * preview, so the preview shows what readers will see:
 * - headings in the text become H3: the page owns the H1 (the title) and the section H2s;
 * - links to other origins open in a new tab with rel="noopener noreferrer"; site paths (and
 *   `{slug}` tokens, which become /articles/{slug} links first) stay in the same tab.
 */
import type { Element, Root, RootContent } from 'hast';
import { isInternalHref } from '@shared/rules/internal-href';

export function rehypeArticlePageRules() {
  return (tree: Root) => {
    walk(tree.children);
  };
}

function walk(nodes: RootContent[]): void {
  for (const node of nodes) {
    if (node.type !== 'element') continue;
    applyPageRules(node);
    walk(node.children);
  }
}

function applyPageRules(element: Element): void {
  if (element.tagName === 'h1' || element.tagName === 'h2') element.tagName = 'h3';
  if (element.tagName !== 'a') return;
  const href = element.properties.href;
  if (typeof href === 'string' && !isInternalHref(href)) {
    element.properties.target = '_blank';
    element.properties.rel = ['noopener', 'noreferrer'];
  }
}
