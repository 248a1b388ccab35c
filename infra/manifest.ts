/**
 * THE single source of the deployment: tables, routes (with their body limits), queues, schedules,
 * the user pool's triggers, buckets, redirects and headers.
 *
 * The CDK stacks (infra/cdk) and the local sandbox (infra/local) both read this file; adding a
 * route, a table or a redirect is one edit here. A test walks it: every handler file exists and
 * exports `handler`, and every `admin` route refuses a request without a valid admin token.
 */

import { insightsFeeds } from '@shared/content/feeds';
import { fixedRedirects } from '@shared/content/fixed-redirects';
import type { BucketName, QueueName, TableName } from '@shared/content/resources';
import {
  fixedRedirect,
  normalisePath,
  type PathTable,
  type RedirectRule,
} from '@shared/rules/path-rule';
import { articleCardFields } from '@shared/schemas/article';
import { notFoundSlug } from '@shared/schemas/render';
import { acceptedImageTypes } from '@shared/schemas/upload';
import type { StaffRole } from '@shared/rules/staff-roles';
import { audienceRoutes } from './routes/audience';
import { contentRoutes } from './routes/content';
import { engagementRoutes } from './routes/engagement';
import { generationRoutes } from './routes/generation';
import { mediaRoutes } from './routes/media';
import { platformRoutes } from './routes/platform';
import { staffRoutes } from './routes/staff';
import { revisionRoutes } from './routes/revisions';
import { scheduleRoutes } from './routes/schedules';
import { reviewRoutes } from './routes/reviews';
import { linkRoutes } from './routes/links';
import { assistRoutes } from './routes/assist';
import { newsletterRoutes } from './routes/newsletters';
import { analyticsRoutes } from './routes/analytics';
import {
  analyticsAggregate,
  dataMigrations,
  generationWork,
  imageProcess,
  jobItemWrite,
  emailWorker,
  mailSuppress,
  newsletterAbandon,
  newsletterDigest,
  renderPublished,
  scheduledPublish,
  staffEnrol,
} from './routes/permissions';

export {
  bucketEnvName,
  bucketNames,
  queueEnvName,
  tableEnvName,
  tableNames,
  type BucketName,
  type QueueName,
  type TableName,
} from '@shared/content/resources';

export type AttributeType = 'S' | 'N';

export interface KeyDef {
  name: string;
  type: AttributeType;
}

export interface GsiDef {
  name: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  /**
   * `ALL` unless the index only answers "which items" (then `KEYS_ONLY`), or answers a read of a
   * few fields (then `{ include }`: those fields beside the keys).
   */
  projection: 'ALL' | 'KEYS_ONLY' | { include: readonly string[] };
}

export interface TableDef {
  /** What the table holds, for readers of the manifest. */
  purpose: string;
  partitionKey: KeyDef;
  sortKey?: KeyDef;
  gsis?: GsiDef[];
  /** Attribute holding an epoch-seconds expiry. */
  ttlAttribute?: string;
}

const S = (name: string): KeyDef => ({ name, type: 'S' });

/**
 * Sparse index of the drafts waiting for a scheduled publish, earliest first (articles and pages
 * alike): the scheduler asks it what is due (functions/adapters/repositories/schedule-index.ts).
 */
const scheduledIndex: GsiDef = {
  name: 'byScheduled',
  partitionKey: S('scheduled_key'),
  sortKey: S('scheduled_at'),
  projection: 'KEYS_ONLY',
};

