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
  'ratelimits',
  'media',
] as const;

export type TableName = (typeof tableNames)[number];

export const queueNames = ['generation', 'render', 'images'] as const;

export type QueueName = (typeof queueNames)[number];

/** Environment variable that carries a table's physical name to the functions. */
export function tableEnvName(name: TableName): string {
  return `TABLE_${name.toUpperCase()}`;
}

/** Environment variable that carries a queue's URL to the functions. */
export function queueEnvName(name: QueueName): string {
  return `QUEUE_${name.toUpperCase()}_URL`;
}

/** Environment variable that carries the image bucket's name to the functions. */
export const imagesBucketEnvName = 'IMAGES_BUCKET';
