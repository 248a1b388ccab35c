/**
 * The local sandbox: the whole product offline in one process, in a fixed order (as Architect's
 * sandbox does): DynamoDB emulator and tables -> S3 emulator and buckets -> Cognito emulator, pool,
 * client and seeded admin -> SES, KMS and CloudFront (edge store, invalidations) emulators -> local
 * queue and workers -> scheduler -> HTTP server -> first-run seed.
 *
 * `start({ port: 0, dataDir })` is what the tests use: random free ports and a temp data dir, so
 * they never collide with a running `npm start`. One sandbox per process: the functions read their
 * configuration once from the environment, as they do in Lambda.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  bodyLimits,
  routeRoles,
  bucketEnvName,
  bucketNames,
  migrations,
  pathTable,
  publicBuckets,
  queueEnvName,
  queues,
  routes,
  schedules,
  tableEnvName,
  tableNames,
  triggers,
  type BucketName,
  type QueueDef,
  type ScheduleName,
} from '../manifest';
import { listPrerenderedPages } from '../cdk/edge/prerendered-pages';
import { sendRenderJob } from '@functions/adapters/render-queue';
import type { FunctionEnvironment } from '@functions/lib/config';
import type { MigrationRun } from '@functions/wiring/migrations';
import { siteConfigEnv } from '@shared/content/site-config';
import * as cloudfront from './cloudfront';
import * as cognito from './cognito';
import * as dynamodb from './dynamodb';
import * as kms from './kms';
import { start as startHttp, type HttpHandler, type HttpServerOptions } from './http-server';
import * as queue from './queue';
import * as s3 from './s3';
import * as ses from './ses';
import * as scheduler from './scheduler';
import { servedSiteConfig } from './site-config';
import { readBuiltScriptSources } from '../csp';
import { seed, seedAnalytics } from './seed';
import { asFunction, enforceGrants } from './grants';

export const projectRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');

export interface StartOptions {
  /** Port of the web server; 0 picks a free one. Default 3000. */
  port?: number;
  /** Where the emulators keep their data. Default `.data` in the project. */
  dataDir?: string;
  /** The built web to serve. Default `web/build/client`; its server build is beside it (`../render`). */
  webDir?: string;
  admin?: { email: string; password?: string };
  adminEmails?: string[];
  adminEmailDomains?: string[];
  stage?: 'local' | 'dev' | 'prod';
  /** Extra environment for the functions (AI_PROVIDER, CONTACT_RATE_LIMIT, ...). */
  env?: FunctionEnvironment;
  /** Delay before a failed queue message is retried (tests shorten it). */
  queueRetryDelayMs?: number;
  /**
   * The sandbox's clock: when the manifest's schedules are due, and the time their events carry
   * (what a scheduled handler takes as "now"). Default: the real time, looked at every second by
   * the scheduler's timer. A test passes a clock it moves, then calls `runSchedules()`: with its
   * own clock no timer runs, so a schedule fires only when the test asks.
   */
  now?: () => Date;
  /**
   * Test harnesses only: how often the scheduler looks at the clock (ms, default 1000) and periods
   * in ms replacing the manifest's rates, so a test on real time sees schedules fire in seconds.
   * `npm start` passes neither: the manifest's rates, looked at every second.
   */
  scheduler?: Pick<scheduler.SchedulerOptions, 'pollMs' | 'onRun'> & {
    periodMs?: Partial<Record<ScheduleName, number>>;
  };
  /** Skip the first-run seed (tests that want empty tables). */
  seed?: boolean;
  /** Also seed 90 days of analytics counters, once per data directory (`--seed-analytics`). */
  seedAnalytics?: boolean;
  /**
   * Follow each mail the SES emulator accepts with its Delivery event on the feedback queue, as
   * SES publishes one per delivered message (`npm start` does; tests that count events they
   * inject themselves leave it off).
   */
  deliveryEvents?: boolean;
  /**
   * Test harnesses only: a request header taken as the client's address (see EdgeHeaders), so
   * tests can act as many clients of the rate limits. Unset, the TCP peer is the client.
   */
  clientAddressHeader?: string;
  /**
   * Test harnesses only: handlers run in place of function modules' own (keyed by the manifest's
   * module path, e.g. `functions/workers/generation.ts`), still under that function's grants; a
   * test gives a worker its own dependencies this way (its content model, say).
   */
  handlers?: Readonly<Record<string, unknown>>;
  /** Serve the web through this middleware (Vite in `npm run dev`). */
  webMiddleware?: HttpServerOptions['webMiddleware'];
  log?: (line: string) => void;
}

