/**
 * The article editor's SEO binding: the form's `seo` value and its messages, and what the
 * defaults follow as it is typed (the title in the site's style, the excerpt, the article image;
 * the URL follows the slug). The panel itself is the content workflow's, so the route renders it
 * through `render`; watching the fields here keeps the rest of the editor from re-rendering on
 * every keystroke.
 */
import type { ReactNode } from 'react';
import { useController, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import type { SeoFields } from '@shared/rules/seo-fields';
import { effectiveSlug, type EditorValues } from '../editor-values';

/** What the SEO panel of the article being edited is given. */
export interface EditorSeoBinding {
  title: string;
  /** The slug the article is saved with (made from the title when left empty). */
  slug: string;
  excerpt: string;
  imageUrl: string;
  value: SeoFields;
  onChange: (next: SeoFields) => void;
  onBlur: () => void;
  errors: Partial<Record<keyof SeoFields, string>>;
}

export function SeoBinding({
  control,
  errors,
  render,
}: {
  control: Control<EditorValues>;
  errors: FieldErrors<EditorValues>;
  render: (binding: EditorSeoBinding) => ReactNode;
}) {
  const { field } = useController({ control, name: 'seo' });
  const [title, slug, excerpt, imageUrl] = useWatch({
    control,
    name: ['title', 'slug', 'excerpt', 'image_url'],
  });
  const seoErrors = errors.seo;
  return render({
    title,
    slug: effectiveSlug({ title, slug }),
    excerpt,
    imageUrl,
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    errors: {
      meta_title: seoErrors?.meta_title?.message,
      meta_description: seoErrors?.meta_description?.message,
      social_image: seoErrors?.social_image?.message,
      canonical: seoErrors?.canonical?.message,
    },
  });
}
