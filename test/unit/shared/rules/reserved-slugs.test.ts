import { describe, expect, it } from 'vitest';
import { fixedRedirects } from '@shared/content/fixed-redirects';
import { serviceSlugs, staticSitePaths } from '@shared/content/site-paths';
import { pathTable } from '@infra/manifest';
import { decidePath } from '@shared/rules/path-rule';
import {
  reservedSolutionSlugs,
  slugReservedMessage,
  solutionSlugReservation,
} from '@shared/rules/reserved-slugs';
import { notFoundSlug } from '@shared/schemas/render';
import { prerenderPaths } from '../../../../web/app/lib/static-routes';

const solutionPaths = [...staticSitePaths, ...prerenderPaths].filter((path) =>
  path.startsWith('/solutions/'),
);

describe('reservedSolutionSlugs', () => {
  it('holds every fixed and prerendered path under /solutions/, and nothing else', () => {
    const expected = new Set(solutionPaths.map((path) => path.slice('/solutions/'.length)));
    expect(reservedSolutionSlugs).toEqual(expected);
    expect(reservedSolutionSlugs.size).toBe(serviceSlugs.length + 1);
    expect(reservedSolutionSlugs.has(notFoundSlug)).toBe(true);
  });

  it('reserves exactly the /solutions/ paths the path rule answers before any edge entry', () => {
    const table = pathTable(prerenderPaths);
    for (const path of solutionPaths) {
      expect(decidePath(path, table, undefined).kind).toBe('page');
    }
  });
});

describe('solutionSlugReservation', () => {
  it('names the service page for each service slug', () => {
    for (const slug of serviceSlugs) {
      expect(solutionSlugReservation(slug)).toEqual({
        kind: 'service-page',
        path: `/solutions/${slug}`,
      });
    }
  });

  it('names the fixed page for the not-found document path', () => {
    expect(solutionSlugReservation(notFoundSlug)).toEqual({
      kind: 'fixed-page',
      path: `/solutions/${notFoundSlug}`,
    });
  });

  it('sees through case and slashes around the slug', () => {
    for (const variant of [
      'Business-Development',
      'business-development/',
      '/BUSINESS-DEVELOPMENT/',
    ]) {
      expect(solutionSlugReservation(variant)).toMatchObject({
        path: '/solutions/business-development',
      });
    }
  });

  it('leaves a free slug, and near misses of a service slug, free', () => {
    for (const slug of [
      'revenue-operations',
      'growth-enablement-b2b-teams',
      'business-developmen',
    ]) {
      expect(solutionSlugReservation(slug)).toBeUndefined();
    }
  });

  it('reserves the path of a managed redirect, exact or by prefix, whatever its case or trailing slash', () => {
    const managed = [
      { from: '/solutions/old-offer', to: '/contact', status: 301 as const },
      { from: '/Solutions/Legacy-Offer/', to: '/contact', status: 301 as const },
      { from: '/solutions/retired/*', to: '/', status: 302 as const },
    ];
    expect(solutionSlugReservation('old-offer', managed)).toEqual({
      kind: 'redirect',
      path: '/solutions/old-offer',
    });
    expect(solutionSlugReservation('legacy-offer', managed)?.kind).toBe('redirect');
    expect(solutionSlugReservation('old-offer/', managed)?.kind).toBe('redirect');
    expect(solutionSlugReservation('old-offer')).toBeUndefined();
    expect(solutionSlugReservation('older-offer', managed)).toBeUndefined();
  });

  it('reserves whatever a fixed redirect answers under /solutions/', () => {
    // No fixed redirect covers a /solutions/ slug today: the check follows the list if one does.
    const covered = fixedRedirects.filter((rule) => rule.from.startsWith('/solutions/'));
    for (const rule of covered) {
      const slug = rule.from.replace(/^\/solutions\//, '').replace(/\*$/, 'x');
      expect(solutionSlugReservation(slug)?.kind).toBeDefined();
    }
    expect(solutionSlugReservation('solutions')).toBeUndefined();
  });
});

describe('slugReservedMessage', () => {
  it('names the slug and what takes it', () => {
    const slug = 'business-development';
    expect(slugReservedMessage(slug, solutionSlugReservation(slug)!)).toBe(
      'Slug business-development is taken by the service page /solutions/business-development',
    );
    expect(
      slugReservedMessage('old-offer', { kind: 'redirect', path: '/solutions/old-offer' }),
    ).toBe('Slug old-offer is taken by a redirect from /solutions/old-offer');
  });
});
