/**
 * Shareable preview links. A link is `/preview#<token>`, the token
 * `<payload>.<mac>`: the payload (base64url JSON) names a stored link and its expiry, the MAC
 * signs the payload. Opening one checks, in order, the signature, the expiry, and that the link is
 * still stored (revoking deletes it); any failure is the same 404, so a forged, altered, expired
 * or revoked token tells nothing apart. The id is 128 random bits: not guessable either.
 */
import { activityEntry, type Actor as ActivityActor } from '@functions/domain/activity/activity';
import { randomBytes } from 'node:crypto';
import { hasRole, type StaffRole } from '@shared/rules/staff-roles';
import { toArticleDetail } from '@shared/rules/article-content';
import { toPublicPage } from '@shared/schemas/page';
import {
  previewMessages,
  previewPagePath,
  type PreviewAnswer,
  type PreviewLink,
  type PreviewTarget,
} from '@shared/schemas/preview';
import { ForbiddenError, NotFoundError } from '@functions/domain/errors';
import { withPublicImages, type MediaReader } from '@functions/domain/media/article-images';
import { canonicalBase64url } from '@functions/domain/previews/token-encoding';
import type { MacSigner, PreviewRecord, PreviewSources, PreviewStore } from './preview-ports';

export interface PreviewDeps {
  store: PreviewStore;
  signer: MacSigner;
  sources: PreviewSources;
  now: () => Date;
  /** How long a link works. */
  lifetimeDays: number;
  brandName: string;
  /** Processed uploads: a draft shows its image as the page will (variants, never the original). */
  images?: MediaReader;
  newId?: () => string;
}

interface TokenPayload {
  v: 1;
  id: string;
  /** Expiry, epoch seconds. */
  exp: number;
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

function toLink(record: PreviewRecord, path?: string): PreviewLink {
  return { ...record, ...(path ? { path } : {}) };
}

/** Who makes or revokes a link: the guard's identity (its role decides whose drafts). */
export interface Actor extends ActivityActor {
  sub: string;
  role: StaffRole;
}

/**
 * The item a link shows (its title), or undefined when there is no such item. Links follow the
 * editing rules (functions/domain/articles/article-access.ts): editors and administrators preview
 * anything; a contributor only their own unpublished articles, never a programmatic page (pages
 * are an editor's), so a contributor cannot show others' work through a link.
 */
async function previewable(
  deps: Pick<PreviewDeps, 'sources'>,
  target: PreviewTarget,
  actor: Actor,
): Promise<{ title: string } | undefined> {
  const editor = hasRole(actor.role, 'editor');
  if (target.kind === 'page') {
    const page = await deps.sources.page(target.id);
    if (page && !editor) throw new ForbiddenError(previewMessages.contributorOwnDrafts);
    return page;
  }
  const article = await deps.sources.article(target.id);
  if (article && !editor && (article.created_by !== actor.sub || article.is_published))
    throw new ForbiddenError(previewMessages.contributorOwnDrafts);
  return article;
}

/** A link as the activity log names it: by the item it shows. */
function previewItem(id: string, title: string) {
  return { type: 'preview' as const, id, title };
}

/** Makes a link for `target`, signed and stored; 404 when the item does not exist. */
export async function createPreviewLink(
  deps: PreviewDeps,
  target: PreviewTarget,
  actor: Actor,
): Promise<PreviewLink> {
  const title = (await previewable(deps, target, actor))?.title;
  if (title === undefined) throw new NotFoundError(previewMessages.itemNotFound);
  const now = deps.now();
  const expires = new Date(now.getTime() + deps.lifetimeDays * 86_400_000);
  const record: PreviewRecord = {
    id: (deps.newId ?? (() => randomBytes(16).toString('base64url')))(),
    kind: target.kind,
    item_id: target.id,
    created_by: actor.email,
    created_at: now.toISOString(),
    expires_at: expires.toISOString(),
  };
  const payload: TokenPayload = { v: 1, id: record.id, exp: Math.floor(expires.getTime() / 1000) };
  const encoded = base64url(JSON.stringify(payload));
  const token = `${encoded}.${await deps.signer.sign(encoded)}`;
  await deps.store.put(record, activityEntry(actor, 'created', previewItem(record.id, title), now));
  return toLink(record, `${previewPagePath}#${token}`);
}

/** The item's links that still work, newest first. */
export async function listPreviewLinks(
  deps: Pick<PreviewDeps, 'store' | 'now'>,
  target: PreviewTarget,
): Promise<PreviewLink[]> {
  const now = deps.now().toISOString();
  return (await deps.store.listFor(target.kind, target.id))
    .filter((record) => record.expires_at > now)
    .map((record) => toLink(record));
}

/** Revokes a link: from now on it shows nothing. 404 when there is none. */
export async function revokePreviewLink(
  deps: Pick<PreviewDeps, 'store' | 'sources' | 'now'>,
  id: string,
  actor: Actor,
): Promise<void> {
  const record = await deps.store.get(id);
  if (!record) throw new NotFoundError(previewMessages.notFound);
  const target = { kind: record.kind, id: record.item_id };
  const title =
    (await previewable(deps, target, actor))?.title ?? `${record.kind} ${record.item_id}`;
  const activity = activityEntry(actor, 'revoked', previewItem(id, title), deps.now());
  if (!(await deps.store.remove(id, activity))) throw new NotFoundError(previewMessages.notFound);
}

/** The payload of a well-formed, correctly signed token; undefined for anything else. */
async function verifiedPayload(
  signer: MacSigner,
  token: string,
): Promise<TokenPayload | undefined> {
  const [encoded, mac, ...rest] = token.split('.');
  if (!encoded || !mac || rest.length > 0 || token.length > 1000) return undefined;
  if (!(await signer.verify(encoded, mac))) return undefined;
  try {
    const bytes = canonicalBase64url(encoded);
    if (!bytes) return undefined;
    const payload = JSON.parse(bytes.toString('utf8')) as TokenPayload;
    return payload.v === 1 && typeof payload.id === 'string' && typeof payload.exp === 'number'
      ? payload
      : undefined;
  } catch {
    return undefined;
  }
}

/** The draft a token shows; 404 (one message) for a forged, altered, expired or revoked one. */
export async function openPreview(deps: PreviewDeps, token: string): Promise<PreviewAnswer> {
  const notFound = () => new NotFoundError(previewMessages.notFound);
  const payload = await verifiedPayload(deps.signer, token);
  const now = deps.now();
  if (!payload || payload.exp * 1000 <= now.getTime()) throw notFound();
  const record = await deps.store.get(payload.id);
  if (!record || record.expires_at <= now.toISOString()) throw notFound();
  if (record.kind === 'article') {
    const article = await deps.sources.article(record.item_id);
    if (!article) throw notFound();
    const [detail] = await withPublicImages(deps.images, [
      toArticleDetail(article, deps.brandName),
    ]);
    const { articleHtml } = await import('@functions/domain/articles/article-html');
    return {
      kind: 'article',
      expires_at: record.expires_at,
      article: { ...detail!, html: articleHtml(detail!) },
    };
  }
  const page = await deps.sources.page(record.item_id);
  if (!page) throw notFound();
  return { kind: 'page', expires_at: record.expires_at, page: toPublicPage(page) };
}
