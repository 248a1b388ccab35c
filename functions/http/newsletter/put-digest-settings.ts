/**
 * PUT /api/admin/settings/digest (administrator): `{enabled, weekday, hour}` (hour in UTC) turns
 * the weekly digest on or off and sets its time; a bad value is a 400 naming its field.
 */
import { digestSettingsInputSchema } from '@shared/schemas/newsletter-digest';
import { actorOf } from '@functions/domain/activity/activity';
import { updateDigestSettings } from '@functions/domain/newsletter/digest';
import { route } from '@functions/lib/http';
import { digestSettingsDeps } from '@functions/wiring/newsletter';

export const handler = route(
  { access: 'admin', body: digestSettingsInputSchema },
  async ({ body, admin }) => ({
    body: await updateDigestSettings(digestSettingsDeps(), body, actorOf(admin)),
  }),
);