export const tables = {
  articles: {
    purpose:
      'Articles. Sparse GSIs list public articles (all, by category name) newest first, carrying the card fields, so a public page is one Query; byEntity lists every article; author_id and category_id indexes drive renames. The other indexes are KEYS_ONLY: rows are then read by key (see articles-repository).',
    partitionKey: S('id'),
    gsis: [
      {
        name: 'byPublished',
        partitionKey: S('published_key'),
        sortKey: S('sort_key'),
        projection: { include: articleCardFields },
      },
      {
        name: 'byCategory',
        partitionKey: S('published_category'),
        sortKey: S('sort_key'),
        projection: { include: articleCardFields },
      },
      {
        name: 'byEntity',
        partitionKey: S('entity'),
        sortKey: S('sort_key'),
        projection: 'KEYS_ONLY',
      },
      { name: 'byAuthor', partitionKey: S('author_id'), projection: 'KEYS_ONLY' },
      { name: 'byCategoryId', partitionKey: S('category_id'), projection: 'KEYS_ONLY' },
      scheduledIndex,
    ],
  },
  authors: {
    purpose: 'Article authors.',
    partitionKey: S('id'),
  },
  categories: { purpose: 'Article categories.', partitionKey: S('id') },
  uniques: {
    purpose:
      'Uniqueness markers written in the same transaction as their item (article slug, page slug, category name).',
    partitionKey: S('key'),
  },
  counters: {
    purpose:
      'Exact counts kept in the same transaction as the writes they count (published per category, totals).',
    partitionKey: S('key'),
  },
  contacts: {
    purpose: 'Contact form submissions, newest first through byEntity.',
    partitionKey: S('id'),
    gsis: [
      { name: 'byEntity', partitionKey: S('entity'), sortKey: S('created_at'), projection: 'ALL' },
    ],
  },
  subscribers: {
    purpose:
      'Newsletter subscriptions, one per e-mail address, pending until confirmed by e-mail; byEntity lists them newest first (the admin list). One index: CloudFormation adds one GSI per table update.',
    partitionKey: S('email'),
    gsis: [
      { name: 'byEntity', partitionKey: S('entity'), sortKey: S('created_at'), projection: 'ALL' },
    ],
  },
  pages: {
    purpose: 'Programmatic landing pages.',
    partitionKey: S('id'),
    gsis: [
      { name: 'bySlug', partitionKey: S('slug'), projection: 'ALL' },
      { name: 'byEntity', partitionKey: S('entity'), sortKey: S('created_at'), projection: 'ALL' },
      scheduledIndex,
    ],
  },
  jobs: {
    purpose:
      'Generation jobs: the job record (sk JOB) and its items (sk ITEM#nnnn) under one partition.',
    partitionKey: S('pk'),
    sortKey: S('sk'),
  },
  redirects: {
    purpose:
      'Managed redirects, keyed by the path they redirect from: manual ones (the admin) and earlier article slugs (the render worker). The render worker keeps the edge store in step; byEntity lists them in path order.',
    partitionKey: S('from'),
    gsis: [{ name: 'byEntity', partitionKey: S('entity'), sortKey: S('from'), projection: 'ALL' }],
  },
  previews: {
    purpose:
      "Shareable preview links of drafts, keyed by their random id; byItem lists an item's links newest first; rows expire by TTL a day after the link.",
    partitionKey: S('id'),
    gsis: [
      { name: 'byItem', partitionKey: S('item_key'), sortKey: S('created_at'), projection: 'ALL' },
    ],
    ttlAttribute: 'expires_epoch',
  },
  ratelimits: {
    purpose: 'Fixed-window counters for the public forms; rows expire by TTL.',
    partitionKey: S('key'),
    ttlAttribute: 'expires_at',
  },
  media: {
    purpose:
      'Processed uploads, keyed by the object key of the original: its width, height, format, bytes and responsive variants (the image worker writes them; article reads batch-get them); byEntity lists them newest first for the media library.',
    partitionKey: S('key'),
    gsis: [
      { name: 'byEntity', partitionKey: S('entity'), sortKey: S('created_at'), projection: 'ALL' },
    ],
  },
  activity: {
    purpose:
      'The activity log: one entry per admin write, put in the same transaction as the write. Every GSI is sorted newest-last by sort_key (time, then id): byEntity lists all, byActor, byAction, byItemType and byItem (the entries of one item) filter. Entries expire by TTL after 400 days.',
    partitionKey: S('id'),
    gsis: [
      { name: 'byEntity', partitionKey: S('entity'), sortKey: S('sort_key'), projection: 'ALL' },
      { name: 'byActor', partitionKey: S('actor'), sortKey: S('sort_key'), projection: 'ALL' },
      { name: 'byAction', partitionKey: S('action'), sortKey: S('sort_key'), projection: 'ALL' },
      {
        name: 'byItemType',
        partitionKey: S('item_type'),
        sortKey: S('sort_key'),
        projection: 'ALL',
      },
      { name: 'byItem', partitionKey: S('item_id'), sortKey: S('sort_key'), projection: 'ALL' },
    ],
    ttlAttribute: 'expires_at',
  },
  revisions: {
    purpose:
      'Revisions of articles and programmatic pages: the state each change replaced, with who, when and what kind of change, keyed by item (article#id, page#id) and kept version; the last 100 per item (see revisions-repository).',
    partitionKey: S('item_key'),
    sortKey: S('revision'),
  },
  listings: {
    purpose:
      'Index rows of the admin lists (articles, programmatic pages, contact submissions), written in the same transaction as their item: one partition per combination of filter values and one per search word stem, each in date order, so page 1 of any filter costs one Query; and the sitemap partition of the published pages and manual redirects (see listings-table.ts).',
    partitionKey: S('pk'),
    sortKey: S('sk'),
  },
  mail: {
    purpose:
      'What the email worker keeps: a claim per mail sent (a redelivered message sends nothing twice; rows expire by TTL) and the addresses suppressed after a hard bounce or a complaint.',
    partitionKey: S('key'),
    ttlAttribute: 'expires_at',
  },
  access: {
    purpose:
      "Staff access as administrators last set it, one row per account they invited or changed, keyed by its Cognito sub: its role, whether it is active, disabled or removed, and whether an administrator's invitation admitted it. The admin guard reads the caller's row on every request it checks (functions/lib/admin-guard.ts), so a change takes effect on the member's next request.",
    partitionKey: S('sub'),
  },
  image_uses: {
    purpose:
      "Where each upload is shown: one row per image and article or author showing it (featured, social or body image; photo), written in the same transaction as the row's save, so the media library refuses to delete an image in use (image-usage.ts).",
    partitionKey: S('image_key'),
    sortKey: S('user'),
  },
  links: {
    purpose:
      "The internal links of the rendered site, kept by the render worker: per rendered path the content paths it links to (key 'out|{path}'), per published article or page how many rendered pages link to it (key 'in|{path}'), and one row per link (key 'edge|{to}|{from}'); byOrphan holds the published ones no other page links to (the admin lists' Orphans filter), byTarget the pages linking to a path (whose related links to re-render).",
    partitionKey: S('key'),
    gsis: [
      { name: 'byOrphan', partitionKey: S('orphan_kind'), sortKey: S('key'), projection: 'ALL' },
      { name: 'byTarget', partitionKey: S('to'), sortKey: S('key'), projection: 'ALL' },
    ],
  },
  newsletters: {
    purpose:
      "Newsletter sends: the job with its counters (byEntity lists them newest first), one claim per (send, address) delivered and per SES event counted, the test sends of each article version, and the shared send rate's one-second windows (see newsletters-repository).",
    partitionKey: S('pk'),
    sortKey: S('sk'),
    gsis: [
      { name: 'byEntity', partitionKey: S('entity'), sortKey: S('created_at'), projection: 'ALL' },
    ],
    ttlAttribute: 'expires_at',
  },
  content_index: {
    purpose:
      'The content quality index (DESIGN §14): one row per article and programmatic page with its text fingerprint, and LSH bucket, title and description rows listing member ids, so a near-duplicate lookup is two BatchGetItems at any size; also the quality thresholds (content-index-repository.ts).',
    partitionKey: S('key'),
  },
  analytics: {
    purpose:
      "First-party analytics: daily counters (views, sessions, leads per day and path, referrer domain, campaign, device, lead kind) in one partition per month with each week's and month's sums beside them (the dashboard's long ranges), each path's rollup row per month (the lists' 30-day columns), and short-lived rows that make counting exact (a beacon counted once, a session's first view of a day). Counters, rollups and markers expire by TTL within 400 days; no address or user agent is ever stored (functions/adapters/repositories/analytics-repository.ts).",
    partitionKey: S('pk'),
    sortKey: S('sk'),
    ttlAttribute: 'expires_at',
  },
  diagnostics: {
    purpose:
      'Completed AI sales diagnostics: the seven answers and where the visitor came from (attribution), one item per completion keyed by its id; no personal data.',
    partitionKey: S('id'),
  },
} as const satisfies Record<TableName, TableDef>;

