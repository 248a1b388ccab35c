/**
 * The client build's chunk rules (web/client-chunks.ts), on a small module graph: React and React
 * Router go to 'framework', the static closure of the root and public layout to 'shell', and an
 * icon the shell reaches only through the icon barrel stays out of it.
 */
import type { ChunkingContext } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { clientChunk } from '../../../web/client-chunks';

const nm = '/repo/node_modules';
const barrel = `${nm}/lucide-react/dist/esm/lucide-react.mjs`;
const icon = (name: string) => `${nm}/lucide-react/dist/esm/icons/${name}.mjs`;
const root = '/repo/web/app/root.tsx';
const layout = '/repo/web/app/routes/public-layout.tsx';

/** root -> header -> (barrel -> sun, pencil); layout -> footer; route -> card; editor -> barrel. */
const graph: Record<string, string[]> = {
  [root]: ['/repo/web/app/components/layout/site-header.tsx', `${nm}/react/index.js`],
  [layout]: ['/repo/web/app/components/layout/site-footer.tsx', '/repo/web/app/routes/home.tsx'],
  '/repo/web/app/components/layout/site-header.tsx': [barrel],
  '/repo/web/app/components/layout/site-footer.tsx': [],
  '/repo/web/app/routes/home.tsx': ['/repo/web/app/components/ui/card.tsx'],
  '/repo/web/app/components/ui/card.tsx': [],
  '/repo/web/app/features/editor/toolbar.tsx': [barrel],
  [barrel]: [icon('sun'), icon('pencil')],
  [icon('sun')]: [],
  [icon('pencil')]: [],
};

function context(): ChunkingContext {
  const infos = new Map(Object.entries(graph).map(([id, importedIds]) => [id, { importedIds }]));
  return { getModuleInfo: (id: string) => infos.get(id) ?? null } as unknown as ChunkingContext;
}

describe('client chunks', () => {
  const name = clientChunk([root, layout]);
  const ctx = context();

  it('puts React and React Router in the framework chunk', () => {
    expect(name(`${nm}/react-dom/cjs/react-dom-client.production.js`, ctx)).toBe('framework');
    expect(name(`${nm}/react-router/dist/production/index.mjs`, ctx)).toBe('framework');
    expect(name(`${nm}/react-router-extra/index.js`, ctx)).toBeNull();
  });

  it('puts the CSV library in its own csv chunk, named for what it is, not for the package', () => {
    expect(name(`${nm}/papaparse/papaparse.min.js`, ctx)).toBe('csv');
    expect(name(`${nm}/papaparse-extra/index.js`, ctx)).toBeNull();
  });

  it('puts what the root and public layout import statically in the shell', () => {
    expect(name('/repo/web/app/components/layout/site-header.tsx', ctx)).toBe('shell');
    expect(name('/repo/web/app/components/layout/site-footer.tsx', ctx)).toBe('shell');
  });

  it('leaves the roots, route modules and what only routes import to Rolldown', () => {
    expect(name(root, ctx)).toBeNull();
    expect(name('/repo/web/app/routes/home.tsx', ctx)).toBeNull();
    expect(name('/repo/web/app/features/editor/toolbar.tsx', ctx)).toBeNull();
  });

  it('does not walk through the icon barrel into every icon', () => {
    expect(name(icon('pencil'), ctx)).toBeNull();
    expect(name(icon('sun'), ctx)).toBeNull();
  });

  it('answers null when the graph has no root (the prerender pass before it loads)', () => {
    const empty = { getModuleInfo: () => null } as unknown as ChunkingContext;
    expect(name('/repo/web/app/components/layout/site-header.tsx', empty)).toBeNull();
  });
});
