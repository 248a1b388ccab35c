/** The static paths the worker offers as link targets are the web's prerendered public pages. */
import { describe, expect, it } from 'vitest';
import { contentItemAt, staticSitePaths } from '@shared/content/site-paths';
import { notFoundPath, prerenderPaths, slugNotFoundPaths } from '~/lib/static-routes';

describe('staticSitePaths', () => {
  it('equals the web routes prerendered as public pages', () => {
    expect([...staticSitePaths].sort()).toEqual(
      prerenderPaths
        .filter((path) => path !== notFoundPath && !slugNotFoundPaths.includes(path))
        .sort(),
    );
  });
});

describe('contentItemAt', () => {
  it('names the article or programmatic page of a content path, and nothing else', () => {
    expect(contentItemAt('/insights/a-slug')).toEqual({ kind: 'article', slug: 'a-slug' });
    expect(contentItemAt('/solutions/a-page')).toEqual({ kind: 'page', slug: 'a-page' });
    for (const path of ['/insights', '/insights/a/b', '/about', '/markets/x', '/']) {
      expect(contentItemAt(path), path).toBeUndefined();
    }
  });
});
