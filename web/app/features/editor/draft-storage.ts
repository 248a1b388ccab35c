/**
 * Unsaved editor work kept in the browser (localStorage), one draft per article id or `new`, so
 * neither a reload, a closed tab nor a lost session loses it. The editor offers a draft back with
 * Restore or Discard and clears it after a successful save.
 *
 * A draft remembers the version and the values it started from, so a draft restored after
 * someone else saved still ends in the stale-version conflict (and its merge), never in a silent
 * overwrite. Storage is injected, so this module is tested without a browser.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { emptySeo } from '@shared/rules/seo-fields';
import { seoSchema } from '@shared/schemas/seo';
import type { EditorMode, EditorValues } from './editor-values';

/** What is kept per article. */
export interface EditorDraft {
  mode: EditorMode;
  values: EditorValues;
  /** The version the edits started from; null for a new article. */
  baseVersion: number | null;
  /** The values the edits started from (for the merge after a conflict); null for new. */
  base: EditorValues | null;
  /** ISO time of the last change. */
  savedAt: string;
}

/** The part of the Web Storage API drafts need. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const draftPrefix = 'admin-article-draft:';

const valuesSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  author_id: z.string(),
  category_id: z.string(),
  image_url: z.string(),
  // Drafts saved before alt text existed have none.
  image_alt: z.string().default(''),
  image_alt_review: z.boolean().default(false),
  is_published: z.boolean(),
  content: z.string(),
  introduction: z.string(),
  key_points: z.array(z.string()),
  sections: z.array(z.object({ title: z.string(), content: z.string() })),
  conclusion: z.string(),
  // Drafts kept before the SEO panel existed have no SEO fields: nothing overridden.
  seo: seoSchema.default(emptySeo),
});

const draftSchema = z.object({
  mode: z.enum(['simple', 'advanced']),
  values: valuesSchema,
  baseVersion: z.int().min(1).nullable(),
  base: valuesSchema.nullable(),
  savedAt: z.string(),
});

/** The storage key of an article's draft (`new` for an article not saved yet). */
export function draftKey(articleId: string | undefined): string {
  return `${draftPrefix}${articleId ?? 'new'}`;
}

/** The stored draft, or undefined when there is none or it cannot be read (then it is removed). */
export function readDraft(storage: DraftStorage, key: string): EditorDraft | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: fall through and drop it.
  }
  clearDraft(storage, key);
  return undefined;
}

/** Stores a draft; false when the browser refused (quota, private mode). */
export function writeDraft(storage: DraftStorage, key: string, draft: EditorDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

/** Removes a draft. */
export function clearDraft(storage: DraftStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept either.
  }
}

/** The browser's localStorage, or undefined where there is none (prerender, blocked storage). */
export function browserDraftStorage(): DraftStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
