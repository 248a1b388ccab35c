/**
 * A read of one item by key that another read's batch may carry, so it costs no call of its own
 * (the admin guard's access row, read with an admin list's rows). The adapter's
 * `PendingRead` (functions/adapters/dynamo/batch-get.ts) is the one kind; the domain and the
 * route pass it along without knowing the table.
 */
export interface CarriedRead {
  readonly table: string;
  readonly key: Readonly<Record<string, unknown>>;
  readonly consistent: boolean;
  /** Gives the read its item (undefined: no item has the key), once. */
  settle(item: Record<string, unknown> | undefined): void;
}