export interface BucketDef {
  purpose: string;
  /** Path prefix under which CloudFront (and the sandbox) serves the bucket on the site's origin. */
  publicPath?: `/${string}/`;
}

export const buckets = {
  images: {
    purpose: 'Uploaded article images, served read-only at /media/*.',
    publicPath: '/media/',
  },
  site: {
    purpose:
      'The web build (prerendered pages, assets) and, under _rendered/, the pages the render worker renders on publish.',
  },
} as const satisfies Record<BucketName, BucketDef>;

/** The buckets served on the site's origin, with their path (CloudFront; the sandbox alike). */
export function publicBuckets(): { name: BucketName; publicPath: `/${string}/` }[] {
  return (Object.entries(buckets) as [BucketName, BucketDef][]).flatMap(([name, def]) =>
    def.publicPath ? [{ name, publicPath: def.publicPath }] : [],
  );
}

/** A function module: a file under functions/ that exports `handler`. */
export type HandlerModule = `functions/${'http' | 'workers' | 'triggers'}/${string}.ts`;

export interface QueueDef {
  purpose: string;
  /** Consumer of the queue. */
  worker: HandlerModule;
  /** Consumer of the dead-letter queue: marks what could not be done as failed. */
  deadLetterWorker?: HandlerModule;
  /**
   * What the dead-letter worker touches, when it is less than the worker's own tables and queues
   * (which it gets otherwise: the generation one runs the worker's own wiring).
   */
  deadLetterUse?: FunctionUse;
  batchSize: number;
  /** Event-source maximum concurrency: the guard on the model provider's quota. */
  maxConcurrency: number;
  /** Receives before a message moves to the DLQ. */
  maxReceiveCount: number;
  /** Timeout of the worker function, in seconds; the visibility timeout is six times this. */
  workerTimeoutSeconds: number;
  tables: TableUse;
  /** Queues the worker sends to. */
  queues?: QueueName[];
  /** Access to the images bucket (`write`: read originals, write variants). */
  images?: 'read' | 'write';
  /** Memory of the worker function, in MB. @default 512 */
  memoryMb?: number;
  /**
   * Native packages the function loads at run time (`sharp`): bundled beside it with their
   * prebuilt binary for the build machine's platform, which the function's architecture follows.
   */
  native?: readonly NativePackage[];
  /** `send`: may send e-mail through the stage's SES identity and configuration set. */
  email?: 'send';
  /** The newsletter links' KMS key: `sign` (the email worker signs each unsubscribe link). */
  newsletterKey?: 'sign';
  /** The user pool's staff accounts (`invite`: sets invitations' temporary passwords). */
  staff?: 'invite';
  /** `invoke`: calls the stage's model (see {@link FunctionUse.model}). */
  model?: 'invoke';
  /**
   * `publish`: writes rendered pages to the site bucket and entries to the edge store, and
   * invalidates the CDN (the render worker; it lives beside the site, in the site stack).
   */
  site?: 'publish';
}

