/**
 * dynalite, with one fault mended before it is loaded. It keys an index entry by the index key
 * plus six hex characters of an MD5 of the item's table key (db/index.js `createIndexKey`: "TODO:
 * Can use the whole hash"), so two items that share an index key and collide in those 24 bits
 * overwrite each other in the index. Of 10,000 subscribers signed up in the same millisecond,
 * about five were missing from the index, and so from every Query on it and every newsletter
 * send; DynamoDB's indexes hold every item. The entry's key here ends with the item's whole table
 * key, which no other item has; Queries, their start keys and index deletes all build it with
 * the same function, so they agree.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';

const require = createRequire(import.meta.url);

const faulty = 'return createKey(item, table, keySchema) + hashPrefix.apply(this, tableKeyPieces)';
const mended = `${faulty} + '/' + createKey(item, table)`;

/**
 * The index key layout this loader gives; a data directory written with another layout has its
 * indexed tables rebuilt (dynamodb.ts).
 */
export const indexKeyLayout = 'whole-table-key';

export interface DynaliteOptions {
  path: string;
  createTableMs: number;
  deleteTableMs: number;
  updateTableMs: number;
}

/** Module internals Node keeps off its public types. */
interface CompilableModule extends Module {
  filename: string;
  paths: string[];
  loaded: boolean;
  _compile(source: string, filename: string): void;
}

/** The part of dynalite's store (db/index.js `create`) the table cache wraps. */
interface DynaliteStore {
  db: DynaliteLevel;
  tableDb: {
    get(key: string, callback: (error: Error | null, value?: unknown) => void): void;
    put(key: string, value: unknown, callback?: (error?: Error | null) => void): unknown;
    del(key: string, callback?: (error?: Error | null) => void): unknown;
    batch(operations: { key: string }[], callback?: (error?: Error | null) => void): unknown;
  };
  getTable(
    name: string,
    checkStatus: unknown,
    callback?: (error: Error | null, table?: TableDescription) => void,
  ): void;
}

interface TableDescription {
  TableStatus?: string;
}

type Done = ((error?: Error | null) => void) | undefined;

/**
 * dynalite reads a table's description from LevelDB (and parses it) on every item request: about
 * half of its reads. Here the descriptions of ACTIVE tables are kept in memory, as the JSON they
 * were read as, and each request gets its own parsed copy, as it got from LevelDB (dynalite's
 * UpdateTable and DeleteTable change the object they read before writing it back).
 *
 * Only the item requests' lookups (`getTable(name, callback)`, which refuse a table being created
 * or deleted) are answered from memory; DescribeTable, UpdateTable, DeleteTable and the tag calls
 * read LevelDB as before. Every write of a description (CreateTable, UpdateTable, DeleteTable and
 * their delayed status changes) drops that table's entry when it starts and when it ends, and a
 * read that was under way across either moment does not fill the cache, so an entry never outlives
 * the description it was read from.
 */
