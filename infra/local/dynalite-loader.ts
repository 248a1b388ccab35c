/**
 * dynalite, with one fault mended and one cost cut before it is loaded.
 *
 * The fault: it keys an index entry by the index key
 * plus six hex characters of an MD5 of the item's table key (db/index.js `createIndexKey`: "TODO:
 * Can use the whole hash"), so two items that share an index key and collide in those 24 bits
 * overwrite each other in the index. Of 10,000 subscribers signed up in the same millisecond,
 * about five were missing from the index, and so from every Query on it and every newsletter
 * send; DynamoDB's indexes hold every item. The entry's key here ends with the item's whole table
 * key, which no other item has; Queries, their start keys and index deletes all build it with
 * the same function, so they agree.
 *
 * The cost: each answer's request id was 39 fresh random bytes (index.js `rand52CharId`), a
 * synchronous draw from the system's generator on the one thread the sandbox runs on: about a
 * tenth of dynalite's time per request. An id only has to differ from the others: here it is 35
 * random bytes drawn once and a 4-byte count, still 52 characters.
 */
import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import Module, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

const require = createRequire(import.meta.url);

const faulty = 'return createKey(item, table, keySchema) + hashPrefix.apply(this, tableKeyPieces)';
const mended = `${faulty} + '/' + createKey(item, table)`;

const randomId = 'var bytes = crypto.randomBytes(39)';
const countedId = 'var bytes = nextRequestIdBytes()';
const countedIdSource = `
var requestIdBytes = crypto.randomBytes(39), requestIdCount = 0
function nextRequestIdBytes () {
  requestIdCount = (requestIdCount + 1) >>> 0
  requestIdBytes.writeUInt32BE(requestIdCount, 35)
  return requestIdBytes
}
`;

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

/** What dynalite's expression parsers (db/*Parser.js, generated by PEG.js) are called with. */
interface ParseContext {
  attrNames?: Record<string, string>;
  attrVals?: Record<string, unknown>;
  unusedAttrNames?: Record<string, boolean>;
  unusedAttrVals?: Record<string, boolean>;
  isKeyCondition?: boolean;
  [other: string]: unknown;
}

interface ExpressionParser {
  parse(expression: string, options: { context: ParseContext }): unknown;
}

/**
 * A parse as it was made: its answer, the values it was made with (copied together, so the
 * answer's values are these very objects), and the names and values the expression used.
 */
interface Parse {
  answer: unknown;
  values: Record<string, unknown>;
  usedNames: string[];
  usedValues: string[];
  /** Whether a parse made again for other values gave the answer this one gives for them. */
  checked: boolean;
}

/** Plain data only (what JSON could carry): what a parse may be kept as and copied. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean', 'undefined'].includes(typeof value))
    return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value as object).every(isPlainData);
}

/**
 * A copy of plain data that keeps what structuredClone loses: each object's prototype (the
 * parsers make some with none) and which places held one and the same object.
 */
function copyPlainData<T>(root: T): T {
  const copies = new Map<object, unknown>();
  const copy = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const done = copies.get(node);
    if (done !== undefined) return done;
    if (Array.isArray(node)) {
      const out: unknown[] = [];
      copies.set(node, out);
      for (const item of node) out.push(copy(item));
      return out;
    }
    const out: Record<string, unknown> = Object.create(Object.getPrototypeOf(node) as object);
    copies.set(node, out);
    for (const [key, value] of Object.entries(node)) out[key] = copy(value);
    return out;
  };
  return copy(root) as T;
}

/**
 * A kept answer for a request's own values: a copy of it in which each of the kept values is that
 * request's value of the same name, the very object, as the parser returns a value.
 */
function answerFor(parse: Parse, values: Record<string, unknown>): unknown {
  const names = new Map(Object.entries(parse.values).map(([name, value]) => [value, name]));
  const copy = (node: unknown): unknown => {
    if (node === null || typeof node !== 'object') return node;
    const name = names.get(node);
    if (name !== undefined) return values[name];
    if (Array.isArray(node)) return node.map(copy);
    const out: Record<string, unknown> = Object.create(Object.getPrototypeOf(node) as object);
    for (const [key, value] of Object.entries(node)) out[key] = copy(value);
    return out;
  };
  return copy(parse.answer);
}

/** The same data, whichever objects hold it. */
const sameData = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** Parses kept per parser; past this many, the oldest go. */
const maxKeptParses = 2000;

/**
 * Expressions whose parse reads the values themselves, not only their types: BETWEEN compares
 * its bounds, attribute_type checks the type it is given. Those are parsed every time.
 */
const readsValues = /between|attribute_type/i;

/**
 * dynalite parses every condition, update, key condition and projection expression with a PEG
 * parser, a quarter of a millisecond for a long one, and the functions send the same few
 * expressions again and again with other values (a claim's `#status = :pending OR ...` with its
 * lease times, a counter's `ADD #count :delta`): about a tenth of the emulator's time under the
 * generation bench. The parser resolves names and values as it goes and checks only the types of
 * the values (but for the expressions of {@link readsValues}), so a parse is kept under the
 * expression, its names, the types of its values and the kind of expression, and answered for a
 * request with that request's own values put where the kept ones were. The first time a kept parse
 * serves other values it is checked against a parse made again, and dropped for good if they
 * differ. The parser also marks the names and values it used in the request's "unused" lists, from
 * which DynamoDB's "unused in expressions" refusal is made: a kept parse marks the same ones. A
 * parse that throws, refuses the expression, or whose answer is not plain data is not kept.
 */