/**
 * How a function uses a table: `read` (gets, queries), `write` (read and write), `append`
 * (PutItem only: a public writer adds records and can read none back), `increment` (UpdateItem
 * only: counters such as the rate limits').
 */
export type TableMode = 'read' | 'write' | 'append' | 'increment';

/** What a function may touch; CDK grants exactly this and nothing more. */
export type TableUse = Partial<Record<TableName, TableMode>>;

/** Native packages a function may load (see {@link QueueDef.native}). */
export type NativePackage = 'sharp';

export interface FunctionUse {
  tables?: TableUse;
  /**
   * `presign` may create upload policies and read/delete objects of the images bucket; `write`
   * may read objects and write new ones (the image worker's variants); `delete` may read and
   * delete objects (the media library), never write.
   */
  images?: 'read' | 'presign' | 'write' | 'delete';
  /** Native packages the function loads at run time (see {@link QueueDef.native}). */
  native?: readonly NativePackage[];
  /** The preview links' KMS HMAC key: `sign` makes links, `verify` opens them. */
  previewKey?: 'sign' | 'verify' | 'both';
  /** The newsletter links' KMS HMAC key (a key of its own): `sign`, `verify` or `both`. */
  newsletterKey?: 'sign' | 'verify' | 'both';
  /** Queues the function sends messages to. */
  queues?: QueueName[];
  /** Queues the function only looks at (GetQueueAttributes: the health check), never sends to. */
  inspectQueues?: QueueName[];
  /**
   * The user pool's staff accounts: `read` lists them and their groups, `manage` also creates,
   * regroups, disables and deletes them (the Staff tab); `invite` reads one and sets its
   * temporary password, nothing else (the email worker, sending an invitation); `enrol` puts a
   * new account in its group, nothing else (the post-confirmation trigger); `mfa` asks whether an
   * account has two-step sign-in (AdminGetUser), nothing else (the admin guard, where the stage
   * requires it of administrators).
   */
  staff?: 'read' | 'manage' | 'invite' | 'enrol' | 'mfa';
  /** `send`: may send e-mail through the stage's SES identity (see {@link QueueDef.email}). */
  email?: 'send';
  /** `publish`: the site bucket's rendered pages, the edge store, the CDN (see {@link QueueDef.site}). */
  site?: 'publish';
  /**
   * `invoke`: calls the stage's model (Bedrock's InvokeModel, which authorises Converse, on the
   * configured model only, when the stage's `aiProvider` is `bedrock`).
   */
  model?: 'invoke';
}

