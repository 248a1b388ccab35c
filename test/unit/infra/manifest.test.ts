/**
 * The manifest is the single source of routes, queues and redirects: a route that names a missing
 * handler, two routes on one method and path, or a redirect that lands elsewhere than the spec says
 * fails here.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  defaultRouteRole,
  findRedirect,
  queues,
  routeRole,
  routeRoles,
  routes,
  schedules,
  tables,
  triggers,
} from '../../../infra/manifest';
import { ratePeriodMs } from '../../../infra/local/scheduler';

const root = join(import.meta.dirname, '../../..');
const workers = Object.values(queues).flatMap((q) => [
  q.worker,
  ...('deadLetterWorker' in q && q.deadLetterWorker ? [q.deadLetterWorker] : []),
]);

describe('manifest routes', () => {
  it('gives every admin route a least role, editor unless it names one, and public routes none', () => {
    const roles = JSON.parse(routeRoles(routes)) as Record<string, string>;
    const admin = routes.filter((route) => route.access === 'admin');

    expect(Object.keys(roles).sort()).toEqual(
      admin.map((route) => `${route.method} ${route.path}`).sort(),
    );
    expect(routeRole({ access: 'admin' })).toBe(defaultRouteRole);
    expect(defaultRouteRole).toBe('editor');
    expect(routeRole({ access: 'public', role: 'contributor' })).toBeUndefined();
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r.handler]))(
    '%s names a handler module that exports handler',
    async (_, handler) => {
      expect(existsSync(join(root, handler))).toBe(true);

      const module = (await import(join(root, handler))) as { handler?: unknown };

      expect(typeof module.handler).toBe('function');
    },
  );

  it('has no two routes on the same method and path', () => {
    const keys = routes.map((r) => `${r.method} ${r.path.replace(/\{[^}]+\}/g, '{}')}`);

    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps admin routes under /api/admin/', () => {
    const misplaced = routes.filter(
      (r) => (r.access === 'admin') !== r.path.startsWith('/api/admin/'),
    );

    expect(misplaced.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('only uses tables the manifest declares', () => {
    const used = routes.flatMap((r) => Object.keys(r.tables ?? {}));

    expect(used.filter((name) => !(name in tables))).toEqual([]);
  });
});

describe('manifest queues', () => {
  it.each(workers)('worker %s exists and exports handler', async (worker) => {
    const module = (await import(join(root, worker))) as { handler?: unknown };

    expect(typeof module.handler).toBe('function');
  });

  it('gives every queue a DLQ after 5 to 10 receives, and at least two workers', () => {
    for (const queue of Object.values(queues)) {
      // 5, or up to 10 where a redelivery is harmless and a parked message is lost work (the
      // analytics counts, idempotent per beacon).
      expect(queue.maxReceiveCount).toBeGreaterThanOrEqual(5);
      expect(queue.maxReceiveCount).toBeLessThanOrEqual(10);
      expect(queue.maxConcurrency).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('manifest schedules and triggers', () => {
  it.each([...Object.values(schedules), ...Object.values(triggers)].map((def) => def.handler))(
    '%s exists and exports handler',
    async (handler) => {
      const module = (await import(join(root, handler))) as { handler?: unknown };

      expect(typeof module.handler).toBe('function');
    },
  );

  it('gives every schedule a rate the sandbox can run', () => {
    for (const def of Object.values(schedules))
      expect(ratePeriodMs(def.schedule)).toBeGreaterThan(0);
  });
});

describe('manifest redirects (public-site.md section 2)', () => {
  it.each([
    ['/about-us', '/about'],
    ['/book-free-consultation', '/contact'],
    ['/services', '/'],
    ['/solutions', '/'],
    ['/markets', '/'],
    ['/service-page/technology-digital-transformation', '/solutions/technology-ai-integration'],
    ['/service-page/anything-else', '/contact'],
    ['/sitemap', '/sitemap-page'],
    ['/articles/some-slug', '/insights/some-slug'],
  ])('%s redirects to %s', (from, to) => {
    expect(findRedirect(from)?.location).toBe(to);
  });

  it.each([
    '/',
    '/about',
    '/solutions/growth-enablement',
    '/markets/fintech-digital-banking',
    '/sitemap-page',
  ])('leaves %s alone', (path) => {
    expect(findRedirect(path)).toBeUndefined();
  });
});
