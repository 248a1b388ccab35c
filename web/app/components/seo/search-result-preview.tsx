/**
 * A desktop Google result as the page would appear: favicon and site name, the breadcrumb URL,
 * the title and the description cut by pixel width exactly as `serpLine` computes
 * (shared/rules/serp-preview.ts), set in Arial at the sizes that rule measures.
 */
import { serpBoxes, serpLine } from '@shared/rules/serp-preview';

/**
 * `https://example.com/insights/my-article` as a result shows it: its origin, then the path's
 * parts (`https://example.com › insights › my-article`). The scheme is the site's own: a sandbox
 * on `http://localhost:3000` is not shown as https.
 */
export function breadcrumbUrl(href: string): { origin: string; trail: string[] } {
  try {
    const url = new URL(href);
    return { origin: url.origin, trail: url.pathname.split('/').filter(Boolean) };
  } catch {
    return { origin: href, trail: [] };
  }
}

export function SearchResultPreview({
  siteName,
  href,
  title,
  description,
}: {
  siteName: string;
  /** The URL the result links to (the canonical). */
  href: string;
  title: string;
  description: string;
}) {
  const titleLine = serpLine('title', title);
  const descriptionLine = serpLine('description', description);
  const { origin, trail } = breadcrumbUrl(href);
  return (
    // The result box is as wide as Google's (600 px), scrolled sideways on a narrower screen, so
    // the title is on one line and the description wraps where the result page wraps it.
    <figure
      aria-label="Google result preview"
      className="max-w-full overflow-x-auto rounded-lg border bg-white p-4 text-[#202124] dark:bg-[#202124] dark:text-[#bdc1c6]"
      style={{ fontFamily: 'Arial, sans-serif' }}
    >
      <div className="grid gap-1" style={{ width: serpBoxes.title.maxWidthPx }}>
        <div className="flex items-center gap-3">
          <span className="flex size-7 items-center justify-center rounded-full border bg-white dark:border-[#3c4043]">
            <img src="/favicon.svg" alt="" width={18} height={18} />
          </span>
          <span className="grid leading-tight">
            <span className="text-sm">{siteName}</span>
            <span className="text-xs text-[#4d5156] dark:text-[#9aa0a6]" data-testid="serp-url">
              {[origin, ...trail].join(' › ')}
            </span>
          </span>
        </div>
        <p
          className="mt-1 whitespace-nowrap text-[#1a0dab] dark:text-[#99c3ff]"
          style={{ fontSize: serpBoxes.title.fontSizePx, lineHeight: 1.3 }}
          data-testid="serp-title"
        >
          {titleLine.text}
        </p>
        <p
          className="text-[#4d5156] dark:text-[#bdc1c6]"
          style={{ fontSize: serpBoxes.description.fontSizePx, lineHeight: 1.58 }}
          data-testid="serp-description"
        >
          {descriptionLine.text}
        </p>
      </div>
    </figure>
  );
}