export const queues = {
  generation: {
    purpose: 'One message per article or page to generate.',
    worker: 'functions/workers/generation.ts',
    deadLetterWorker: 'functions/workers/generation-dead-letter.ts',
    // One item per invocation: each is a slow model call, and a failure redelivers only itself.
    batchSize: 1,
    maxConcurrency: 10,
    maxReceiveCount: 5,
    workerTimeoutSeconds: 120,
    // Articles and pages are saved through their domains (slug markers, counters, revisions).
    ...generationWork,
  },
  render: {
    purpose:
      'One message per content change: renders the published pages it affects to the site bucket and switches the edge store to them (render on publish).',
    worker: 'functions/workers/render.ts',
    batchSize: 10,
    // The least the Lambda event source allows; renders are quick and the edge store takes one
    // conditional write at a time anyway.
    maxConcurrency: 2,
    maxReceiveCount: 5,
    workerTimeoutSeconds: 300,
    // The public reads of the API: what a rendered page shows is what the API answers.
    ...renderPublished,
  },
  images: {
    purpose:
      'One message per verified upload: the image worker writes its responsive variants (AVIF, WebP, the original format) and records them in the media table.',
    worker: 'functions/workers/images.ts',
    // One image per invocation: each takes seconds of every core, and a failure redelivers itself.
    batchSize: 1,
    maxConcurrency: 2,
    maxReceiveCount: 5,
    workerTimeoutSeconds: 120,
    // A 40-megapixel original decodes to 160 MB of pixels; encoders need their own buffers.
    memoryMb: 2048,
    ...imageProcess,
  },
  email: {
    purpose:
      "One message per e-mail (contact notification, newsletter confirmation, staff invitation), and the newsletter sends' work (fan-out pages, batches of recipients, tests): the email worker sends each mail through SES once, keyed by what it is about.",
    worker: 'functions/workers/email.ts',
    // A newsletter message given up on ends its part of the send (counted failed).
    deadLetterWorker: 'functions/workers/email-dead-letter.ts',
    deadLetterUse: newsletterAbandon,
    batchSize: 10,
    // SES sandbox accounts send one mail a second; a small cap keeps a burst under the quota.
    maxConcurrency: 2,
    maxReceiveCount: 5,
    // A batch of newsletter messages waits for its share of the send rate: at 14 a second (an
    // account out of SES's sandbox), ten batches of ten take seven seconds, or fourteen with a
    // second worker.
    workerTimeoutSeconds: 120,
    // A staff invitation's temporary password is set as it is sent, never carried in a message.
    // Newsletter batches send at the stage's rate, shared by every worker (newsletters table).
    ...emailWorker,
  },
  feedback: {
    purpose:
      "SES's events of the configuration set (bounce, complaint, delivery), published to an SNS topic that feeds this queue: permanent bounces and complaints suppress the address, a newsletter message's events are counted on its send.",
    worker: 'functions/workers/ses-events.ts',
    batchSize: 10,
    maxConcurrency: 2,
    maxReceiveCount: 5,
    workerTimeoutSeconds: 30,
    ...mailSuppress,
  },
  analytics: {
    purpose:
      'One message per accepted beacon (page views, a schedule-a-call lead) and per stored lead (contact, newsletter confirmation): the analytics worker adds it to the daily counters exactly once.',
    worker: 'functions/workers/analytics.ts',
    batchSize: 10,
    // Each batch is one transaction on the day's hot counter rows: few at once keeps conflicts rare.
    maxConcurrency: 2,
    // Counting is idempotent, so a redelivery is harmless; more receives ride out a slow table
    // before a beacon would wait in the dead-letter queue, uncounted.
    maxReceiveCount: 10,
    workerTimeoutSeconds: 30,
    ...analyticsAggregate,
  },
} as const satisfies Record<QueueName, QueueDef>;

