/**
 * The article editor's form values and the rules applied to them (admin-portal.md sections 4 and
 * 5): one value object holds both modes' fields, so switching modes converts instead of losing
 * text. Validation uses the shared schemas (the simple form's or the advanced form's, by mode);
 * the simple-mode save re-parses the content with `rules/editor-conversion`.
 *
 * Also here: the field-level merge behind "reload the latest version and re-apply my changes"
 * after a stale save (409).
 */
import type * as z from 'zod';
import { parseSimpleContent, advancedToSimple } from '@shared/rules/editor-conversion';
import { imageAltProblem } from '@shared/rules/image-alt';
import { emptySeo, normaliseSeo, type SeoFields } from '@shared/rules/seo-fields';
import { slugify } from '@shared/rules/slugify';
import { pickFields } from '@shared/schemas/field-lists';
import {
  articleCreateInputSchema,
  articleSimpleFormSchema,
  type ArticleCreateInput,
  type ArticleRecord,
} from '@shared/schemas/article';

/** Simple: one markdown content field. Advanced: introduction, key points, sections, conclusion. */
export type EditorMode = 'simple' | 'advanced';

/**
 * Everything the editor holds: every field of the article input (read from the schema, so a new
 * field must be given its empty value and its stored value below), each present, plus simple
 * mode's combined markdown `content` and the SEO panel's fields ('' = the default).
 */
export type EditorValues = Required<Omit<ArticleCreateInput, 'seo'>> & {
  content: string;
  seo: SeoFields;
};

/** A new article: empty, a draft, one empty key point and section (the first cannot be removed). */
export const emptyEditorValues: EditorValues = {
  title: '',
  slug: '',
  excerpt: '',
  author_id: '',
  category_id: '',
  image_url: '',
  image_alt: '',
  image_alt_review: false,
  is_published: false,
  content: '',
  introduction: '',
  key_points: [''],
  sections: [{ title: '', content: '' }],
  conclusion: '',
  seo: emptySeo,
};

/** The editor's values of a stored article, both modes filled. */
export function valuesFromRecord(record: ArticleRecord): EditorValues {
  const advanced = {
    introduction: record.introduction,
    key_points: record.key_points.length > 0 ? [...record.key_points] : [''],
    sections:
      record.sections.length > 0
        ? record.sections.map((section) => ({ ...section }))
        : [{ title: '', content: '' }],
    conclusion: record.conclusion,
  };
  return {
    title: record.title,
    slug: record.slug,
    excerpt: record.excerpt,
    author_id: record.author_id,
    category_id: record.category_id,
    image_url: record.image_url,
    image_alt: record.image_alt ?? '',
    image_alt_review: record.image_alt_review === true,
    is_published: record.is_published,
    content: advancedToSimple(record),
    ...advanced,
    seo: normaliseSeo(record.seo),
  };
}

/** The slug to use: the typed one, or one made from the title when it is empty. */
export function effectiveSlug(values: Pick<EditorValues, 'slug' | 'title'>): string {
  return values.slug.trim() || slugify(values.title);
}

/** The fields both modes share, as the simple form's schema lists them. */
const commonFieldNames = articleSimpleFormSchema
  .keyof()
  .options.filter((field): field is Exclude<typeof field, 'content'> => field !== 'content');

function commonFields(values: EditorValues) {
  return {
    ...pickFields(values, commonFieldNames),
    // As the field's hint says: left empty, the slug is made from the title.
    slug: effectiveSlug(values),
  };
}

/** The schema's messages plus the alt rule (shared/rules/image-alt.ts) on `image_alt`. */
function withAltRule(values: EditorValues, errors: EditorErrors | undefined) {
  const problem = imageAltProblem(values);
  if (!problem) return errors;
  return { ...errors, image_alt: errors?.image_alt ?? problem };
}

/** Advanced fields as validated: blank key points are left out (an empty input is not a point). */
function advancedFields(values: EditorValues) {
  return {
    introduction: values.introduction,
    key_points: values.key_points.filter((point) => point.trim() !== ''),
    sections: values.sections,
    conclusion: values.conclusion,
  };
}

/** Dotted field path -> first message, as the form shows them. */
export type EditorErrors = Record<string, string>;

