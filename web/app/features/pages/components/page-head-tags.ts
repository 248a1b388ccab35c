/**
 * The head tags of a programmatic page: title (the page's, else '{keyword} | {brand}'),
 * description, canonical /solutions/{slug}, robots noindex unless published, FAQ JSON-LD. The
 * render worker computes them in the route's loader and the page reads them from its loader data;
 * only the view that reads a page from the API (fetched-page.tsx) computes them in the browser, so
 * a rendered page does not download this and the SEO rules it needs.
 */
import type { MetaDescriptor } from 'react-router';
import { canonicalTarget } from '@shared/rules/seo-fields';
import type { PublicPage } from '@shared/schemas/page';
import { buildMeta } from '~/lib/seo';
import { pageSeoDefaults, resolveSeo } from '~/lib/seo-defaults';
import { siteConfig } from '~/lib/site-config';

/** The head tags of a programmatic page (noindex unless published). */
export function pageMeta(page: PublicPage, path = `/solutions/${page.slug}`): MetaDescriptor[] {
  const seo = resolveSeo(page.seo, pageSeoDefaults(page));
  const published = page.status === 'published';
  return buildMeta({
    path,
    title: seo.title,
    description: seo.description,
    // A draft is never indexed nor followed; a published page its editors hid keeps its links.
    noindex: !published || seo.noindex,
    follow: published,
    canonicalHref: canonicalTarget(seo.canonical, path, siteConfig.publicOrigin).href,
    ...(seo.image ? { image: seo.image } : {}),
    breadcrumb: [],
    faqs: page.faqs,
  });
}
