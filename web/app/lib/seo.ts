/**
 * Head tags of every public page, built one way (public-site.md section 1): title, description,
 * canonical (site origin + path, no query or hash), robots, Open Graph and Twitter card tags, the
 * Organization JSON-LD on every page, a BreadcrumbList from the page's breadcrumb, FAQPage where
 * the page has FAQs, plus any page-specific JSON-LD. Route modules return `buildMeta(...)` from
 * their `meta` export; React Router renders only the deepest route's meta, so each call is complete.
 */
import type { MetaDescriptor } from 'react-router';
import { footerContent } from '~/content/navigation';
import type { FaqItem } from '~/content/types';
import { buildBreadcrumb, type Crumb } from './breadcrumbs';
import { canonicalUrl, siteConfig } from './site-config';

export type JsonLd = Record<string, unknown>;

export interface SeoInput {
  /** Path of the page; a query string or hash is dropped. */
  path: string;
  title: string;
  description: string;
  /** Marks the page `noindex, nofollow` (legal pages, drafts, 404). */
  noindex?: boolean;
  /**
   * With `noindex`: still follow the page's links (`noindex, follow`), for a page its editors
   * hide from search whose links should still count.
   */
  follow?: boolean;
  /** Pages without an address of their own (the 404 screen) have no canonical link. */
  canonical?: boolean;
  /** The canonical URL when the page names one other than its own address (absolute). */
  canonicalHref?: string;
  ogType?: 'website' | 'article';
  /** `article:published_time` of an article page (ISO). */
  publishedTime?: string;
  /** `article:modified_time` of an article page (ISO): its last change. */
  modifiedTime?: string;
  /** Absolute or root-relative image for social cards. */
  image?: string;
  /** The pixel size of `image`, when known (an upload's share variant). */
  imageSize?: { width: number; height: number };
  /** Emits FAQPage JSON-LD. */
  faqs?: readonly FaqItem[];
  /** Breadcrumb trail; defaults to the trail of `path`. Empty for none. */
  breadcrumb?: Crumb[];
  /** Extra JSON-LD blocks (ItemList, CollectionPage, Article, ...). */
  jsonLd?: JsonLd[];
}

const schemaContext = 'https://schema.org';

/** Social card image used when a page has none of its own (1200x630, made in the repo). */
export const defaultShareImage = '/images/og-default.jpg';

/** Whether an image address names an SVG, which no social network renders as a card. */
export function isVectorImage(address: string): boolean {
  const path = address.split(/[?#]/)[0] ?? '';
  return /\.svgz?$/i.test(path) || /^data:image\/svg/i.test(address);
}

export { canonicalUrl };

/** An absolute URL for a root-relative path (images, links inside JSON-LD). */
export function absoluteUrl(pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : canonicalUrl(pathOrUrl);
}

export function organizationJsonLd(): JsonLd {
  return {
    '@context': schemaContext,
    '@type': 'Organization',
    name: siteConfig.brandName,
    url: `${siteConfig.publicOrigin}/`,
    logo: `${siteConfig.publicOrigin}/favicon.svg`,
    email: siteConfig.contactEmail,
    description: footerContent.tagline,
  };
}

export function breadcrumbJsonLd(crumbs: Crumb[]): JsonLd {
  return {
    '@context': schemaContext,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path),
    })),
  };
}

export function faqPageJsonLd(faqs: readonly FaqItem[]): JsonLd {
  return {
    '@context': schemaContext,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function itemListJsonLd(name: string, items: { name: string; path: string }[]): JsonLd {
  return {
    '@context': schemaContext,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      url: canonicalUrl(item.path),
    })),
  };
}

function robotsContent(input: Pick<SeoInput, 'noindex' | 'follow'>): string {
  if (!input.noindex) return 'index, follow';
  return input.follow ? 'noindex, follow' : 'noindex, nofollow';
}

export function buildMeta(input: SeoInput): MetaDescriptor[] {
  const url = input.canonicalHref ?? canonicalUrl(input.path);
  const crumbs = input.breadcrumb ?? buildBreadcrumb(input.path.split(/[?#]/)[0] ?? '/');
  // LinkedIn, X and Facebook show no SVG card: a vector image (the seeded articles' illustration)
  // gives way to the raster default card.
  const ownImage = input.image && !isVectorImage(input.image) ? input.image : undefined;
  const image = absoluteUrl(ownImage ?? defaultShareImage);
  const jsonLd: JsonLd[] = [
    organizationJsonLd(),
    ...(crumbs.length > 1 ? [breadcrumbJsonLd(crumbs)] : []),
    ...(input.faqs && input.faqs.length > 0 ? [faqPageJsonLd(input.faqs)] : []),
    ...(input.jsonLd ?? []),
  ];
  const includeCanonical = input.canonical ?? true;

  return [
    { title: input.title },
    { name: 'description', content: input.description },
    { name: 'robots', content: robotsContent(input) },
    ...(includeCanonical ? [{ tagName: 'link', rel: 'canonical', href: url }] : []),
    { property: 'og:type', content: input.ogType ?? 'website' },
    ...(input.publishedTime
      ? [{ property: 'article:published_time', content: input.publishedTime }]
      : []),
    ...(input.modifiedTime
      ? [{ property: 'article:modified_time', content: input.modifiedTime }]
      : []),
    { property: 'og:site_name', content: siteConfig.brandName },
    { property: 'og:locale', content: 'en_US' },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    ...(includeCanonical ? [{ property: 'og:url', content: url }] : []),
    { property: 'og:image', content: image },
    ...(ownImage
      ? input.imageSize
        ? [
            { property: 'og:image:width', content: String(input.imageSize.width) },
            { property: 'og:image:height', content: String(input.imageSize.height) },
          ]
        : []
      : [
          { property: 'og:image:width', content: '1200' },
          { property: 'og:image:height', content: '630' },
        ]),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    ...jsonLd.map((block) => ({ 'script:ld+json': block })),
  ];
}
