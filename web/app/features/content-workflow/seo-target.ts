/**
 * What an item's SEO panel previews, by kind: the defaults its head shows for an empty field and
 * its public path. An article's follow what its editor holds now (title, excerpt, image, slug);
 * a page's are its generated meta at /solutions/{slug}.
 */
import type { SeoDefaults } from '@shared/rules/seo-fields';
import type { PageRecord } from '@shared/schemas/page';
import { articleSeoDefaults, pageSeoDefaults } from '~/lib/seo-defaults';

/** The item an SEO panel is about. */
export type SeoSubject =
  | { kind: 'article'; title: string; slug: string; excerpt: string; imageUrl: string }
  | {
      kind: 'page';
      page: Pick<PageRecord, 'title' | 'meta_description' | 'subheadline' | 'keyword' | 'slug'>;
    };

export interface SeoTarget {
  /** Prefix of the panel's control ids. */
  idPrefix: string;
  defaults: SeoDefaults;
  /** The item's public path. */
  path: string;
}

export function seoTarget(subject: SeoSubject): SeoTarget {
  if (subject.kind === 'article') {
    return {
      idPrefix: 'article-seo',
      defaults: articleSeoDefaults(subject),
      path: `/insights/${subject.slug}`,
    };
  }
  return {
    idPrefix: 'page-seo',
    defaults: pageSeoDefaults(subject.page),
    path: `/solutions/${subject.page.slug}`,
  };
}
