/**
 * POST /api/admin/pages/import (admin): the bulk CSV upload. The browser sends the parsed rows
 * (`{rows}`, at most 200); the answer has one `{row, status, message}` per row.
 */
import { pageImportInputSchema } from '@shared/schemas/csv';
import { importPages } from '@functions/domain/pages/import-pages';
import { actorOf } from '@functions/domain/activity/activity';
import { route } from '@functions/lib/http';
import { pageDeps } from '@functions/wiring/pages';

export const handler = route(
  { access: 'admin', body: pageImportInputSchema },
  async ({ body, admin }) => ({
    body: { results: await importPages(pageDeps, body.rows, actorOf(admin), body.lands_in) },
  }),
);
