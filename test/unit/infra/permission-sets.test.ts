/**
 * Every grant of the manifest is one of the named permission sets (infra/routes/permissions.ts),
 * and functions that run the same domain operation get the same grants: a worker never holds
 * more than the staff routes running that operation, the render worker reads what the public API
 * reads, the scheduled publish is the publish switch. A table list written inline, or a set
 * widened for one caller only, fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  functionUses,
  mergeUses,
  scheduleUse,
  workerUse,
  type FunctionManifest,
} from '@infra/function-uses';
import * as manifest from '@infra/manifest';
import type { FunctionUse, HandlerModule, TableMode, TableName } from '@infra/manifest';
import * as permissions from '@infra/routes/permissions';

const uses = functionUses(manifest as FunctionManifest);

/**
 * A use as mergeUses writes it, so two spellings of the same grants compare equal (and a manifest
 * entry's grant fields alone: a route also carries its method, path, role...).
 */
const normal = (use: FunctionUse): FunctionUse => mergeUses([use]);

/** A function's use less the admin guard's read of the access row, which the manifest adds. */
function useOf(module: HandlerModule): FunctionUse {
  const use = uses.get(module);
  if (!use) throw new Error(`No function ${module} in the manifest`);
  const tables = { ...use.tables };
  if (tables.access === manifest.guardTables.access) delete tables.access;
  return normal({ ...use, tables });
}

/** A use less the access row's read, which every admin route has from the guard anyway. */
function withoutGuardRead(use: FunctionUse): FunctionUse {
  const tables = Object.fromEntries(
    Object.entries(use.tables ?? {}).filter(
      ([name, mode]) => !(name === 'access' && mode === manifest.guardTables.access),
    ),
  );
  return normal({ ...use, tables });
}

// Each set as written, and as an admin route's grant shows it (less the guard's read).
const namedSets = Object.entries(permissions).flatMap(([name, value]) =>
  typeof value === 'function'
    ? []
    : [
        { name, use: normal(value as FunctionUse) },
        { name, use: withoutGuardRead(value as FunctionUse) },
      ],
);

/** The name of the permission set a grant is, or undefined when it is written inline. */
const setNamed = (use: FunctionUse): string | undefined =>
  namedSets.find((set) => JSON.stringify(set.use) === JSON.stringify(normal(use)))?.name;

const covers = (wide: TableMode | undefined, narrow: TableMode) =>
  wide === narrow || wide === 'write';

/** The grants of `narrow` that `wide` lacks, listed (empty when `wide` covers them all). */
function excess(wide: FunctionUse, narrow: FunctionUse): string[] {
  const tables = Object.entries(narrow.tables ?? {}) as [TableName, TableMode][];
  return [
    ...tables.flatMap(([name, mode]) =>
      covers(wide.tables?.[name], mode) ? [] : [`${name}: ${mode}`],
    ),
    ...(narrow.queues ?? []).filter((queue) => !wide.queues?.includes(queue)),
    ...(
      ['images', 'previewKey', 'newsletterKey', 'staff', 'email', 'site', 'model'] as const
    ).flatMap((field) =>
      narrow[field] === undefined || narrow[field] === wide[field] ? [] : [String(field)],
    ),
  ];
}

