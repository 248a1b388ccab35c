/**
 * `npm start`: the sandbox in the foreground. Reads its settings from the environment (a bad value
 * stops it with one line naming the variable), prints a banner with the URLs and the admin's
 * credentials, and stops every service on Ctrl-C. `--dev` serves the web through Vite with HMR.
 */
import './quiet';
import * as z from 'zod';
import { parseConfig } from '@functions/lib/config';
import { formatConfigError, parseSandboxEnv } from './config';
import { projectRoot, start, type StartOptions } from './index';

async function main() {
  let env;
  try {
    env = parseSandboxEnv(process.env);
    // The functions' own configuration must parse too, before anything starts.
    parseConfig({ ...process.env, STAGE: env.STAGE, ADMIN_EMAILS: '', ADMIN_EMAIL_DOMAINS: '' });
  } catch (error) {
    if (error instanceof z.ZodError) {
      console.error(formatConfigError(error, process.env));
      process.exit(1);
    }
    throw error;
  }

  const dev = process.argv.includes('--dev');
  // 90 days of analytics counters, once per data directory.
  const seedAnalytics = process.argv.includes('--seed-analytics') || env.SEED_ANALYTICS === '1';
  let webMiddleware: StartOptions['webMiddleware'];
  let closeVite: (() => Promise<void>) | undefined;
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({
      root: `${projectRoot}/web`,
      configFile: `${projectRoot}/web/vite.config.ts`,
      server: { middlewareMode: true, hmr: { port: 24678 } },
      appType: 'spa',
    });
    webMiddleware = vite.middlewares;
    closeVite = () => vite.close();
  }

  const sandbox = await start({
    port: env.PORT,
    dataDir: env.DATA_DIR,
    stage: env.STAGE,
    admin: { email: env.SANDBOX_ADMIN_EMAIL, password: env.SANDBOX_ADMIN_PASSWORD },
    adminEmails: env.ADMIN_EMAILS ?? [env.SANDBOX_ADMIN_EMAIL],
    adminEmailDomains: env.ADMIN_EMAIL_DOMAINS,
    clientAddressHeader: env.SANDBOX_CLIENT_ADDRESS_HEADER,
    seedAnalytics,
    deliveryEvents: true,
    env: {
      AI_PROVIDER: env.AI_PROVIDER,
      OFFLINE_MODEL_LATENCY_MS: env.OFFLINE_MODEL_LATENCY_MS,
      ADMIN_MFA_REQUIRED: env.ADMIN_MFA_REQUIRED ?? (env.STAGE === 'prod' ? 'true' : 'false'),
    },
    webMiddleware,
    log: (line) => console.log(line),
  });

  const lines = [
    '',
    `  Sandbox ready${dev ? ' (dev, Vite HMR)' : ''}`,
    '',
    `  Site:         ${sandbox.url}/`,
    `  Admin:        ${sandbox.url}/admin`,
    `  API health:   ${sandbox.url}/api/health`,
    `  Mailbox:      ${sandbox.mail.mailboxUrl}  (every e-mail the site sends, caught by the SES emulator)`,
    '',
    `  Admin e-mail:    ${sandbox.admin.email}`,
    `  Admin password:  ${sandbox.admin.password}`,
    '',
    `  Data:         ${sandbox.dataDir}`,
    `  Emulators:    DynamoDB ${sandbox.endpoints.dynamodb}  S3 ${sandbox.endpoints.s3}  SQS ${sandbox.endpoints.sqs}  Cognito ${sandbox.cognito.endpoint}`,
    ...(sandbox.seeded.length ? [`  Seeded:       ${sandbox.seeded.join(', ')}`] : []),
    `  Analytics:    ${sandbox.url}/admin/analytics${seedAnalytics ? '' : '  (npm start -- --seed-analytics, or SEED_ANALYTICS=1, fills 90 days of history)'}`,
    '',
    '  Ctrl-C stops every service; the data stays for the next start.',
    '',
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping the sandbox...');
    await closeVite?.();
    await sandbox.end();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`The sandbox could not start: ${(error as Error).message}`);
  if (process.env.DEBUG) console.error(error);
  process.exit(1);
});
