/**
 * Stored cross-site scripting: hostile content stored everywhere a visitor or an editor later
 * sees it (see hostile-xss-sandbox.ts for what is stored and how), then rendered in Chromium:
 * /insights, every hostile article page, the hostile programmatic page, the admin article list
 * and the admin editor's Preview tabs.
 *
 * Checked on every page: no dialog opened, the canary `window.__xss` unset, and in the DOM no
 * event-handler attribute, no javascript:/vbscript:/data: URL in a link, image, frame or form,
 * no iframe/object/embed/base, no executable script carrying a payload. The site's CSP would stop
 * many of these from running anyway; the DOM checks make sure the rendering itself is safe.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  canary,
  hostileXssLine,
  probeMarker,
  xssPayloads,
  type HostileXssSite,
} from './hostile-xss-payloads';

let child: ChildProcess | undefined;
let dataDir: string;
let site: HostileXssSite;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  dataDir = mkdtempSync(join(tmpdir(), 'hostile-xss-'));
  const started = spawn(process.execPath, ['--import', 'tsx', 'test/e2e/hostile-xss-sandbox.ts'], {
    cwd: join(import.meta.dirname, '../..'),
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = started;
  let output = '';
  site = await new Promise<HostileXssSite>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith(hostileXssLine));
      if (line) resolve(JSON.parse(line.slice(hostileXssLine.length)) as HostileXssSite);
    };
    started.stdout!.on('data', onData);
    started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.on('exit', (code) =>
      reject(new Error(`the hostile sandbox exited with ${code}:\n${output}`)),
    );
  });
});

test.afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGINT');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Dangerous markup left in the DOM, and whether the canary was written. */
async function audit(page: Page): Promise<{ problems: string[]; canaryWritten: boolean }> {
  return page.evaluate((name) => {
    const problems: string[] = [];
    // javascript: anywhere; data: where a document or script could load (not in an image).
    const scriptUrl = (value: string, tag: string) => {
      const plain = value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();
      if (/^(javascript|vbscript|livescript):/.test(plain)) return true;
      return /^data:/.test(plain) && !['img', 'image', 'source', 'video', 'audio'].includes(tag);
    };
    const urlAttributes = [
      'href',
      'xlink:href',
      'src',
      'action',
      'formaction',
      'data',
      'to',
      'values',
      'from',
      'poster',
      'background',
    ];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const tag = element.tagName.toLowerCase();
      for (const attribute of Array.from(element.attributes)) {
        const attr = attribute.name.toLowerCase();
        if (attr.startsWith('on'))
          problems.push(`<${tag} ${attr}="${attribute.value.slice(0, 60)}">`);
        if (attr === 'srcdoc') problems.push(`<${tag} srcdoc>`);
        if (urlAttributes.includes(attr) && scriptUrl(attribute.value, tag)) {
          problems.push(`<${tag} ${attr}="${attribute.value.slice(0, 60)}">`);
        }
      }
      if (['iframe', 'frame', 'object', 'embed', 'base', 'applet'].includes(tag))
        problems.push(`<${tag}>`);
      if (tag === 'meta' && /refresh/i.test(element.getAttribute('http-equiv') ?? ''))
        problems.push('<meta refresh>');
      const type = (element.getAttribute('type') ?? '').toLowerCase();
      if (tag === 'script' && (type === '' || /javascript|module|ecmascript/.test(type))) {
        // A rendered page hands its loader data to React Router as one string literal per
        // chunk; a chunk that is exactly that (and parses as one JSON string) is data, whatever
        // it holds. Anything else that carries the canary is a script a payload got into.
        const text = (element.textContent ?? '').trim();
        const chunk =
          /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);?$/.exec(
            text,
          )?.[1];
        let isData = false;
        try {
          isData = chunk !== undefined && typeof JSON.parse(chunk) === 'string';
        } catch {
          isData = false;
        }
        if ((!isData && text.includes(name)) || /data:/i.test(element.getAttribute('src') ?? '')) {
          problems.push(`<script> carrying a payload: ${(element.textContent ?? '').slice(0, 60)}`);
        }
      }
    }
    return {
      problems,
      canaryWritten: (window as unknown as Record<string, unknown>)[name] !== undefined,
    };
  }, canary);
}

