/**
 * What each function of the manifest may use, one entry per handler module: the single source of
 * both CDK's IAM statements (infra/cdk/constructs/function-access.ts) and the sandbox's grant
 * table (infra/local/grants.ts). Free of aws-cdk-lib, so the sandbox loads it cheaply.
 *
 * The manifest is passed in rather than imported: the route files build their permission sets
 * with {@link mergeUses}, and the manifest imports the route files.
 */
import type {
  FunctionUse,
  HandlerModule,
  MigrationsDef,
  QueueDef,
  QueueName,
  RouteDef,
  ScheduleDef,
  TableMode,
  TableName,
  TableUse,
  TriggerDef,
  TriggerName,
} from './manifest';

/** `functions/http/articles/list-articles.ts` -> `HttpArticlesListArticles`: a function's id. */
export function functionId(module: HandlerModule): string {
  return module
    .replace(/^functions\//, '')
    .replace(/\.ts$/, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}

/**
 * The user pool actions of each `staff` use: exactly the calls of functions/adapters/staff-directory.ts
 * (`invite`: its `invitationPasswords`, which the email worker runs; `enrol`: the post-confirmation
 * trigger putting a new account in its group).
 */
export const staffActions = {
  read: [
    'cognito-idp:ListUsersInGroup',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminListGroupsForUser',
  ],
  manage: [
    'cognito-idp:ListUsersInGroup',
    'cognito-idp:AdminGetUser',
    'cognito-idp:AdminListGroupsForUser',
    'cognito-idp:AdminCreateUser',
    'cognito-idp:AdminAddUserToGroup',
    'cognito-idp:AdminRemoveUserFromGroup',
    'cognito-idp:AdminDisableUser',
    'cognito-idp:AdminEnableUser',
    'cognito-idp:AdminDeleteUser',
    'cognito-idp:AdminUserGlobalSignOut',
    'cognito-idp:AdminSetUserMFAPreference',
  ],
  invite: ['cognito-idp:AdminGetUser', 'cognito-idp:AdminSetUserPassword'],
  enrol: ['cognito-idp:AdminAddUserToGroup'],
  // The admin guard's question, where administrators must have two-step sign-in: has this account
  // TOTP on (functions/wiring/admin-guard.ts)?
  mfa: ['cognito-idp:AdminGetUser'],
} as const satisfies Record<NonNullable<FunctionUse['staff']>, readonly string[]>;

/**
 * What the `site: 'publish'` use may do besides writing `_rendered/` in the site bucket: exactly the
 * calls of functions/adapters/edge-store.ts (its conditional writes read the store's ETag with
 * DescribeKeyValueStore) and functions/adapters/edge-cache.ts, on the stage's one KeyValueStore and
 * distribution.
 */
export const sitePublishActions = {
  edgeStore: [
    'cloudfront-keyvaluestore:DescribeKeyValueStore',
    'cloudfront-keyvaluestore:GetKey',
    'cloudfront-keyvaluestore:ListKeys',
    'cloudfront-keyvaluestore:PutKey',
    'cloudfront-keyvaluestore:DeleteKey',
    'cloudfront-keyvaluestore:UpdateKeys',
  ],
  cdn: ['cloudfront:CreateInvalidation'],
} as const;

/**
 * One module's staff uses merged: `manage` includes `read`, and both include `mfa`; `invite` and
 * `enrol` go alone.
 */
function mergeStaff(
  before: FunctionUse['staff'],
  use: NonNullable<FunctionUse['staff']>,
): FunctionUse['staff'] {
  if (before === undefined || before === use || before === 'mfa') return use;
  if (use === 'mfa') return before;
  const alone = ['invite', 'enrol'];
  if (alone.includes(before) || alone.includes(use))
    throw new Error('A module that invites or enrols staff manages no other staff data.');
  return 'manage';
}

/**
 * Merges several uses (the routes of one handler module, or the permission sets one route is
 * built from): two different table modes become `write`, presign beats read, queues are united.
 */
export function mergeUses(uses: readonly FunctionUse[]): FunctionUse {
  const tables: TableUse = {};
  let images: FunctionUse['images'];
  let previewKey: FunctionUse['previewKey'];
  let staff: FunctionUse['staff'];
  let newsletterKey: FunctionUse['newsletterKey'];
  let email: FunctionUse['email'];
  let site: FunctionUse['site'];
  let model: FunctionUse['model'];
  const queues = new Set<QueueName>();
  const natives = new Set<NonNullable<FunctionUse['native']>[number]>();
  // Presign includes write and delete (and read), write and delete each include read; write
  // merged with delete needs presign's grants.
  const rank = { read: 1, write: 2, delete: 2, presign: 3 } as const;
  const inspected = new Set<QueueName>();
  for (const use of uses) {
    for (const [name, mode] of Object.entries(use.tables ?? {}) as [TableName, TableMode][]) {
      const before = tables[name];
      tables[name] = before === undefined || before === mode ? mode : 'write';
    }
    if (
      use.images &&
      images !== undefined &&
      use.images !== images &&
      rank[use.images] === rank[images]
    )
      images = 'presign';
    else if (use.images && (images === undefined || rank[use.images] > rank[images]))
      images = use.images;
    if (use.previewKey && previewKey !== use.previewKey)
      previewKey = previewKey === undefined ? use.previewKey : 'both';
    if (use.staff) staff = mergeStaff(staff, use.staff);
    if (use.newsletterKey && newsletterKey !== use.newsletterKey)
      newsletterKey = newsletterKey === undefined ? use.newsletterKey : 'both';
    email ??= use.email;
    site ??= use.site;
    model ??= use.model;
    for (const native of use.native ?? []) natives.add(native);
    for (const queue of use.queues ?? []) queues.add(queue);
    for (const queue of use.inspectQueues ?? []) inspected.add(queue);
  }
  return {
    tables,
    ...(images ? { images } : {}),
    ...(previewKey ? { previewKey } : {}),
    ...(staff ? { staff } : {}),
    ...(newsletterKey ? { newsletterKey } : {}),
    ...(email ? { email } : {}),
    ...(site ? { site } : {}),
    ...(model ? { model } : {}),
    ...(queues.size > 0 ? { queues: [...queues].sort() } : {}),
    ...(inspected.size > 0 ? { inspectQueues: [...inspected].sort() } : {}),
    ...(natives.size > 0 ? { native: [...natives].sort() } : {}),
  };
}

/**
 * What a queue worker uses: the grant fields of its queue's entry, read by `mergeUses`, the one
 * list of those fields (a second copy here had missed the newsletter key once).
 */
export function workerUse(def: QueueDef): FunctionUse {
  return mergeUses([def]);
}

/**
 * What a scheduled function uses: the grant fields of its entry, read by `mergeUses` as a
 * worker's are (a set spread into a schedule keeps every grant it names, not its tables and queues
 * alone).
 */
export function scheduleUse(def: ScheduleDef): FunctionUse {
  return mergeUses([def]);
}

/** The parts of the manifest that name functions. */
export interface FunctionManifest {
  routes: readonly RouteDef[];
  queues: Readonly<Record<QueueName, QueueDef>>;
  schedules: Readonly<Record<string, ScheduleDef>>;
  migrations: MigrationsDef;
  /** The user pool's triggers (the data stack's functions; the API stack passes none). */
  triggers?: Readonly<Partial<Record<TriggerName, TriggerDef>>>;
}

/** What a stage's settings add to the manifest's grants. */
export interface FunctionUseOptions {
  /** Administrators must have two-step sign-in: every admin route's guard may ask the pool. */
  adminMfaRequired?: boolean;
}

/**
 * Every function of the manifest and what it may use: a route module's routes merged, a queue's
 * worker and dead-letter worker, the schedules, the migrations and the
 * user pool's triggers. CDK grants each exactly this; the sandbox refuses anything else.
 */
export function functionUses(
  manifest: FunctionManifest,
  options: FunctionUseOptions = {},
): Map<HandlerModule, FunctionUse> {
  const byModule = new Map<HandlerModule, FunctionUse[]>();
  const add = (module: HandlerModule, use: FunctionUse) =>
    byModule.set(module, [...(byModule.get(module) ?? []), use]);
  for (const route of manifest.routes) {
    add(route.handler, route);
    if (options.adminMfaRequired && route.access === 'admin') add(route.handler, { staff: 'mfa' });
  }
  for (const def of Object.values(manifest.queues)) {
    add(def.worker, workerUse(def));
    // Without a use of its own, the dead-letter worker runs the worker's own wiring (a failed
    // page is rendered again as its error page), so it sends to the worker's queues too.
    if (def.deadLetterWorker)
      add(
        def.deadLetterWorker,
        'deadLetterUse' in def && def.deadLetterUse
          ? def.deadLetterUse
          : {
              tables: def.tables,
              ...('queues' in def && def.queues ? { queues: [...def.queues] } : {}),
            },
      );
  }
  for (const def of Object.values(manifest.schedules)) add(def.handler, scheduleUse(def));
  add(manifest.migrations.handler, { tables: manifest.migrations.tables });
  for (const def of Object.values(manifest.triggers ?? {}))
    add(def.handler, def.staff ? { staff: def.staff } : {});
  return new Map([...byModule].map(([module, uses]) => [module, mergeUses(uses)]));
}
