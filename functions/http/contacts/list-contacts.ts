/**
 * GET /api/admin/contacts (admin): one page of the contact submissions, newest (or oldest) first,
 * searched by name, company and e-mail and filtered by status and interest; `nextCursor` reads on.
 */
import { adminContactListQuerySchema } from '@shared/schemas/admin-list';
import { listContactPage } from '@functions/domain/lists/admin-lists';
import { route } from '@functions/lib/http';
import { listDeps } from '@functions/wiring/lists';

export const handler = route(
  { access: 'admin-list', query: adminContactListQuerySchema },
  async ({ query, carry }) => ({ body: await listContactPage(listDeps, query, carry) }),
);
