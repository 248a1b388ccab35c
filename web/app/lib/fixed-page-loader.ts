/**
 * The build-time loader of the fixed content pages (services, industries): the page whose slug
 * ends the request's path, and its head tags. It runs only in the prerender, so neither the
 * content modules nor the head-tag builder reach the browser through it.
 */
import { pageTitle } from '~/content/page-title';
import type { FaqItem } from '~/content/types';
import { lastSegment } from './route-slug';
import { buildMeta } from './seo';
import { siteConfig } from './site-config';

interface FixedPage {
  title: string;
  metaDescription: string;
  faqs?: readonly FaqItem[];
}

export function loadFixedPage<Page extends FixedPage>(
  request: Request,
  kind: string,
  find: (slug: string) => Page | undefined,
) {
  const { pathname } = new URL(request.url);
  const slug = lastSegment(pathname);
  const page = find(slug);
  // Routes are made from the same slugs, so this fails the build, never a visitor's page.
  if (!page) throw new Error(`No content for the ${kind} page '${slug}'`);
  const meta = buildMeta({
    path: pathname,
    title: pageTitle(page.title, siteConfig.brandName),
    description: page.metaDescription,
    faqs: page.faqs,
  });
  return { page, meta };
}