export function keepParses(parser: ExpressionParser): void {
  const parse = parser.parse.bind(parser);
  const kept = new Map<string, Parse | 'parse every time'>();
  parser.parse = (expression, options) => {
    const { context } = options;
    if (
      Object.keys(options).length !== 1 ||
      typeof expression !== 'string' ||
      readsValues.test(expression)
    )
      return parse(expression, options);
    const values = (context.attrVals ?? {}) as Record<string, unknown>;
    const types = Object.entries(values).map(([name, value]) => [
      name,
      value !== null && typeof value === 'object' ? Object.keys(value).sort() : typeof value,
    ]);
    const key = JSON.stringify([
      expression,
      context.attrNames ?? null,
      types,
      context.isKeyCondition === true,
    ]);
    const mark = ({ usedNames, usedValues }: Pick<Parse, 'usedNames' | 'usedValues'>) => {
      for (const name of usedNames)
        if (context.unusedAttrNames) delete context.unusedAttrNames[name];
      for (const name of usedValues)
        if (context.unusedAttrVals) delete context.unusedAttrVals[name];
    };
    /** A parse made now, against full lists of its own (so what it marks does not depend on what an earlier expression of the same request marked). */
    const parseNow = () => {
      const unusedNames = Object.fromEntries(
        Object.keys(context.attrNames ?? {}).map((name) => [name, true]),
      );
      const unusedValues = Object.fromEntries(Object.keys(values).map((name) => [name, true]));
      const answer = parse(expression, {
        context: { ...context, unusedAttrNames: unusedNames, unusedAttrVals: unusedValues },
      });
      return {
        answer,
        usedNames: Object.keys(context.attrNames ?? {}).filter((name) => !(name in unusedNames)),
        usedValues: Object.keys(values).filter((name) => !(name in unusedValues)),
      };
    };
    const found = kept.get(key);
    if (found === 'parse every time') return parse(expression, options);
    if (found) {
      const answer = answerFor(found, values);
      if (!found.checked) {
        const made = parseNow();
        if (
          !sameData(made.answer, answer) ||
          !sameData(made.usedNames, found.usedNames) ||
          !sameData(made.usedValues, found.usedValues)
        ) {
          kept.set(key, 'parse every time');
          mark(made);
          return made.answer;
        }
        found.checked = true;
      }
      mark(found);
      return answer;
    }
    const made = parseNow();
    mark(made);
    if (typeof made.answer === 'object' && made.answer !== null && isPlainData(made.answer)) {
      if (kept.size >= maxKeptParses) kept.delete(kept.keys().next().value!);
      // Copied with the values together: the answer's values stay the copied values' objects,
      // and this request, which gets the answer itself, may change what it holds.
      const copied = copyPlainData({ answer: made.answer, values });
      kept.set(key, { ...made, ...copied, checked: false });
    }
    return made.answer;
  };
}

/**
 * Compiles dynalite's module at `path` with `source` changed by `edit`, in place of the module
 * as published (once per process); `edit` throws when the text it changes is not there.
 */
function compileEdited(path: string, edit: (source: string) => string): CompilableModule {
  const module = new Module(path) as CompilableModule;
  module.filename = path;
  module.paths = (
    Module as unknown as { _nodeModulePaths(dir: string): string[] }
  )._nodeModulePaths(dirname(path));
  module._compile(edit(readFileSync(path, 'utf8')), path);
  module.loaded = true;
  require.cache[path] = module as unknown as NodeJS.Module;
  return module;
}

/** Replaces `found` in `source`, or says dynalite changed under the edit named `what`. */
function replaced(source: string, found: string, by: string, what: string): string {
  if (!source.includes(found))
    throw new Error(
      `dynalite changed: ${what} could not be changed (infra/local/dynalite-loader.ts)`,
    );
  return source.replace(found, by);
}

/** dynalite's factory, its database module mended and its request ids counted (once per process). */
export function loadDynalite(): (options: DynaliteOptions) => Server {
  const dbPath = require.resolve('dynalite/db/index.js');
  if (!require.cache[dbPath]) {
    const module = compileEdited(dbPath, (source) =>
      replaced(source, faulty, mended, 'its index keys'),
    );
    for (const name of ['conditionParser', 'updateParser', 'projectionParser'])
      keepParses(require(`dynalite/db/${name}.js`) as ExpressionParser);
    // dynalite's server makes its store with `db.create` when it starts: each store caches.
    const db = module.exports as { create(options: DynaliteOptions): DynaliteStore };
    const create = db.create.bind(db);
    db.create = (options) => {
      const store = create(options);
      readSynchronously(store.db);
      cacheTableDescriptions(store);
      return store;
    };
  }
  const indexPath = require.resolve('dynalite');
  if (!require.cache[indexPath]) {
    compileEdited(
      indexPath,
      (source) => replaced(source, randomId, countedId, 'its request ids') + countedIdSource,
    );
  }
  return require('dynalite') as (options: DynaliteOptions) => Server;
}
