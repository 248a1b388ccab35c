/**
 * The fields the History panel compares, as text: the editable fields of an article, the
 * generated content, status and SEO fields of a page. Lists and sections become lines, so a
 * long field diffs line by line and word by word like the text it is.
 *
 * The labels are typed by the schemas' keys, so a field added to an article's input, a page's
 * generated content or the SEO fields does not compile until it has its label here: a field the
 * History panel left out would change unseen in a diff.
 */
import type { ArticleCreateInput, ArticleRecord } from '@shared/schemas/article';
import type { GeneratedPageContent, PageRecord } from '@shared/schemas/page';
import type { RevisionItemType } from '@shared/schemas/revision';
import type { Seo } from '@shared/schemas/seo';

/** One compared field. */
export interface ComparedField {
  label: string;
  text: string;
}

/**
 * The article fields compared: what the editor writes, with the author and category by name
 * (their ids mean nothing to a reader), the SEO fields on their own, and the alt text's review
 * flag left out (an editor's save clears it; it is not content).
 */
export type ArticleComparedField =
  | Exclude<keyof ArticleCreateInput, 'author_id' | 'category_id' | 'image_alt_review' | 'seo'>
  | 'author_name'
  | 'category_name';

/** The page fields compared: the generated content and the status. */
export type PageComparedField = keyof GeneratedPageContent | 'status';

/** Labels of the article fields, in the order the History panel shows them. */
export const articleFieldLabels: Record<ArticleComparedField, string> = {
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  author_name: 'Author',
  category_name: 'Category',
  introduction: 'Introduction',
  key_points: 'Key points',
  sections: 'Sections',
  conclusion: 'Conclusion',
  image_url: 'Image',
  image_alt: 'Image alt text',
  is_published: 'Published',
};

/** Labels of the page fields, in the order the History panel shows them. */
export const pageFieldLabels: Record<PageComparedField, string> = {
  title: 'Title',
  meta_description: 'Meta description (generated)',
  h1: 'H1',
  subheadline: 'Subheadline',
  intro_paragraph: 'Introduction',
  value_bullets: 'Value bullets',
  cta_section: 'Call to action',
  faqs: 'FAQs',
  status: 'Status',
};

/** Labels of the SEO fields, shown after an item's own. */
export const seoFieldLabels: Record<keyof Seo, string> = {
  meta_title: 'Meta title',
  meta_description: 'Meta description',
  social_image: 'Social image',
  canonical: 'Canonical URL',
  noindex: 'Noindex',
};

const isFaq = (value: unknown): value is { question: string; answer: string } =>
  typeof value === 'object' && value !== null && 'question' in value && 'answer' in value;

const isSection = (value: unknown): value is { title: string; content: string } =>
  typeof value === 'object' && value !== null && 'title' in value && 'content' in value;

/**
 * A stored value as text, by its shape: a list of text as '- ' lines, sections as '## title'
 * blocks, questions as Q/A pairs, a switch as Yes/No, nothing as ''.
 */
export function fieldText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    if (value.every(isSection)) {
      return value.map((section) => `## ${section.title}\n${section.content}`).join('\n\n');
    }
    if (value.every(isFaq)) {
      return value.map((faq) => `Q: ${faq.question}\nA: ${faq.answer}`).join('\n\n');
    }
    return value.map((item) => `- ${fieldText(item)}`).join('\n');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function labelled<T extends object>(item: T, labels: Partial<Record<keyof T, string>>) {
  return (Object.entries(labels) as [keyof T, string][]).map(([field, label]) => ({
    label,
    text: fieldText(item[field]),
  }));
}

function seoFields(seo: Seo | undefined): ComparedField[] {
  // Absent SEO fields are the defaults: no override, indexed.
  return labelled({ noindex: false, ...seo }, seoFieldLabels);
}

/** The compared fields of an item of `type`. */
export function comparedFields(
  type: RevisionItemType,
  item: ArticleRecord | PageRecord,
): ComparedField[] {
  return type === 'article'
    ? [...labelled(item as ArticleRecord, articleFieldLabels), ...seoFields(item.seo)]
    : [...labelled(item as PageRecord, pageFieldLabels), ...seoFields(item.seo)];
}