function issuesOf(error: z.ZodError): EditorErrors {
  const errors: EditorErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'root';
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Checks the values of `mode` with the spec's messages (Title is required, ..., Content is
 * required in simple mode; Introduction is required, At least one key point is required, Section
 * title is required, ... in advanced mode). Undefined when valid.
 */
export function validateEditorValues(
  values: EditorValues,
  mode: EditorMode,
): EditorErrors | undefined {
  const result =
    mode === 'simple'
      ? articleSimpleFormSchema.safeParse({ ...commonFields(values), content: values.content })
      : articleCreateInputSchema.safeParse({ ...commonFields(values), ...advancedFields(values) });
  return withAltRule(values, result.success ? undefined : issuesOf(result.error));
}

/**
 * The body of the save call. Simple mode re-parses the (already sanitised) content as the spec's
 * simple-mode save says (`parseSimpleContent`: key points under Key Points without placeholders,
 * defaults for missing parts, the title as introduction fallback); advanced mode sends its fields.
 * The result is checked once more, since a re-parsed part can break a limit (a 300-character
 * section title written as a heading).
 */
export function buildSaveBody(
  values: EditorValues,
  mode: EditorMode,
): { ok: true; body: ArticleCreateInput } | { ok: false; errors: EditorErrors } {
  const body =
    mode === 'simple'
      ? { ...commonFields(values), ...parseSimpleContent(values.content, values.title) }
      : { ...commonFields(values), ...advancedFields(values) };
  const result = articleCreateInputSchema.safeParse(body);
  const errors = withAltRule(values, result.success ? undefined : issuesOf(result.error));
  return result.success && !errors
    ? { ok: true, body: result.data }
    : { ok: false, errors: errors ?? {} };
}

/** Every field the editor holds: a change to any of them is an edit. */
const comparedFields = Object.keys(emptyEditorValues) as (keyof EditorValues)[];

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const modeFields: Readonly<Record<EditorMode, readonly (keyof EditorValues)[]>> = {
  simple: ['content'],
  advanced: ['introduction', 'key_points', 'sections', 'conclusion'],
};

/**
 * Whether two value objects hold the same text: the common fields and the body fields of `mode`
 * (the other mode's fields are only a conversion of them), or every field when no mode is given.
 */
export function sameValues(a: EditorValues, b: EditorValues, mode?: EditorMode): boolean {
  const fields = mode
    ? comparedFields
        .filter(
          (field) => !modeFields.simple.includes(field) && !modeFields.advanced.includes(field),
        )
        .concat(modeFields[mode])
    : comparedFields;
  return fields.every((field) => same(a[field], b[field]));
}

/**
 * Re-applies my edits on top of the latest saved version (the answer to a stale save): every
 * field I changed since `base` (the version I started from) keeps my value; every field I did not
 * touch takes the latest value. In simple mode the content counts as one field; in advanced mode
 * introduction, key points, sections and conclusion count each.
 */
export function rebaseEdits(
  base: EditorValues,
  mine: EditorValues,
  latest: EditorValues,
  mode: EditorMode,
): EditorValues {
  const merged: EditorValues = { ...latest };
  const pick = <K extends keyof EditorValues>(field: K) => {
    if (!same(mine[field], base[field])) merged[field] = mine[field];
  };
  for (const field of commonFieldNames) pick(field);
  if (mode === 'simple') {
    pick('content');
  } else {
    pick('introduction');
    pick('key_points');
    pick('sections');
    pick('conclusion');
    merged.content = advancedToSimple(merged);
  }
  return merged;
}

/** Names of the fields where my edits replaced the latest version's text (for the notice). */
export function changedFieldLabels(
  base: EditorValues,
  mine: EditorValues,
  mode: EditorMode,
): string[] {
  const labels: Partial<Record<keyof EditorValues, string>> = {
    title: 'Title',
    slug: 'Slug',
    excerpt: 'Excerpt',
    author_id: 'Author',
    category_id: 'Category',
    image_url: 'Image',
    image_alt: 'Alt text',
    is_published: 'Published',
    seo: 'SEO',
    ...(mode === 'simple'
      ? { content: 'Content' }
      : {
          introduction: 'Introduction',
          key_points: 'Key Points',
          sections: 'Sections',
          conclusion: 'Conclusion',
        }),
  };
  return (Object.keys(labels) as (keyof EditorValues)[])
    .filter((field) => !same(mine[field], base[field]))
    .map((field) => labels[field] as string);
}
