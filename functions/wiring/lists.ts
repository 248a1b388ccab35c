/** The admin lists' wiring: each list's reader on the listings index (admin-lists-repository). */
import {
  articleListReader,
  contactListReader,
  pageListReader,
} from '@functions/adapters/repositories/admin-lists-repository';
import type { AdminListDeps } from '@functions/domain/lists/admin-lists';

/** The readers of the admin lists. */
export const listDeps: AdminListDeps = {
  articles: articleListReader,
  pages: pageListReader,
  contacts: contactListReader,
};
