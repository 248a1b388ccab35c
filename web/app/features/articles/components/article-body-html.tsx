/**
 * A field of the article body as the API rendered it: sanitised HTML (the API runs markdown with
 * GFM through rehype-sanitize's strict schema; functions/domain/articles/article-html.ts), so the
 * page ships no markdown toolchain. Links to other origins already open in a new tab. A click on
 * a site link navigates in the app, as a router link would; /articles/* exists only as a redirect
 * on the host, so those (and modified clicks) load as documents.
 */
import { cn } from '~/lib/cn';
import { useSiteLinkClicks } from '~/lib/use-site-link-clicks';

export function ArticleBodyHtml({
  html,
  lead = false,
  inline = false,
}: {
  /** Sanitised HTML from the API, never text from anywhere else. */
  html: string;
  /** The standfirst (the excerpt): larger and muted, with the line height of its text size. */
  lead?: boolean;
  /** Render a single paragraph's content without breaking the line (list items). */
  inline?: boolean;
}) {
  // /articles/* exists only as a redirect on the host: those load as documents.
  const followSiteLink = useSiteLinkClicks((href) => href.startsWith('/articles/'));

  return (
    // The click handler only delegates the links' own clicks (Enter on a link clicks it too).
    <div
      className={cn(
        'space-y-4 [&_a]:font-medium [&_a]:text-brand-text [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:no-underline [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:italic [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_table]:w-full [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-6',
        lead ? 'text-xl text-muted-foreground' : 'leading-relaxed',
        inline && 'inline [&>p]:inline',
      )}
      onClick={followSiteLink}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
