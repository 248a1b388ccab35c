/**
 * The head tags of a published article's page (title, description, canonical, Open Graph, Article
 * JSON-LD with its publication and last change, its main entity the canonical). The render worker
 * computes them in the route's loader and the page reads them from its loader data; only the view
 * that reads an article from the API (fetched-article.tsx) computes them in the browser, so the
 * article page does not download this and the SEO rules it needs.
 */
import type { MetaDescriptor } from 'react-router';
import { articleCardText } from '@shared/rules/article-content';
import { safeImageSrc } from '@shared/rules/image-address';
import { shareVariant } from '@shared/rules/public-image';
import { canonicalTarget } from '@shared/rules/seo-fields';
import type { ArticleDetail } from '@shared/schemas/article';
import { absoluteUrl, buildMeta, organizationJsonLd } from '~/lib/seo';
import { articleSeoDefaults, resolveSeo } from '~/lib/seo-defaults';
import { siteConfig } from '~/lib/site-config';

/**
 * `image`: the article's image address once checked ({@link safeImageSrc}), if it has one;
 * `canonical`: the page's canonical URL (the editors' override when they set one).
 */
function articleJsonLd(article: ArticleDetail, canonical: string, image: string | undefined) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.modified ?? article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: organizationJsonLd(),
    mainEntityOfPage: canonical,
    ...(image ? { image: absoluteUrl(image) } : {}),
  };
}

/** The head tags of a published article's page: title, description, canonical, OG, JSON-LD. */
export function articleHeadTags(data: ArticleDetail): MetaDescriptor[] {
  const path = `/insights/${data.slug}`;
  const text = articleCardText(data);
  const image = safeImageSrc(data.imageUrl);
  // The editors' SEO fields over the defaults (title in the site's style, excerpt, image).
  const seo = resolveSeo(
    data.seo,
    articleSeoDefaults({ title: text.title, excerpt: data.excerpt, imageUrl: data.imageUrl }),
  );
  const canonical = canonicalTarget(seo.canonical, path, siteConfig.publicOrigin);
  // The API names an upload by its share variant, whose size the card can then state.
  const share = data.image ? shareVariant(data.image) : undefined;
  return buildMeta({
    path,
    title: seo.title,
    description: seo.description,
    noindex: seo.noindex,
    follow: true,
    canonicalHref: canonical.href,
    ogType: 'article',
    publishedTime: data.date,
    modifiedTime: data.modified ?? data.date,
    ...(seo.image ? { image: seo.image } : {}),
    ...(share && seo.image === share.url
      ? { imageSize: { width: share.width, height: share.height } }
      : {}),
    jsonLd: [articleJsonLd(data, canonical.href, image)],
  });
}
