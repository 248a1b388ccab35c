/**
 * The sandbox's own settings, from the environment. A bad value stops start-up with one line that
 * names the variable and what it expects (see formatConfigError).
 */
import * as z from 'zod';

const emailList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.email({ error: 'must be a comma-separated list of e-mail addresses' })));

const domainList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,}$/, {
        error: 'must be a comma-separated list of domain names (like example.com)',
      }),
    ),
  );

export const sandboxEnvSchema = z.object({
  PORT: z
    .string()
    .default('3000')
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, {
      error: 'must be a whole number from 0 to 65535',
    })
    .transform(Number),
  STAGE: z
    .enum(['local', 'dev', 'prod'], { error: 'must be one of local, dev, prod' })
    .default('local'),
  DATA_DIR: z.string().min(1).default('.data'),
  SANDBOX_ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@example.com'),
  SANDBOX_ADMIN_PASSWORD: z
    .string()
    .min(12, { error: 'must be at least 12 characters' })
    .optional(),
  ADMIN_EMAILS: emailList.optional(),
  ADMIN_EMAIL_DOMAINS: domainList.default([]),
  /** Administrators must have two-step sign-in; default: only when STAGE is prod, as in AWS. */
  ADMIN_MFA_REQUIRED: z.enum(['true', 'false'], { error: 'must be true or false' }).optional(),
  AI_PROVIDER: z
    .enum(['offline', 'bedrock'], { error: 'must be offline or bedrock' })
    .default('offline'),
  OFFLINE_MODEL_LATENCY_MS: z
    .string()
    .default('0')
    .refine((value) => /^\d+$/.test(value), { error: 'must be a whole number of milliseconds' }),
  /** `1`: also seed 90 days of analytics counters, once per data directory (`--seed-analytics`). */
  SEED_ANALYTICS: z.enum(['0', '1'], { error: 'must be 1 or 0' }).optional(),
  /** Test harnesses only (the e2e run): a header taken as the client address. */
  SANDBOX_CLIENT_ADDRESS_HEADER: z
    .string()
    .regex(/^[a-z0-9-]+$/, { error: 'must be a lower-case header name' })
    .optional(),
});

export type SandboxEnv = z.output<typeof sandboxEnvSchema>;

/** The one line shown for a bad configuration: `PORT must be a whole number ... (got "abc")`. */
export function formatConfigError(error: z.ZodError, env: NodeJS.ProcessEnv): string {
  const issue = error.issues[0]!;
  const name = String(issue.path[0] ?? 'configuration');
  const got = env[name];
  return `Configuration error: ${name} ${issue.message}${got !== undefined ? ` (got ${JSON.stringify(got)})` : ''}.`;
}

/** Parses the sandbox's environment (empty strings count as unset). */
export function parseSandboxEnv(env: NodeJS.ProcessEnv): SandboxEnv {
  const defined = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  return sandboxEnvSchema.parse(defined);
}
