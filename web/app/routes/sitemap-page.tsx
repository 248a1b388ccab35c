/** Human sitemap (/sitemap-page): the 20 main pages, a link to /sitemap.xml, ItemList JSON-LD. */
import { FileCode2 } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/layout/page-header';
import { getRouteMeta } from '~/content/seo';
import { sitemapPageCopy, sitemapPages } from '~/content/sitemap-pages';
import { buildMeta, itemListJsonLd } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { StaticHtml } from '~/components/layout/static-html';

export const meta = () =>
  buildMeta({
    path: '/sitemap-page',
    ...getRouteMeta('/sitemap-page', siteConfig.brandName),
    jsonLd: [
      itemListJsonLd(
        sitemapPageCopy.heading,
        sitemapPages.map((page) => ({ name: page.title, path: page.path })),
      ),
    ],
  });

/** The links grouped under their headings, in list order. */
function groups() {
  const byGroup = new Map<string, typeof sitemapPages>();
  for (const page of sitemapPages)
    byGroup.set(page.group, [...(byGroup.get(page.group) ?? []), page]);
  return [...byGroup.entries()];
}

export default function SitemapPage() {
  const { xmlLink } = sitemapPageCopy;
  return (
    <StaticHtml>
      <PageHeader title={sitemapPageCopy.heading} description={<p>{sitemapPageCopy.intro}</p>} />
      <div className="mx-auto max-w-5xl px-4 pb-20 sm:px-6 lg:px-8">
        <div className="grid gap-10 sm:grid-cols-2">
          {groups().map(([group, pages]) => (
            <section key={group} aria-label={group}>
              <h2 className="text-xl font-semibold">{group}</h2>
              <ul className="mt-4 space-y-2">
                {pages.map((page) => (
                  <li key={page.path}>
                    <Link
                      to={page.path}
                      className="rounded-sm text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      {page.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        <div className="mt-12 flex items-start gap-3 rounded-xl border bg-muted/40 p-6">
          <FileCode2 className="mt-0.5 size-5 shrink-0 text-brand-text" aria-hidden="true" />
          <p>
            {/* /sitemap.xml is XML served by the host, not a route: a full document request. */}
            <a
              href={xmlLink.path}
              className="rounded-sm font-medium text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {xmlLink.label}
            </a>
            <span className="block text-sm text-muted-foreground">{xmlLink.text}</span>
          </p>
        </div>
      </div>
    </StaticHtml>
  );
}
