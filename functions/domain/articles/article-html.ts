/**
 * Article markdown rendered to sanitised HTML for the public article page, here in the API rather
 * than in the browser: the markdown toolchain (about 50 KB gzip) would otherwise load with every
 * article. The pipeline is the one the page used to run: CommonMark with GFM (tables, task lists,
 * strikethrough, autolinks), raw HTML dropped, then rehype-sanitize with its strict default
 * schema (GitHub's), so no script, event handler, style or `javascript:` address survives.
 *
 * After sanitising, two page rules: headings in the text become H3 (the page owns the H1 and the
 * section H2s), and links to other origins open in a new tab with rel="noopener noreferrer";
 * site paths (and `{slug}` tokens, which become /articles/{slug} links) stay in the same tab.
 */
import type { Element, Root, RootContent } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { ArticleDetail, ArticleHtml } from '@shared/schemas/article';
import { linkArticleTokens } from '@shared/rules/article-content';
import { isInternalHref } from '@shared/rules/internal-href';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize)
  .use(pageRules)
  .use(rehypeStringify)
  .freeze();

/** The markdown of one article field as sanitised HTML ('' stays ''). */
export function articleMarkdownToHtml(markdown: string): string {
  if (markdown.trim() === '') return '';
  return String(processor.processSync(linkArticleTokens(markdown)));
}

/** Rendered bodies kept by article version, oldest first; a warm function renders each once. */
const renderedByVersion = new Map<string, ArticleHtml>();
const keptVersions = 200;

/**
 * {@link articleHtml} of one version of a stored article (`key`: its id and version; every write
 * bumps the version), rendered once per warm function instead of on every read.
 */
export function articleHtmlOfVersion(
  key: string,
  article: Pick<ArticleDetail, 'excerpt' | 'content'>,
): ArticleHtml {
  const kept = renderedByVersion.get(key);
  if (kept) return kept;
  const html = articleHtml(article);
  renderedByVersion.set(key, html);
  if (renderedByVersion.size > keptVersions) {
    renderedByVersion.delete(renderedByVersion.keys().next().value!);
  }
  return html;
}

/** Every markdown field of an article body, rendered. */
export function articleHtml(article: Pick<ArticleDetail, 'excerpt' | 'content'>): ArticleHtml {
  const { content } = article;
  return {
    excerpt: articleMarkdownToHtml(article.excerpt),
    introduction: articleMarkdownToHtml(content.introduction),
    keyPoints: content.keyPoints.map(articleMarkdownToHtml),
    sections: content.sections.map((section) => articleMarkdownToHtml(section.content)),
    conclusion: articleMarkdownToHtml(content.conclusion),
  };
}

/** The rehype step of the page rules (see the module comment). */
function pageRules() {
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
