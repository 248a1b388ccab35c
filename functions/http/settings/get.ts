/**
 * GET /api/admin/settings (admin): the stage's configuration as the Settings screen shows it,
 * read-only: stage, brand, public origin, AI provider and model, and the admin allow-list.
 */
import type { AdminSettingsResponse } from '@shared/schemas/settings';
import { config } from '@functions/lib/config';
import { route } from '@functions/lib/http';

export const handler = route({ access: 'admin' }, async () => {
  const { stage, site, ai, auth } = config();
  const body: AdminSettingsResponse = {
    stage,
    brandName: site.brandName,
    publicOrigin: site.publicOrigin,
    contactEmail: site.contactEmail,
    ai: { provider: ai.provider, modelId: ai.modelId, region: ai.region },
    allowList: { emails: auth.adminEmails, domains: auth.adminEmailDomains },
  };
  return { body };
});
