/**
 * What a page's head shows when its editors leave an SEO field empty, one way for the public
 * head tags and for the portal's previews (which show these as placeholders): an article's title
 * in the site's style and its excerpt and image; a programmatic page's generated meta title and
 * description. The overrides themselves are applied by `effectiveSeo` (shared/rules/seo-fields).
 */
import { safeImageSrc } from '@shared/rules/image-address';
import {
  effectiveSeo,
  type EffectiveSeo,
  type SeoDefaults,
  type SeoFields,
} from '@shared/rules/seo-fields';
import { pageTitle } from '~/content/page-title';
import { siteConfig } from './site-config';

/** An article's defaults, from its title, excerpt and image address. */
export function articleSeoDefaults(article: {
  title: string;
  excerpt: string;
  imageUrl: string;
}): SeoDefaults {
  const title = article.title.trim();
  return {
    title: title ? pageTitle(title, siteConfig.brandName) : '',
    description: article.excerpt.trim() || title,
    image: safeImageSrc(article.imageUrl) ?? '',
  };
}

/** A programmatic page's defaults: its generated meta, else '{keyword} | {brand}'. */
export function pageSeoDefaults(page: {
  title: string;
  meta_description: string;
  subheadline: string;
  keyword: string;
}): SeoDefaults {
  return {
    title: page.title.trim() || pageTitle(page.keyword, siteConfig.brandName),
    description: page.meta_description || page.subheadline || page.keyword,
    image: '',
  };
}

/** The head's values of a page: its saved fields over its defaults, the image checked. */
export function resolveSeo(
  seo: Partial<SeoFields> | undefined,
  defaults: SeoDefaults,
): EffectiveSeo {
  const values = effectiveSeo(seo, defaults);
  return { ...values, image: safeImageSrc(values.image) ?? '' };
}
