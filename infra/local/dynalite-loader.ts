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
    require.cache[dbPath] = module as unknown as NodeJS.Module;
  }
  return require('dynalite') as (options: DynaliteOptions) => Server;
}
