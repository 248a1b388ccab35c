/**
 * GET /api/admin/settings/digest (administrator): the weekly digest's schedule (off by default)
 * and what its last run did.
 */
import { getDigestSettings } from '@functions/domain/newsletter/digest';
import { route } from '@functions/lib/http';
import { digestSettingsDeps } from '@functions/wiring/newsletter';

export const handler = route({ access: 'admin' }, async () => ({
  body: await getDigestSettings(digestSettingsDeps()),
  headers: { 'Cache-Control': 'private, no-store' },
}));
