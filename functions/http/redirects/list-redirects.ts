/** GET /api/admin/redirects (admin): every redirect, managed and fixed, ordered by path. */
import { listRedirects } from '@functions/domain/redirects/manage-redirects';
import { route } from '@functions/lib/http';
import { redirectDeps } from '@functions/wiring/redirects';

export const handler = route({ access: 'admin' }, async () => ({
  body: { items: await listRedirects(redirectDeps) },
}));
