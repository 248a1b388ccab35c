/**
 * The fields the History panel compares, as text: the editable fields of an article, the
 * generated content, status and SEO fields of a page. Lists and sections become lines, so a
 * long field diffs line by line and word by word like the text it is.
 */
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type { RevisionItemType } from '@shared/schemas/revision';

/** One compared field. */
export interface ComparedField {
  label: string;
  text: string;
}

type Seo = ArticleRecord['seo'];

const yesNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

function seoFields(seo: Seo): ComparedField[] {
  return [
    { label: 'Meta title', text: seo?.meta_title ?? '' },
    { label: 'Meta description', text: seo?.meta_description ?? '' },
    { label: 'Social image', text: seo?.social_image ?? '' },
    { label: 'Canonical URL', text: seo?.canonical ?? '' },
    { label: 'Noindex', text: yesNo(seo?.noindex) },
  ];
}

function articleFields(article: ArticleRecord): ComparedField[] {
  return [
    { label: 'Title', text: article.title },
    { label: 'Slug', text: article.slug },
    { label: 'Excerpt', text: article.excerpt },
    { label: 'Author', text: article.author_name },
    { label: 'Category', text: article.category_name },
    { label: 'Introduction', text: article.introduction },
    { label: 'Key points', text: article.key_points.map((point) => `- ${point}`).join('\n') },
    {
      label: 'Sections',
      text: article.sections
        .map((section) => `## ${section.title}\n${section.content}`)
        .join('\n\n'),
    },
    { label: 'Conclusion', text: article.conclusion },
    { label: 'Image', text: article.image_url },
    { label: 'Image alt text', text: article.image_alt ?? '' },
    { label: 'Published', text: yesNo(article.is_published) },
    ...seoFields(article.seo),
  ];
}

function pageFields(page: PageRecord): ComparedField[] {
  return [
    { label: 'Title', text: page.title },
    { label: 'Meta description (generated)', text: page.meta_description },
    { label: 'H1', text: page.h1 },
    { label: 'Subheadline', text: page.subheadline },
    { label: 'Introduction', text: page.intro_paragraph },
    { label: 'Value bullets', text: page.value_bullets.map((item) => `- ${item}`).join('\n') },
    { label: 'Call to action', text: page.cta_section },
    {
      label: 'FAQs',
      text: page.faqs.map((faq) => `Q: ${faq.question}\nA: ${faq.answer}`).join('\n\n'),
    },
    { label: 'Status', text: page.status },
    ...seoFields(page.seo),
  ];
}

/** The compared fields of an item of `type`. */
export function comparedFields(
  type: RevisionItemType,
  item: ArticleRecord | PageRecord,
): ComparedField[] {
  return type === 'article' ? articleFields(item as ArticleRecord) : pageFields(item as PageRecord);
}