export interface ScheduleDef {
  purpose: string;
  /** Receives EventBridge's `Scheduled Event`; its `time` is the run's "now". */
  handler: HandlerModule;
  /** EventBridge schedule expression. */
  schedule: `rate(${string})` | `cron(${string})`;
  tables: TableUse;
  /** Queues the handler sends to. */
  queues?: QueueName[];
}

/**
 * Functions run on a schedule: EventBridge rules in AWS, the sandbox's scheduler locally (on its
 * own clock, which tests control: infra/local/scheduler.ts). The sandbox runs `rate(...)` only.
 */
export const schedules = {
  generationSweep: {
    purpose: 'Fails generation items stuck in processing long after their lease ran out.',
    handler: 'functions/workers/sweep.ts',
    schedule: 'rate(10 minutes)',
    ...jobItemWrite,
  },
  publishScheduled: {
    purpose:
      'Publishes the articles and programmatic pages whose scheduled time has come (within a minute of it), through the same domain path as the publish switch; a failed try is recorded on the item and tried again on the next run.',
    handler: 'functions/workers/publish-scheduled.ts',
    schedule: 'rate(1 minute)',
    // The publish switch of articles and pages (render on publish, as the switch asks).
    ...scheduledPublish,
  },
  newsletterDigest: {
    purpose:
      "Mails the weekly digest of the week's articles to every confirmed subscriber once its weekday and hour (UTC, Settings) have come, once per week; off until an administrator turns it on.",
    handler: 'functions/workers/newsletter-digest.ts',
    // Hourly: the digest's time is an hour, and a missed run is made up within the hour.
    schedule: 'rate(1 hour)',
    ...newsletterDigest,
  },
} as const satisfies Record<string, ScheduleDef>;

export type ScheduleName = keyof typeof schedules;

export interface MigrationsDef {
  purpose: string;
  /** Invoked with no event; answers what it did. */
  handler: HandlerModule;
  tables: TableUse;
}

/**
 * The data migrations (functions/adapters/migrations/migrations.ts): a CDK trigger runs them after
 * each deploy, the sandbox when it starts. They read whole tables, so they run here and nowhere
 * near a request.
 */
export const migrations = {
  purpose:
    'Brings data stored by earlier releases up to date (index rows and attributes added since), once per migration.',
  handler: 'functions/workers/migrate.ts',
  ...dataMigrations,
} as const satisfies MigrationsDef;

/** Cognito user pool triggers, named as the pool's trigger properties are (`lambdaTriggers`). */
export type TriggerName = 'preSignUp' | 'postConfirmation';

export interface TriggerDef {
  purpose: string;
  /** Receives the Cognito trigger event of its kind. */
  handler: HandlerModule;
  /** The user pool's accounts (`enrol`: adds a confirmed account to its group). */
  staff?: 'enrol';
}

/**
 * The user pool's Lambda triggers: CDK attaches them to the pool, the sandbox's Cognito calls the
 * same handlers with the same events (infra/local/cognito.ts). The allow-list rule they apply is
 * shared/rules/admin-allow-list.ts, which the API's guard runs too.
 */
export const triggers = {
  preSignUp: {
    purpose: 'Cognito pre sign-up trigger: refuses e-mail addresses off the admin allow-list',
    handler: 'functions/triggers/pre-sign-up.ts',
  },
  postConfirmation: {
    purpose:
      'Cognito post-confirmation trigger: puts allow-listed accounts in the contributors group',
    handler: 'functions/triggers/post-confirmation.ts',
    ...staffEnrol,
  },
} as const satisfies Record<TriggerName, TriggerDef>;

