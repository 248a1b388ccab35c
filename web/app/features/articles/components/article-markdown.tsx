/**
 * Article text rendered as markdown through the sanitiser (react-markdown + GFM, rehype-sanitize
 * with its strict default schema; raw HTML is never rendered). `{slug}` tokens become links to
 * /articles/{slug} (the host redirects those to /insights/{slug}, so they load as documents).
 * External links open in a new tab with rel="noopener noreferrer"; internal ones do not.
 */
import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import { linkArticleTokens } from '@shared/rules/article-content';
import { cn } from '~/lib/cn';

/** True for a path on this site ('/x', '#x'); protocol-relative '//host' is external. */
export function isInternalHref(href: string): boolean {
  return (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#');
}

function MarkdownLink({
  href = '',
  children,
  node: _node,
  ...props
}: ComponentProps<'a'> & { node?: unknown }) {
  const className = 'font-medium text-brand-text underline underline-offset-4 hover:no-underline';
  if (isInternalHref(href)) {
    return (
      // /articles/* exists only as a redirect on the host: load it as a document.
      <Link
        to={href}
        reloadDocument={href.startsWith('/articles/')}
        className={className}
        {...props}
      >
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className} {...props}>
      {children}
    </a>
  );
}

// The page owns the H1 and the section H2s: headings inside the text sit below them.
function SubHeading({
  children,
  node: _node,
  ...props
}: ComponentProps<'h3'> & { node?: unknown }) {
  return <h3 {...props}>{children}</h3>;
}

export function ArticleMarkdown({
  text,
  lead = false,
  inline = false,
}: {
  text: string;
  /** The standfirst (the excerpt): larger and muted, with the line height of its text size. */
  lead?: boolean;
  /** Render a single paragraph's content without the <p> (list items). */
  inline?: boolean;
}) {
  return (
    <div
      className={cn(
        'space-y-4 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6',
        lead ? 'text-xl text-muted-foreground' : 'leading-relaxed',
        inline && 'inline [&>p]:inline',
      )}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={{ a: MarkdownLink, h1: SubHeading, h2: SubHeading }}
      >
        {linkArticleTokens(text)}
      </Markdown>
    </div>
  );
}