describe('permission sets', () => {
  it('builds every grant of a route, queue, schedule and trigger from a named set', () => {
    const empty = normal({});
    const entries: [string, FunctionUse][] = [
      ...manifest.routes.map((route): [string, FunctionUse] => [
        `${route.method} ${route.path}`,
        {
          ...normal(route),
          // The admin guard's read is the manifest's, added to every admin route.
          tables: Object.fromEntries(
            Object.entries(route.tables ?? {}).filter(
              ([name, mode]) => !(name === 'access' && mode === manifest.guardTables.access),
            ),
          ),
        },
      ]),
      ...Object.entries(manifest.queues).map(([name, def]): [string, FunctionUse] => [
        `queue ${name}`,
        workerUse(def),
      ]),
      ...Object.entries(manifest.schedules).map(([name, def]): [string, FunctionUse] => [
        `schedule ${name}`,
        scheduleUse(def),
      ]),
      ['migrations', { tables: manifest.migrations.tables }],
      ...Object.entries(manifest.triggers).map(([name, def]): [string, FunctionUse] => [
        `trigger ${name}`,
        'staff' in def ? { staff: def.staff } : {},
      ]),
    ];
    const inline = entries.flatMap(([name, use]) =>
      JSON.stringify(normal(use)) === JSON.stringify(empty) || setNamed(use) ? [] : [name],
    );
    expect(inline).toEqual([]);
  });

  it('gives the generation worker the articles create and pages update it runs, no more than the editor routes running them', () => {
    const worker = useOf('functions/workers/generation.ts');
    expect(worker).toEqual(
      normal(
        permissions.grants(
          permissions.jobItemWrite,
          { model: 'invoke' },
          permissions.articleInsert,
          permissions.pageUpdate,
        ),
      ),
    );
    // Every grant the worker holds for articles and pages, the editor's create and page save hold:
    // they run the same domain functions, with an activity entry the worker has no actor for.
    // Its job items and the model are the worker's own.
    const editor = mergeUses([
      useOf('functions/http/articles/create-article.ts'),
      useOf('functions/http/pages/update-page-seo.ts'),
      permissions.jobItemWrite,
      { model: 'invoke' },
    ]);
    expect(excess(editor, worker)).toEqual([]);
    expect(excess(worker, editor)).toEqual(['activity: append']);
  });

  it("grants the model to the generation worker and the editors' assist routes alone", () => {
    const callers = [...uses].flatMap(([module, use]) => (use.model ? [module] : [])).sort();
    const assist = manifest.routes
      .filter((route) => route.path.includes('/assist/'))
      .map((route) => route.handler);
    expect(assist.length).toBeGreaterThan(0);
    expect(callers).toEqual(['functions/workers/generation.ts', ...assist].sort());
    expect(uses.get('functions/workers/generation.ts')?.model).toBe('invoke');
  });

  it('gives the render worker exactly the public reads of what it renders, plus the redirects and the site it publishes', () => {
    const publicReads = mergeUses(
      (
        [
          'functions/http/articles/list-articles.ts',
          'functions/http/articles/get-article.ts',
          'functions/http/categories/list-public-categories.ts',
          'functions/http/pages/get-public-page.ts',
        ] as const
      ).map(useOf),
    );
    const render = useOf('functions/workers/render.ts');
    const { redirects, links, content_index, ...reads } = render.tables ?? {};
    expect(redirects).toBe('write');
    // The internal links it records as it renders (the Orphans filter's counts).
    expect(links).toBe('write');
    // The fingerprints its related links rank by, read from the quality gate's index.
    expect(content_index).toBe('read');
    expect(reads).toEqual(publicReads.tables);
    expect(render.site).toBe('publish');
    expect(render.queues).toBeUndefined();
  });

  it('gives the scheduled publish exactly the publish switches of articles and pages', () => {
    expect(useOf('functions/workers/publish-scheduled.ts')).toEqual(
      mergeUses([
        useOf('functions/http/articles/publish-article.ts'),
        useOf('functions/http/pages/publish-page.ts'),
      ]),
    );
  });

  it('gives a restore exactly the saves of articles and pages', () => {
    expect(useOf('functions/http/revisions/restore-revision.ts')).toEqual(
      mergeUses([
        useOf('functions/http/articles/update-article.ts'),
        useOf('functions/http/pages/update-page-seo.ts'),
      ]),
    );
  });

  it('keeps the sweep and the dead letters of generation within the worker grants', () => {
    const worker = useOf('functions/workers/generation.ts');
    expect(excess(worker, useOf('functions/workers/sweep.ts'))).toEqual([]);
    expect(excess(worker, useOf('functions/workers/generation-dead-letter.ts'))).toEqual([]);
    // A page whose messages ran out is rendered again as its error page, from the dead-letter
    // worker's own wiring: it sends to the publication listeners' queues as the worker does.
    expect(useOf('functions/workers/generation-dead-letter.ts').queues).toEqual([
      'email',
      'render',
    ]);
    expect(useOf('functions/workers/sweep.ts')).toEqual(normal(permissions.jobItemWrite));
  });

  it('gives every function whose write can make an item public the publication listeners grants', () => {
    const publishers = [
      'functions/http/articles/create-article.ts',
      'functions/http/articles/update-article.ts',
      'functions/http/articles/publish-article.ts',
      'functions/http/articles/delete-article.ts',
      'functions/http/pages/publish-page.ts',
      'functions/http/pages/update-page-seo.ts',
      'functions/http/pages/delete-page.ts',
      'functions/http/reviews/approve-article.ts',
      'functions/http/reviews/approve-page.ts',
      'functions/http/revisions/restore-revision.ts',
      'functions/workers/publish-scheduled.ts',
      'functions/workers/generation.ts',
    ] as const;
    const missing = publishers.flatMap((module) =>
      excess(useOf(module), permissions.publicationListeners).map((grant) => `${module}: ${grant}`),
    );
    expect(missing).toEqual([]);
    expect(permissions.publicationListeners.queues).toContain('render');
  });

  it('widens tables to write and presign from write and delete when sets merge', () => {
    expect(
      permissions.grants({ tables: { pages: 'read' } }, { tables: { pages: 'append' } }).tables,
    ).toEqual({ pages: 'write' });
    expect(permissions.grants({ images: 'write' }, { images: 'delete' }).images).toBe('presign');
  });
});