/**
 * The user pool's web client (CDK's pool and the sandbox's Cognito both follow it).
 * `writeAttributes`: what the browser may write to its own account (sign-up, UpdateUserAttributes).
 * Only `email`: Cognito makes every client write the attributes the pool requires (a client
 * without `email` is refused at create, "Invalid write attributes"), and making `email` optional
 * would replace the pool and its accounts. `verifyBeforeUpdate`: a changed address takes effect
 * only once its code is confirmed (the old one stays, verified), so the `email` claim always
 * names an address the user proved; staff access rests on groups, never on that claim.
 */
export const userPoolClient = {
  writeAttributes: ['email'],
  verifyBeforeUpdate: ['email'],
} as const satisfies { writeAttributes: readonly string[]; verifyBeforeUpdate: readonly 'email'[] };

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = 'public' | 'admin';

export interface RouteDef extends FunctionUse {
  method: HttpMethod;
  /** API Gateway path; `{name}` is a path parameter. */
  path: `/api/${string}`;
  handler: HandlerModule;
  access: Access;
  /**
   * The least staff role an `admin` route admits (shared/rules/staff-roles.ts); unnamed, it is
   * {@link defaultRouteRole}, so a new admin route is closed to contributors until someone opens it.
   */
  role?: StaffRole;
  /** A throttle of this route alone, below the stage's (requests per second, burst). */
  throttle?: { rateLimit: number; burstLimit: number };
  /**
   * Concurrent executions reserved for (and capping) the route's function in prod: a flood of
   * one public route can neither starve the others nor scale without bound.
   */
  reservedConcurrency?: number;
  /** Largest body the route accepts (413 above it, before parsing); default {@link maxBodyBytes}. */
  maxBodyBytes?: number;
  /**
   * A public route that shows more to signed-in staff (the admin guard's `optionalAdmin`): it
   * reads what the guard reads, as `admin` routes do ({@link guardTables}).
   */
  optionalAdmin?: true;
}

/**
 * What the admin guard reads on every request it checks (functions/lib/admin-guard.ts): the
 * caller's access row. Granted here, once, to every `admin` route and every `optionalAdmin` one;
 * a route naming the table itself keeps its own mode.
 */
export const guardTables: TableUse = { access: 'read' };

function withGuardReads(route: RouteDef): RouteDef {
  if (route.access !== 'admin' && !route.optionalAdmin) return route;
  return { ...route, tables: { ...guardTables, ...route.tables } };
}

/**
 * Every API route, one file per area under infra/routes/ so areas grow without touching each
 * other. `admin` routes need a valid Cognito ID token of a current staff member (the admin guard).
 */
export const routes: readonly RouteDef[] = [
  ...platformRoutes,
  ...contentRoutes,
  ...engagementRoutes,
  ...generationRoutes,
  ...mediaRoutes,
  ...staffRoutes,
  ...revisionRoutes,
  ...scheduleRoutes,
  ...audienceRoutes,
  ...reviewRoutes,
  ...linkRoutes,
  ...assistRoutes,
  ...newsletterRoutes,
  ...analyticsRoutes,
].map(withGuardReads);

/** A fixed redirect (the path rule's own type: shared/rules/path-rule.ts). */
export type RedirectDef = RedirectRule;

/** The spec's redirects (shared/content/fixed-redirects.ts). The first match wins. */
export const redirects: readonly RedirectDef[] = fixedRedirects;

/** Site paths the API answers at `/api<path>` (CloudFront behaviours; the sandbox alike). */
export const apiAliases = [
  '/sitemap.xml',
  '/robots.txt',
  insightsFeeds.rss.path,
  insightsFeeds.json.path,
] as const;

/** Client-rendered sections (the admin portal, preview links): they get the SPA fallback document. */
export const spaFallbackPrefixes = ['/admin', '/preview', '/newsletter'] as const;

/**
 * Families of pages rendered on publish (the render worker): a slug below the prefix with no
 * rendered page gets the family's not-found document, with status 404.
 */
