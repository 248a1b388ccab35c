/**
 * The sandbox refuses a web build without its record of inline-script hashes
 * (`script-sources.json`): served anyway, the CSP would block every inline script of every page,
 * with nothing to say why.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { projectRoot, start } from '../../infra/local/index';

mkdirSync(join(projectRoot, '.data'), { recursive: true });
const work = mkdtempSync(join(projectRoot, '.data', 'build-record-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

it('refuses a web build without script-sources.json, before any emulator starts', async () => {
  const buildDir = join(work, 'build');
  mkdirSync(join(buildDir, 'client'), { recursive: true });

  await expect(
    start({ port: 0, dataDir: join(work, 'data'), webDir: join(buildDir, 'client') }),
  ).rejects.toThrow(/has no script-sources\.json.*npm run build/s);
});