export interface Sandbox {
  url: string;
  port: number;
  dataDir: string;
  admin: { email: string; password: string };
  cognito: {
    userPoolId: string;
    clientId: string;
    endpoint: string;
    issuer: string;
    lastCode(email: string): string | undefined;
  };
  endpoints: {
    dynamodb: string;
    s3: string;
    sqs: string;
    kms: string;
    /** The CloudFront emulator: the edge store's KeyValueStore API and invalidations. */
    cloudfront: string;
  };
  /** The edge: the KeyValueStore's ARN, the distribution's id and its invalidations so far. */
  edge: Pick<cloudfront.CloudFrontSandbox, 'keyValueStoreArn' | 'distributionId' | 'invalidations'>;
  /**
   * The IAM credentials the sandbox gives its functions: where AWS requires a signed call (the
   * Cognito admin targets, S3), the emulators take only calls signed with them.
   */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The SES emulator: every mail the functions send, and the page that shows them. */
  mail: {
    mailboxUrl: string;
    messages(): Promise<ses.CaughtMail[]>;
    /** SES's feedback endpoint (`POST` an SES event in AWS's shape): see infra/local/ses.ts. */
    eventsUrl: string;
  };
  queue: queue.QueueSandbox;
  /**
   * Runs the manifest's schedules due at `at` (default: the sandbox clock's now) as EventBridge
   * would, and resolves once their handlers finish. Due: a rate has passed since the schedule's
   * last run, or since start. The event's `time` is `at`.
   */
  runSchedules(at?: Date): Promise<scheduler.ScheduleRun[]>;
  /** Runs one schedule at `at` (default: the sandbox clock's now), due or not. */
  runSchedule(name: ScheduleName, at?: Date): Promise<scheduler.ScheduleRun>;
  /** Runs the data migrations not yet completed on this data, as a deploy does; what each did. */
  migrate(): Promise<MigrationRun[]>;
  seeded: string[];
  /** Fault injection for the resilience tests. */
  faults: {
    /** Makes the DynamoDB endpoint refuse connections for `ms` milliseconds; resolves after it. */
    databaseOutage(ms: number): Promise<void>;
    /** Makes DynamoDB take requests and never answer them; call the result to end it. */
    databaseHang(): () => void;
    /** Cancels the next `count` DynamoDB transactions with ThrottlingError reasons. */
    transactionThrottling(count: number): void;
    /** Makes the SES emulator refuse the next `count` sends; the result counts those refused. */
    mailRefusals(count: number): () => number;
  };
  end(): Promise<void>;
}

let running: Sandbox | undefined;
/** The running sandbox's `handlers` option. */
let handlerOverrides: Readonly<Record<string, unknown>> = {};

/** The function modules imported so far, by path: each imported once, as a Lambda loads it. */
const functionModules = new Map<string, Promise<unknown>>();

/**
 * A function module, imported on its first use. Node keeps a module once loaded, but each
 * `import()` still asks the module loader (and tsx's hooks, on their own thread) to resolve it
 * again: a few hundred microseconds and a message between threads per request or queue message.
 * A failed import is not kept, so the next use tries again.
 */
function importFunction(module: string): Promise<unknown> {
  let loading = functionModules.get(module);
  if (!loading) {
    loading = import(pathToFileURL(join(projectRoot, module)).href);
    loading.catch(() => functionModules.delete(module));
    functionModules.set(module, loading);
  }
  return loading;
}

/**
 * Loads a function module of the manifest and returns its `handler`, each invocation run as that
 * function: its AWS calls get only the manifest's grants (./grants.ts).
 */
async function loadHandler<T>(module: string): Promise<T> {
  const loaded = (
    Object.hasOwn(handlerOverrides, module)
      ? { handler: handlerOverrides[module] }
      : await importFunction(module)
  ) as { handler?: T };
  if (typeof loaded.handler !== 'function')
    throw new Error(`${module} does not export a handler function`);
  return asFunction(module, loaded.handler);
}

