/** The static paths the worker offers as link targets are the web's prerendered public pages. */
import { describe, expect, it } from 'vitest';
import { staticSitePaths } from '@shared/content/site-paths';
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
