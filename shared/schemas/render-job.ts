/**
 * Messages of the render queue (DESIGN.md section 1: content change -> render worker). Each names
 * what changed, never what to render: the worker reads the current state when it runs, so a late
 * or repeated message renders the latest content, and a repeat of the same content renders
 * nothing (the edge store keeps the version each page was rendered from).
 */
import * as z from 'zod';
import { idSchema } from './primitives';

export const renderJobSchema = z.discriminatedUnion('type', [
  /**
   * An article changed (created, edited, published, unpublished, deleted, renamed slug). `slugs`:
   * every slug the article had in this change, so a deleted article's pages can be taken down.
   */
  z.object({
    type: z.literal('article'),
    id: idSchema,
    slugs: z.array(z.string().max(200)).max(100),
  }),
  /** A programmatic page changed (generated, regenerated, published, unpublished, deleted). */
  z.object({ type: z.literal('page'), id: idSchema, slug: z.string().max(200) }),
  /**
   * An article or page became public, changed while public or stopped being public: the
   * programmatic pages whose related links gain or lose it are rendered again.
   */
  z.object({
    type: z.literal('related'),
    kind: z.enum(['article', 'page']),
    id: idSchema,
    /** Its public paths in this change (a renamed article's old one too): who links there. */
    paths: z.array(z.string().max(300)).max(10),
  }),
  /**
   * Managed redirects changed (added, edited, re-pointed, deleted): the edge store follows the
   * redirects table for these paths, and a page a deleted redirect hid is rendered again.
   */
  z.object({
    type: z.literal('redirects'),
    from: z.array(z.string().min(1).max(300)).min(1).max(100),
  }),
  /**
   * Everything published, rendered where its content or the build changed: after a deploy, a
   * sandbox start, an author or category rename (the names show on every article of theirs).
   */
  z.object({ type: z.literal('site') }),
]);

export type RenderJob = z.infer<typeof renderJobSchema>;
