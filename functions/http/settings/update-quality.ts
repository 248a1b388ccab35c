/**
 * PUT /api/admin/settings/quality (administrator): new thresholds for the quality gate; a value
 * out of range is a 400 naming its field. Later checks use them at once.
 */
import { qualitySettingsSchema } from '@shared/schemas/quality';
import { actorOf } from '@functions/domain/activity/activity';
import { updateQualitySettings } from '@functions/domain/quality/quality-settings';
import { route } from '@functions/lib/http';
import { qualitySettingsDeps } from '@functions/wiring/quality';

export const handler = route(
  { access: 'admin', body: qualitySettingsSchema },
  async ({ body, admin }) => ({
    body: await updateQualitySettings(qualitySettingsDeps, body, actorOf(admin)),
  }),
);
