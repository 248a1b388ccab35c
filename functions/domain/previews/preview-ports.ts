/**
 * What preview links need, said without AWS words. Adapters: the `previews` table and a MAC
 * signer (KMS GenerateMac/VerifyMac in AWS, so no secret is ever in the functions' environment;
 * an HMAC key made at start in the sandbox).
 */
import type { ActivityEntry } from '@shared/schemas/activity';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type { PreviewKind } from '@shared/schemas/preview';

/** A preview link as stored. Revoking deletes it; the table's TTL removes it after it expires. */
export interface PreviewRecord {
  id: string;
  kind: PreviewKind;
  item_id: string;
  created_by: string;
  created_at: string;
  expires_at: string;
}

export interface PreviewStore {
  /** Stores a link, with its activity entry. */
  put(record: PreviewRecord, activity: ActivityEntry): Promise<void>;
  get(id: string): Promise<PreviewRecord | undefined>;
  /** The links of one item, newest first. */
  listFor(kind: PreviewKind, itemId: string): Promise<PreviewRecord[]>;
  /** Deletes the link; false when there was none. */
  remove(id: string, activity: ActivityEntry): Promise<boolean>;
}

/** Signs and checks messages with a key the code never sees in AWS. */
export interface MacSigner {
  /** The MAC of `message`, base64url. */
  sign(message: string): Promise<string>;
  verify(message: string, mac: string): Promise<boolean>;
}

/** The drafts a link can show. */
export interface PreviewSources {
  article(id: string): Promise<ArticleRecord | undefined>;
  page(id: string): Promise<PageRecord | undefined>;
}
