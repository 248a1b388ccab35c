/**
 * Rendered markdown for the preview tab, as the article page will show it: GitHub-flavoured,
 * sanitised (rehype-sanitize), then the page's rules (headings become H3, other origins' links
 * open in a new tab) and `{slug}` tokens as links, the same steps the API takes for the page.
 */
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { linkArticleTokens } from '@shared/rules/article-content';
import { rehypeArticlePageRules } from '@shared/rules/article-page-rules';

const proseClasses =
  'max-w-none text-sm leading-relaxed [&_a]:text-brand-text [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-1 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc [&_ul]:pl-6';

export function MarkdownPreview({ markdown }: { markdown: string }) {
  if (markdown.trim() === '') {
    return <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>;
  }
  return (
    <div className={proseClasses}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize, rehypeArticlePageRules]}
      >
        {linkArticleTokens(markdown)}
      </ReactMarkdown>
    </div>
  );
}