export function cacheTableDescriptions(store: DynaliteStore): void {
  const { tableDb } = store;
  const read = store.getTable.bind(store);
  const cached = new Map<string, string>();
  /** Per table, how many times its description began or finished being written. */
  const writes = new Map<string, number>();
  const changed = (name: string) => {
    writes.set(name, (writes.get(name) ?? 0) + 1);
    cached.delete(name);
  };
  /** Wraps a write of `names`: changed when it starts and when it ends, whichever way it ends. */
  const wrapWrite =
    (write: (...args: unknown[]) => unknown, namesOf: (first: unknown) => string[]) =>
    (...args: unknown[]) => {
      const last = args.at(-1);
      const callback = typeof last === 'function' ? (args.pop() as Done) : undefined;
      const names = namesOf(args[0]);
      for (const name of names) changed(name);
      const settle = () => names.forEach(changed);
      if (callback)
        return write(...args, (error?: Error | null) => {
          settle();
          callback(error);
        });
      const result = write(...args);
      if (result instanceof Promise) return result.finally(settle);
      settle();
      return result;
    };
  tableDb.put = wrapWrite(tableDb.put.bind(tableDb) as never, (key) => [String(key)]);
  tableDb.del = wrapWrite(tableDb.del.bind(tableDb) as never, (key) => [String(key)]);
  tableDb.batch = wrapWrite(tableDb.batch.bind(tableDb) as never, (operations) =>
    (operations as { key: string }[]).map((operation) => String(operation.key)),
  );
  store.getTable = (name, checkStatus, callback) => {
    // dynalite's own convention: `getTable(name, callback)` checks the status, with `false` it does not.
    if (typeof checkStatus !== 'function') return read(name, checkStatus, callback);
    const done = checkStatus as (error: Error | null, table?: TableDescription) => void;
    const json = cached.get(name);
    if (json !== undefined) {
      queueMicrotask(() => done(null, JSON.parse(json) as TableDescription));
      return;
    }
    const before = writes.get(name) ?? 0;
    read(name, (error: Error | null, table?: TableDescription) => {
      if (!error && table?.TableStatus === 'ACTIVE' && (writes.get(name) ?? 0) === before)
        cached.set(name, JSON.stringify(table));
      done(error, table);
    });
  };
}

/** The part of dynalite's LevelDB handle (db/index.js `wrapWithCallbacks`) the reads go through. */
interface DynaliteLevel {
  status: string;
  get(key: string, callback?: (error: Error | null, value?: unknown) => void): unknown;
  getSync(key: string): unknown;
}

/**
 * dynalite reads each item it writes (to update the indexes, for ReturnValues and conditions)
 * with LevelDB's asynchronous get: a task queued to libuv's thread pool and a promise per read,
 * about 40 µs of the main thread's time each, more than the lookup itself, and an article's create
 * makes about a hundred. LevelDB's synchronous get reads the same data where the caller is, and the
 * callback still runs later (setImmediate, as dynalite's own wrapper calls it), so dynalite's code
 * sees the same order of events. Writes stay asynchronous: dynalite answers a write only after
 * its callback, so a later read sees it either way. Anything but an open database (opening,
 * closing) takes dynalite's own path, with its errors.
 */
export function readSynchronously(db: DynaliteLevel): void {
  const asynchronous = db.get.bind(db);
  db.get = (key, callback) => {
    if (typeof callback !== 'function' || db.status !== 'open') return asynchronous(key, callback);
    let value: unknown;
    try {
      value = db.getSync(key);
    } catch {
      // Not open after all, or a value that does not decode: dynalite's path, with its errors.
      return asynchronous(key, callback);
    }
    setImmediate(callback, null, value);
  };
}

/** dynalite's factory, its database module mended first (once per process). */
export function loadDynalite(): (options: DynaliteOptions) => Server {
  const dbPath = require.resolve('dynalite/db/index.js');
  if (!require.cache[dbPath]) {
    const source = readFileSync(dbPath, 'utf8');
    if (!source.includes(faulty))
      throw new Error(
        'dynalite changed: its index keys could not be mended (infra/local/dynalite-loader.ts)',
      );
    const module = new Module(dbPath) as CompilableModule;
    module.filename = dbPath;
    module.paths = (
      Module as unknown as { _nodeModulePaths(dir: string): string[] }
    )._nodeModulePaths(dirname(dbPath));
    module._compile(source.replace(faulty, mended), dbPath);
    module.loaded = true;
    // dynalite's server makes its store with `db.create` when it starts: each store caches.
    const db = module.exports as { create(options: DynaliteOptions): DynaliteStore };
    const create = db.create.bind(db);
    db.create = (options) => {
      const store = create(options);
      readSynchronously(store.db);
      cacheTableDescriptions(store);
      return store;
    };
    require.cache[dbPath] = module as unknown as NodeJS.Module;
  }
  return require('dynalite') as (options: DynaliteOptions) => Server;
}
