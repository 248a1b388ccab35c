/**
 * The render worker's {@link PageRenderer}: the web's own React Router server build (kept by the
 * web build in web/build/render, see web/vite.config.ts), asked exactly as React Router's
 * prerender asks it at build time (@react-router/dev's `prerenderData` and `prerenderRoute`):
 * first `{path}.data`, then the document with that data in the `X-React-Router-Prerender-Data`
 * header, then the same finishing steps as the build (shared/rules/page-html.ts). So a page is
 * the same bytes whether the build or the worker rendered it (test/integration/render-*.test.ts).
 *
 * The route modules read their data from the load context (shared/schemas/render.ts). With
 * `ssr: false` the handler renders only paths of the build's prerender list; the renderer adds
 * each path it renders to its own copy of that list.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { finishPage } from '@shared/rules/page-html';
import type { RenderInput, RenderLoadContext } from '@shared/schemas/render';
import type { PageRenderer } from '@functions/domain/render/render-ports';

/** A renderer over a loaded server build. */
export function pageRendererOf(build: ServerBuild): PageRenderer {
  const known = new Set(build.prerender);
  // React Router looks a request's path up with `prerender.includes` (twice per request): over a
  // list that grows with every page rendered, a whole-site render of 10,000 pages would be
  // quadratic. The list answers `includes` from a set instead.
  const paths = Object.assign([...build.prerender], {
    includes: (path: string) => known.has(path),
  });
  const handler = createRequestHandler({ ...build, prerender: paths }, 'production');
  return {
    buildId: build.assets.version,
    async render(path: string, input: RenderInput) {
      if (!known.has(path)) {
        known.add(path);
        paths.push(path);
      }
      const context: RenderLoadContext & Record<string, unknown> = { render: input };
      const dataPath = path === '/' ? '/_root.data' : `${path.replace(/\/$/, '')}.data`;
      const dataAnswer = await handler(new Request(`http://localhost${dataPath}`), context);
      const data = await dataAnswer.text();
      if (dataAnswer.status !== 200) {
        throw new Error(`Rendering the data of ${path} answered ${dataAnswer.status}`);
      }
      const document = `${path}/`.replace(/\/\/+/g, '/');
      const htmlAnswer = await handler(
        new Request(`http://localhost${document}`, {
          headers: { 'X-React-Router-Prerender-Data': encodeURI(data) },
        }),
        context,
      );
      const html = await htmlAnswer.text();
      if (htmlAnswer.status !== 200) {
        throw new Error(`Rendering ${path} answered ${htmlAnswer.status}`);
      }
      return { html: finishPage(html, { prerendered: true }), data };
    },
  };
}

const loaded = new Map<string, Promise<PageRenderer>>();

/**
 * The renderer of the server build at `buildPath` (relative to the working directory), loaded
 * once per process. React's server renderer is told it runs in production, as at build time.
 */
export function loadPageRenderer(buildPath: string): Promise<PageRenderer> {
  const file = resolve(buildPath);
  let renderer = loaded.get(file);
  if (!renderer) {
    renderer = import(pathToFileURL(file).href).then((build: ServerBuild) => pageRendererOf(build));
    renderer.catch(() => loaded.delete(file));
    loaded.set(file, renderer);
  }
  return renderer;
}
