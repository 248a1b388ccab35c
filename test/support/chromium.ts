/**
 * How the project's tools launch Chromium (DESIGN.md section 11): Debian's, never a downloaded
 * browser, headless, with these flags. CHROMIUM_PATH names another executable for all of them.
 */
import { existsSync } from 'node:fs';

/** The flags of DESIGN.md section 11 (playwright and Lighthouse add headless themselves). */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The full browser: Lighthouse and the bench's page loads measure it, the hero video encodes in it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const headlessShell = '/usr/bin/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell (package chromium-headless-shell, the same
 * engine in Chrome's old headless mode, which is what Playwright itself runs headless by default)
 * when it is installed, else the full browser. On two cores the shell ran the public specs at half
 * the full browser's CPU (83 s against 168 s for public-a11y and public-routes).
 */
export const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