/** Opens a page watching for dialogs; returns the page and the dialogs seen so far. */
async function open(browser: Browser, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.goto(`${site.url}${path}`);
  return { page, dialogs, context };
}

/** Waits until the page shows `text` (the hostile content is really rendered, not a loading state). */
async function expectRendered(page: Page, text: string) {
  await page.getByText(text, { exact: false }).first().waitFor({ timeout: 15_000 });
}

/** Lets late handlers fire (image errors, animations, focus), then checks the page. */
async function expectNoScript(page: Page, dialogs: string[]) {
  await page.mouse.move(10, 10);
  await page.mouse.move(200, 400);
  await page.waitForTimeout(750);
  const { problems, canaryWritten } = await audit(page);
  expect.soft(dialogs, `dialogs opened on ${page.url()}`).toEqual([]);
  expect.soft(canaryWritten, `window.${canary} written on ${page.url()}`).toBe(false);
  expect(problems, `dangerous markup in the DOM of ${page.url()}`).toEqual([]);
}

test('more than 50 payloads are stored', () => {
  expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
  expect(site.articles.length).toBeGreaterThanOrEqual(8);
});

test('the insights list renders hostile titles, excerpts and author names inert', async ({
  browser,
}) => {
  const { page, dialogs, context } = await open(browser, '/insights');
  await expectRendered(page, probeMarker);
  await expectNoScript(page, dialogs);
  await context.close();
});

test('every hostile article page renders inert', async ({ browser }) => {
  test.setTimeout(180_000);
  for (const article of site.articles) {
    const { page, dialogs, context } = await open(browser, `/insights/${article.slug}`);
    // The title up to its first markup character: what any safe rendering shows as text.
    await expectRendered(page, article.title.split(/[<[!&"{$`\\]/)[0]!.trim());
    await expectNoScript(page, dialogs);
    await context.close();
  }
});

test('a hostile programmatic page renders inert', async ({ browser }) => {
  const { page, dialogs, context } = await open(browser, `/solutions/${site.pageSlug}`);
  await expectRendered(page, `${probeMarker} page`);
  await expectNoScript(page, dialogs);
  await context.close();
});

/** A tab signed in to the admin portal through its sign-in form. */
async function signedIn(browser: Browser) {
  const opened = await open(browser, '/admin');
  await opened.page.getByLabel('Email').fill(site.admin.email);
  await opened.page.getByLabel('Password').fill(site.admin.password);
  await opened.page.getByRole('button', { name: 'Sign In' }).click();
  await opened.page.waitForURL(/\/admin\/dashboard/, { timeout: 30_000 });
  return opened;
}

test('the admin article list renders hostile content inert', async ({ browser }) => {
  const { page, dialogs, context } = await signedIn(browser);
  await page.goto(`${site.url}/admin/articles`);
  await expectRendered(page, probeMarker);
  await expectNoScript(page, dialogs);
  await context.close();
});

test('the admin editor previews render hostile content inert', async ({ browser }) => {
  test.setTimeout(180_000);
  const { page, dialogs, context } = await signedIn(browser);
  // An API-written article, the generated-looking draft and a legacy row with a script image URL.
  const editing = site.articles.filter((a) =>
    /^XSS probe (0 |generated|legacy row 0)/.test(a.title),
  );
  expect(editing).toHaveLength(3);
  for (const article of editing) {
    await page.goto(`${site.url}/admin/articles/edit/${article.id}`);
    const previews = page.getByRole('tab', { name: 'Preview' });
    await previews.first().waitFor({ timeout: 20_000 });
    const count = await previews.count();
    for (let i = 0; i < count; i += 1) await previews.nth(i).click();
    await expectNoScript(page, dialogs);
  }
  await context.close();
});
