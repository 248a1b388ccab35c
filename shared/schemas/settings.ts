/**
 * The admin Settings screen: a read-only view of the stage's configuration (GET
 * /api/admin/settings). Nothing secret is in it; the allow-list is shown because it decides who
 * may use the portal.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';

/** Answer of the settings call. */
export const adminSettingsResponseSchema = z.object({
  stage: z.enum(['local', 'dev', 'prod']),
  brandName: z.string(),
  publicOrigin: z.string(),
  contactEmail: z.string(),
  ai: z.object({
    /** `offline` writes deterministic drafts; `bedrock` calls the model. */
    provider: z.enum(['offline', 'bedrock']),
    modelId: z.string(),
    region: z.string(),
  }),
  /** Who may use the admin portal: exact addresses and whole e-mail domains. */
  allowList: z.object({
    emails: z.array(z.string()),
    domains: z.array(z.string()),
  }),
});

/** Answer of the settings call. */
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;
