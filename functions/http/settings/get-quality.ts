/** GET /api/admin/settings/quality (administrator): the quality gate's thresholds in force. */
import { getQualitySettings } from '@functions/domain/quality/quality-settings';
import { route } from '@functions/lib/http';
import { qualitySettings } from '@functions/wiring/quality';

export const handler = route({ access: 'admin' }, async () => ({
  body: await getQualitySettings({ settings: qualitySettings }),
}));