/** The admin password: from options, else the one generated on first run and kept in the data dir. */
function adminPassword(dataDir: string, given?: string): string {
  if (given) return given;
  const file = join(dataDir, 'admin-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Meets Cognito's default policy: upper, lower, digit and symbol.
  const password = `Sbx-${randomBytes(9).toString('base64url')}-9a`;
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

export async function start(options: StartOptions = {}): Promise<Sandbox> {
  if (running) throw new Error('A sandbox is already running in this process; end() it first.');
  handlerOverrides = options.handlers ?? {};
  const log = options.log ?? (() => {});
  const dataDir = resolve(projectRoot, options.dataDir ?? '.data');
  const webDir = options.webDir
    ? isAbsolute(options.webDir)
      ? options.webDir
      : resolve(projectRoot, options.webDir)
    : join(projectRoot, 'web/build/client');
  // Before any emulator starts: a build made for other site settings is refused here.
  const site = servedSiteConfig(options.webMiddleware ? undefined : dirname(webDir), {
    ...process.env,
    ...options.env,
  });
  // A build without its record of inline-script hashes would be served with a CSP that blocks
  // every inline script: pages that never hydrate and console errors, with nothing to say why.
  const builtScriptSources = options.webMiddleware
    ? undefined
    : readBuiltScriptSources(dirname(webDir));
  if (!options.webMiddleware && existsSync(webDir) && !builtScriptSources) {
    throw new Error(
      `The web build in ${dirname(webDir)} has no script-sources.json (the hashes of its inline scripts), so the CSP would block every one of them. Run \`npm run build\` again.`,
    );
  }
  mkdirSync(dataDir, { recursive: true });
  const stopping: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stopping.reverse()) await stop().catch(() => {});
  };

  try {
    const db = await dynamodb.start({ dir: join(dataDir, 'dynamodb') });
    stopping.push(() => db.end());

    // The emulator's buckets are the manifest's, under their manifest names; the one with a
    // public path is served there, as CloudFront serves it.
    const [media] = publicBuckets();
    if (!media) throw new Error('The manifest serves no bucket on the site (a publicPath).');
    const siteBucket = 'site' satisfies BucketName;
    const storage = await s3.start({ dir: join(dataDir, 's3'), buckets: [...bucketNames] });
    stopping.push(() => storage.end());

    const admin = {
      email: options.admin?.email ?? 'admin@example.com',
      password: adminPassword(dataDir, options.admin?.password),
    };
    // What the SDK reads (not the functions' configuration): the S3 emulator accepts only its own
    // key, and the Cognito emulator's admin targets only calls signed with it, as IAM would.
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const codesFile = join(dataDir, 'cognito', 'codes.json');
    const adminEmails = options.adminEmails ?? [admin.email];
    const adminEmailDomains = options.adminEmailDomains ?? [];
    const idp = await cognito.start({
      dir: join(dataDir, 'cognito'),
      admin,
      credentials,
      triggers: {
        preSignUp: () => loadHandler(triggers.preSignUp.handler),
        postConfirmation: () => loadHandler(triggers.postConfirmation.handler),
      },
      print: (line) => {
        log(line);
        const codes = existsSync(codesFile) ? JSON.parse(readFileSync(codesFile, 'utf8')) : {};
        const [, email, code] = line.match(/for (\S+): (\S+)$/) ?? [];
        if (email && code) {
          // Written whole, then renamed over the file: a reader in another process (the e2e
          // helpers) never sees it truncated half-way through a write.
          writeFileSync(
            `${codesFile}.tmp`,
            JSON.stringify({ ...codes, [email.toLowerCase()]: code }),
          );
          renameSync(`${codesFile}.tmp`, codesFile);
        }
      },
    });
    stopping.push(() => idp.end());

    const mailbox = await ses.start({ deliveryEvents: options.deliveryEvents ?? false });
    stopping.push(() => mailbox.end());

    // The preview and newsletter links' HMAC keys, new at each start (links die with the run).
    const keyStore = await kms.start({ names: ['preview', 'newsletter'] });
    stopping.push(() => keyStore.end());

    // The edge store (CloudFront's KeyValueStore, kept in the data dir) and the distribution's
    // invalidations, behind the API the render worker calls in AWS.
    const edge = await cloudfront.start({ dir: join(dataDir, 'edge'), credentials });
    stopping.push(() => edge.end());

    const renderBuild = join(dirname(webDir), 'render', 'index.js');

    // The functions' environment, as CDK sets it in AWS (see infra/cdk), pointed at the emulators.
    const port = options.port ?? 3000;
    // A fresh origin secret per start, as CDK generates one per deployment: the HTTP server adds
    // it to API requests as CloudFront does, and only then is the viewer address believed.
    const originSecret = randomBytes(32).toString('base64url');
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
    });
    const env: FunctionEnvironment = {
      STAGE: options.stage ?? 'local',
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: db.endpoint,
      S3_ENDPOINT: storage.endpoint,
      // The browser reaches the S3 emulator through the sandbox's own origin (see http-server.ts).
      S3_PUBLIC_ENDPOINT: '/__s3',
      ...Object.fromEntries(bucketNames.map((name) => [bucketEnvName(name), name])),
      // One process serves every route: it gets every route's body limit.
      BODY_LIMITS: bodyLimits(routes),
      ROUTE_ROLES: routeRoles(routes),
      // Render on publish: the web's server build, the site bucket, and the edge store the HTTP
      // server reads and the distribution it invalidates (the CloudFront emulator's).
      RENDER_BUILD_PATH: renderBuild,
      KVS_ENDPOINT: edge.endpoint,
      EDGE_STORE_ARN: edge.keyValueStoreArn,
      CLOUDFRONT_ENDPOINT: edge.endpoint,
      DISTRIBUTION_ID: edge.distributionId,
      ORIGIN_SECRET: originSecret,
      // Preview and newsletter links: each signed with its KMS key (as CDK passes, the key's ARN).
      KMS_ENDPOINT: keyStore.endpoint,
      PREVIEW_KEY_ID: keyStore.keys.preview,
      NEWSLETTER_KEY_ID: keyStore.keys.newsletter,
      COGNITO_USER_POOL_ID: idp.userPoolId,
      COGNITO_CLIENT_ID: idp.clientId,
      COGNITO_ISSUER: idp.issuer,
      COGNITO_JWKS_URL: idp.jwksUrl,
      // The pool's post-confirmation trigger adds admins to their group through this endpoint.
      COGNITO_ENDPOINT: idp.endpoint,
      // Mail: the SES emulator; contact notifications go to the seeded admin.
      SES_ENDPOINT: mailbox.endpoint,
      // Mail goes through a configuration set, as in AWS, so SES's events follow it.
      SES_CONFIGURATION_SET: 'sandbox',
      MAIL_FROM: 'no-reply@example.com',
      STAFF_NOTIFY_EMAILS: admin.email,
      ADMIN_EMAILS: adminEmails.join(','),
      ADMIN_EMAIL_DOMAINS: adminEmailDomains.join(','),
      // The site config the pages were built with (brand, public origin, ...): one for both.
      ...siteConfigEnv(site),
      ...Object.fromEntries(tableNames.map((name) => [tableEnvName(name), name])),
      ...options.env,
    };
    Object.assign(process.env, env);

    const localQueues = await queue.start({
      dir: join(dataDir, 'queue'),
      region: 'us-east-1',
      retryDelayMs: options.queueRetryDelayMs,
      log,
      queues: Object.fromEntries(
        Object.entries(queues).map(([name, def]: [string, QueueDef]) => [
          name,
          {
            def,
            handler: () => loadHandler<queue.SqsHandler>(def.worker),
            deadLetterHandler: def.deadLetterWorker
              ? () => loadHandler<queue.SqsHandler>(def.deadLetterWorker!)
              : undefined,
          },
        ]),
      ),
    });
    stopping.push(() => localQueues.end());
    process.env.SQS_ENDPOINT = localQueues.endpoint;
    for (const name of Object.keys(queues) as (keyof typeof queues)[]) {
      process.env[queueEnvName(name)] = localQueues.urlOf(name);
    }
    // SES's events reach the feedback queue as AWS's SNS subscription delivers them.
    mailbox.deliverEventsTo(
      ses.feedbackSender(localQueues.endpoint, localQueues.urlOf('feedback'), credentials),
    );
    // Every endpoint is set: from here on each function's AWS calls are checked against its grants.
    enforceGrants(
      {
        imagesBucket: media.name,
        siteBucket,
        keys: { preview: keyStore.keys.preview, newsletter: keyStore.keys.newsletter },
        edgeStoreArn: edge.keyValueStoreArn,
        distributionId: edge.distributionId,
      },
      { adminMfaRequired: env.ADMIN_MFA_REQUIRED === 'true' },
    );

    const schedule = await scheduler.start({
      schedules,
      loadHandler: (module) => loadHandler<scheduler.ScheduledHandler>(module),
      now: options.now ?? (() => new Date()),
      region: 'us-east-1',
      // A test's own clock is moved in jumps: its schedules run when the test asks, never by a
      // timer that would race it to the jump. The real clock is looked at every second.
      pollMs: options.scheduler?.pollMs ?? (options.now ? 0 : undefined),
      periodMs: options.scheduler?.periodMs,
      onRun: options.scheduler?.onRun,
      log,
    });
    stopping.push(() => schedule.end());

    const http = await startHttp({
      port,
      webDir,
      routes,
      loadHandler: (module) => loadHandler<HttpHandler>(module),
      media: {
        s3Endpoint: storage.endpoint,
        bucket: media.name,
        publicPath: media.publicPath,
        credentials,
      },
      // Under Vite's dev server the pages are not known: every path may be one.
      pathTable: pathTable(options.webMiddleware ? null : (listPrerenderedPages(webDir) ?? null)),
      rendered: { edgeValue: (key) => edge.edgeValue(key), siteBucket },
      cognitoEndpoint: idp.endpoint,
      runtimeConfig: {
        stage: env.STAGE!,
        region: 'us-east-1',
        userPoolId: idp.userPoolId,
        userPoolClientId: idp.clientId,
        authFlow: 'USER_PASSWORD_AUTH',
        cognitoEndpoint: '/__cognito/',
        adminMfaRequired: env.ADMIN_MFA_REQUIRED ?? 'false',
      },
      // Vite's dev server writes inline scripts of its own (HMR, React refresh) that no build
      // recorded: only there does the header admit inline scripts.
      scriptSources: options.webMiddleware ? ["'unsafe-inline'"] : (builtScriptSources ?? []),
      webMiddleware: options.webMiddleware,
      edge: { originSecret, clientAddressHeader: options.clientAddressHeader },
      log,
    });
    stopping.push(() => http.end());
    const url = `http://localhost:${http.port}`;

    const seeded = options.seed === false ? [] : await seed({ log });
    if (options.seedAnalytics) seeded.push(...(await seedAnalytics({ log })));
    // The data migrations, as a deploy runs them in AWS: old data dirs get what releases added.
    const migrate = async () => {
      const handler = await loadHandler<() => Promise<{ runs: MigrationRun[] }>>(
        migrations.handler,
      );
      // The function logs each completed migration itself, as it does in AWS.
      return (await handler()).runs;
    };
    await migrate();
    // Every start renders what is published where the build or the content changed since (the
    // first start renders the seeded content; a restart after a rebuild renders it all again).
    // The sandbox is ready once that render is done, so a visitor (or a test) never meets the
    // build's placeholder pages.
    if (existsSync(renderBuild)) {
      await sendRenderJob({ type: 'site' });
      await localQueues.idle(120_000).catch((error: Error) => log(`[render] ${error.message}`));
    } else {
      log(`[render] no server build at ${renderBuild}: published pages are not rendered`);
    }

    const sandbox: Sandbox = {
      url,
      port: http.port,
      dataDir,
      admin,
      cognito: {
        userPoolId: idp.userPoolId,
        clientId: idp.clientId,
        endpoint: idp.endpoint,
        issuer: idp.issuer,
        lastCode: idp.lastCode,
      },
      endpoints: {
        dynamodb: db.endpoint,
        s3: storage.endpoint,
        sqs: localQueues.endpoint,
        kms: keyStore.endpoint,
        cloudfront: edge.endpoint,
      },
      edge: {
        keyValueStoreArn: edge.keyValueStoreArn,
        distributionId: edge.distributionId,
        invalidations: () => edge.invalidations(),
      },
      credentials,
      mail: {
        mailboxUrl: `${mailbox.endpoint}/`,
        messages: () => mailbox.messages(),
        eventsUrl: `${mailbox.endpoint}${ses.eventsPath}`,
      },
      queue: localQueues,
      runSchedules: (at) => schedule.runDue(at),
      runSchedule: (name, at) => schedule.run(name, at),
      migrate,
      seeded,
      faults: {
        databaseOutage: (ms) => db.outage(ms),
        databaseHang: () => db.hang(),
        transactionThrottling: (count) => db.throttleTransactions(count),
        mailRefusals: (count) => mailbox.refuseSends(count),
      },
      async end() {
        await stopAll();
        running = undefined;
      },
    };
    running = sandbox;
    return sandbox;
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Stops the sandbox started in this process, if any. */
export async function end(): Promise<void> {
  await running?.end();
}
