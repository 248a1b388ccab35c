/**
 * Article markdown rendered to sanitised HTML for the public article page, here in the API rather
 * than in the browser: the markdown toolchain (about 50 KB gzip) would otherwise load with every
 * article. The pipeline is the one the page used to run: CommonMark with GFM (tables, task lists,
 * strikethrough, autolinks), raw HTML dropped, then rehype-sanitize with its strict default
 * schema (GitHub's), so no script, event handler, style or `javascript:` address survives.
 *
 * After sanitising, the page's own rules (shared/rules/article-page-rules.ts, which the editor's
 * preview applies too): headings become H3, links to other origins open in a new tab.
 */
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { ArticleDetail, ArticleHtml } from '@shared/schemas/article';
import { linkArticleTokens } from '@shared/rules/article-content';
import { rehypeArticlePageRules } from '@shared/rules/article-page-rules';

// Built on first use, not at load: a module-level call would keep the toolchain in every bundle
// that imports this module for anything (esbuild drops only code nothing calls).
let processor: ReturnType<typeof articleProcessor> | undefined;

function articleProcessor() {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    .use(rehypeArticlePageRules)
    .use(rehypeStringify)
    .freeze();
}

/** The markdown of one article field as sanitised HTML ('' stays ''). */
export function articleMarkdownToHtml(markdown: string): string {
  if (markdown.trim() === '') return '';
  processor ??= articleProcessor();
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
