/**
 * Names of the deployed resources, and how their physical names reach the functions. This is the
 * contract between infra/ (which creates them) and functions/ (which use them), so it lives here.
 */

export const tableNames = [
  'articles',
  'authors',
  'categories',
  'uniques',
  'counters',
  'contacts',
  'subscribers',
  'pages',
  'jobs',
  'redirects',
  'previews',
  'ratelimits',
  'media',
  'activity',
  'revisions',
  'listings',
  'mail',
  'access',
  'image_uses',
  'links',
  'newsletters',
  'content_index',
  'analytics',
  'diagnostics',
] as const;

export type TableName = (typeof tableNames)[number];

export const queueNames = [
  'generation',
  'render',
  'images',
  'email',
  'feedback',
  'analytics',
] as const;

export type QueueName = (typeof queueNames)[number];

export const bucketNames = ['images', 'site'] as const;

export type BucketName = (typeof bucketNames)[number];

export type TableEnvName = `TABLE_${Uppercase<TableName>}`;
export type QueueEnvName = `QUEUE_${Uppercase<QueueName>}_URL`;
export type BucketEnvName = `${Uppercase<BucketName>}_BUCKET`;

/** Environment variable that carries a table's physical name to the functions. */
export function tableEnvName(name: TableName): TableEnvName {
  return `TABLE_${name.toUpperCase() as Uppercase<TableName>}`;
}

/** Environment variable that carries a queue's URL to the functions. */
export function queueEnvName(name: QueueName): QueueEnvName {
  return `QUEUE_${name.toUpperCase() as Uppercase<QueueName>}_URL`;
}

/** Environment variable that carries a bucket's physical name to the functions. */
export function bucketEnvName(name: BucketName): BucketEnvName {
  return `${name.toUpperCase() as Uppercase<BucketName>}_BUCKET`;
}