export const renderedFamilies = [
  { prefix: '/insights/', notFound: `/insights/${notFoundSlug}/index.html` },
  { prefix: '/solutions/', notFound: `/solutions/${notFoundSlug}/index.html` },
] as const;

/** Rendered pages with variants chosen by a query parameter: each Insights category tab. */
export const renderedVariants = [{ path: '/insights', param: 'category' }] as const;

/** The path rule's table, given the build's prerendered pages (null when unknown). */
export function pathTable(pages: readonly string[] | null): PathTable {
  return {
    redirects,
    pages,
    renderedFamilies,
    variants: renderedVariants,
    spaPrefixes: spaFallbackPrefixes,
    // A preview shows a draft to whoever holds its link: never in a search index.
    noindex: ['/preview'],
  };
}

/**
 * Response headers for every answer of the site but `/media/*` (CloudFront response headers
 * policy; the sandbox sets the same): pages, the SPA fallback, assets, API answers, XML, errors.
 * Scripts: `'self'` plus, added by CDK and the sandbox from the one record the web build writes
 * (infra/csp.ts, `script-sources.json`), the hashes of the inline scripts its pages run. Those
 * are the same few on every page, including pages rendered on publish (shared/rules/page-html.ts),
 * so the header admits exactly them and never 'unsafe-inline'; each page's meta CSP narrows it to
 * its own. Styles stay inline-able (Radix and React set style attributes).
 */
export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'; img-src 'self' data: blob:; media-src 'self' https:; font-src 'self'; style-src 'self' 'unsafe-inline'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
} as const;

/**
 * Response headers of the public buckets' paths (`/media/*`): uploaded files are never a document
 * of the site. No script, no plugin, no form, a unique origin (`sandbox`), whatever the object is;
 * an image still shows when opened on its own.
 */
export const mediaSecurityHeaders = {
  ...securityHeaders,
  'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
} as const;

/**
 * The types `/media/*` serves inline: the image types an upload may have. Anything else (an HTML
 * or SVG object, however it reached the bucket) is sent with `Content-Disposition: attachment`,
 * so a browser downloads it instead of opening it on the site's origin.
 */
export const inlineMediaTypes: readonly string[] = acceptedImageTypes;

/** `Content-Disposition` of a `/media/*` answer of this content type. */
export function mediaDisposition(contentType: string | undefined): 'inline' | 'attachment' {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return inlineMediaTypes.includes(type) ? 'inline' : 'attachment';
}

/** Largest request body any route accepts; a route may set a smaller one (RouteDef.maxBodyBytes). */
export const maxBodyBytes = 256 * 1024;

/** The role an `admin` route without its own `role` needs: Editor (all content, not staff). */
export const defaultRouteRole: StaffRole = 'editor';

/** The least role an `admin` route admits (undefined for a public route). */
export function routeRole(route: Pick<RouteDef, 'access' | 'role'>): StaffRole | undefined {
  return route.access === 'admin' ? (route.role ?? defaultRouteRole) : undefined;
}

/** API Gateway's route key of a route (`POST /api/contact`), as events carry it. */
export function routeKey(route: Pick<RouteDef, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}

/**
 * The body limits of some routes, as the functions read them (`BODY_LIMITS`, JSON of route key ->
 * bytes): CDK gives each function those of its own routes, the sandbox those of every route.
 */
export function bodyLimits(of: readonly RouteDef[]): string {
  return JSON.stringify(
    Object.fromEntries(of.map((route) => [routeKey(route), route.maxBodyBytes ?? maxBodyBytes])),
  );
}

/**
 * The least role of each `admin` route, as the functions read it (`ROUTE_ROLES`, JSON of route key
 * -> role): CDK gives each function those of its own routes, the sandbox those of every route.
 */
export function routeRoles(of: readonly RouteDef[]): string {
  return JSON.stringify(
    Object.fromEntries(
      of.flatMap((route) => {
        const role = routeRole(route);
        return role ? [[routeKey(route), role]] : [];
      }),
    ),
  );
}

/** The redirect for a path, with its resolved location, or undefined. The first rule that matches wins. */
export function findRedirect(
  path: string,
): { status: RedirectDef['status']; location: string } | undefined {
  return fixedRedirect(redirects, normalisePath(path));
}
