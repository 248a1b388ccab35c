/**
 * How the client build groups modules into chunks (web/vite.config.ts). Left to itself, Rolldown
 * split a public page into some 40 chunks; each costs a request and module boilerplate, and React
 * Router's manifest lists them for every route. Two chunks instead: React with React Router
 * ('framework'), and what the root and the public layout import statically ('shell': header,
 * footer, navigation menu, consent, newsletter form). Route modules keep their own chunks; lazy
 * imports stay lazy.
 */
import type { ChunkingContext } from 'rolldown';

const frameworkModule = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;

/**
 * The CSV library, which three admin screens import: one 'csv' chunk. Left to Rolldown it got a
 * chunk named after the package, and React Router's manifest, which every public page loads,
 * then named the library.
 */
const csvModule = /[\\/]node_modules[\\/]papaparse[\\/]/;

/**
 * Icon barrels re-export every icon. Walking through one would put every icon the app uses
 * anywhere (the editor's toolbar, the admin's menu) in the shell, so the walk stops there: the
 * icons the shell imports follow it into its chunk, the others stay with their importers.
 */
const barrelModule = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/**
 * The name function of the client build's chunk group: 'framework', 'csv', 'shell' or null (Rolldown
 * decides). `shellRoots` are the root and public layout modules, by absolute id.
 */
export function clientChunk(shellRoots: string[]) {
  // One closure per chunking pass: the config serves the client and the prerender builds, each
  // with its own module graph. The root's module info is the same object throughout one pass.
  const shells = new WeakMap<object, Set<string>>();
  return (id: string, ctx: ChunkingContext): string | null => {
    if (frameworkModule.test(id)) return 'framework';
    if (csvModule.test(id)) return 'csv';
    const pass = ctx.getModuleInfo(shellRoots[0]!);
    if (!pass) return null;
    let shell = shells.get(pass);
    if (!shell) {
      shell = staticImportClosure(shellRoots, ctx);
      shells.set(pass, shell);
    }
    return shell.has(id) && !shellRoots.includes(id) && !id.includes('/app/routes/')
      ? 'shell'
      : null;
  };
}

/** Every module the given modules import statically, directly or not, short of barrels' exports. */
function staticImportClosure(roots: string[], ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    if (barrelModule.test(id)) continue;
    queue.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
