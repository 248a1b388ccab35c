/**
 * The image pipeline's payoff: the bytes of the largest image a 412 px wide
 * phone (Lighthouse's mobile: 412 x 823 at 1.75x) downloads for an article page, for the same
 * uploaded 12 MP photo, before and after. Before: the page as it was, a plain `<img>` of the
 * upload (the rendered HTML with its `<picture>` replaced by that `<img>`); after: the page as
 * rendered, where the browser picks a variant. Both without the page's script files, as the
 * rendered HTML arrives, so hydration cannot change what is fetched. Largest contentful paint of both is
 * reported beside them, before and after taken in turns after a warm-up load: on the phone's
 * network (Lighthouse's mobile throttling, where the target applies: a phone pays for each byte),
 * and on localhost unthrottled, where only decoding and painting differ.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { chromium, type Browser } from '@playwright/test';
import type { Sandbox } from '../infra/local/index';
import { samplePhoto } from '../test/e2e/sample-photo';
import { median, type BenchRow } from './bench-row';
import { chromiumFlags, chromiumPath } from '../test/support/chromium';

const command = 'bench/images.ts (12 MP JPEG upload, article page at 412x823 @1.75x, no hydration)';
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/**
 * Lighthouse's mobile throttling applied by DevTools (its `devtools` method's "slow 4G": 562.5 ms
 * request latency, 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up) with its 4x CPU slowdown: the phone's
 * network, where the bytes saved are paid for. Throughputs are in bytes per second.
 */
const slow4g = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

async function adminToken(sandbox: Sandbox): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: sandbox.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const answer = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: sandbox.cognito.clientId,
      AuthParameters: { USERNAME: sandbox.admin.email, PASSWORD: sandbox.admin.password },
    }),
  );
  cognito.destroy();
  return answer.AuthenticationResult!.IdToken!;
}

/** Uploads the photo and publishes an article showing it; its slug and the upload's address. */
async function publishPhotoArticle(url: string, sandbox: Sandbox, photo: Buffer) {
  const token = await adminToken(sandbox);
  const api = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
    return (await answer.json()) as T;
  };
  const form = await api<{ url: string; fields: Record<string, string>; key: string }>(
    'POST',
    '/api/admin/uploads',
    { fileName: 'IMG_2041.JPG', contentType: 'image/jpeg', size: photo.length },
  );
  const data = new FormData();
  for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
  data.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_2041.JPG');
  const posted = await fetch(new URL(form.url, url), {
    method: 'POST',
    headers: { origin: url },
    body: data,
  });
  if (posted.status >= 300) throw new Error(`upload: ${posted.status}`);
  const { publicUrl } = await api<{ publicUrl: string }>('POST', '/api/admin/uploads/verify', {
    key: form.key,
  });
  const authors = await api<{ items: { id: string }[] }>('GET', '/api/admin/authors');
  const categories = await api<{ items: { id: string }[] }>('GET', '/api/admin/categories');
  const article = await api<{ id: string; slug: string }>('POST', '/api/admin/articles', {
    title: `Bench harbour photo ${Date.now()}`,
    slug: '',
    excerpt: 'The image bench article.',
    author_id: authors.items[0]!.id,
    category_id: categories.items[0]!.id,
    introduction: 'The introduction.',
    key_points: ['One point'],
    sections: [{ title: 'A section', content: 'Its content.' }],
    conclusion: 'The end.',
    image_url: publicUrl,
    image_alt: 'Boats moored in a harbour at dawn',
    is_published: true,
  });
  // The worker makes the variants, then the page is rendered again with them.
  await sandbox.queue.idle(180_000);
  return { slug: article.slug, publicUrl };
}

/**
 * Loads the page as a phone; the bytes of each image it downloaded, and its LCP in ms when the
 * LCP element was one of those images (null otherwise; `lcpElement` says what it was).
 */
async function loadAsPhone(
  browser: Browser,
  pageUrl: string,
  rewrite?: (html: string) => string,
  throttled = false,
  original?: { path: string; body: Buffer },
): Promise<{ images: Map<string, number>; lcp: number | null; lcpElement: string }> {
  const context = await browser.newContext(phone);
  const tab = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4g);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  // The rendered HTML as it arrives: no script files, so nothing hydrates and swaps an image.
  await tab.route(
    (address) => address.pathname.endsWith('.js'),
    (route) => route.abort(),
  );
  if (rewrite) {
    await tab.route(pageUrl, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: rewrite(await response.text()) });
    });
  }
  // The upload's own address answers 404 once it is processed (only the variants are public), so
  // the original's bytes are served there as they were before the pipeline: without them the
  // "before" page showed no image at all and its LCP was the text's.
  if (original) {
    await tab.route(new URL(original.path, pageUrl).href, (route) =>
      route.fulfill({ body: original.body, contentType: 'image/jpeg' }),
    );
  }
  const images = new Map<string, number>();
  const pending: Promise<void>[] = [];
  tab.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    pending.push(
      response
        .body()
        .then((body) => void images.set(new URL(response.url()).pathname, body.length))
        .catch(() => {}),
    );
  });
  await tab.goto(pageUrl, { waitUntil: 'load' });
  await Promise.all(pending);
  // The LCP entries are buffered: observing after the load still sees them. The last entry's
  // resource address says what the largest paint was: an image's, or '' for text.
  const last = await tab.evaluate(
    () =>
      new Promise<{ time: number; url: string } | null>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as
            (PerformanceEntry & { url?: string }) | undefined;
          resolve(entry ? { time: entry.startTime, url: entry.url ?? '' } : null);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(null), 3000);
      }),
  );
  await context.close();
  // An LCP figure of the image pipeline means something only when the image was the LCP element.
  const lcpImage = last?.url ? new URL(last.url).pathname : null;
  const lcp = lcpImage && images.has(lcpImage) ? last!.time : null;
  return { images, lcp, lcpElement: lcpImage ?? (last ? 'text' : 'none') };
}

export async function imagesSection(url: string, sandbox: Sandbox): Promise<BenchRow[]> {
  const photo = await samplePhoto();
  const { slug, publicUrl } = await publishPhotoArticle(url, sandbox, photo);
  const pageUrl = `${url}/insights/${slug}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const plain = (html: string) =>
      html.replace(
        /<picture>[\s\S]*?<\/picture>/,
        `<img src="${publicUrl}" alt="" width="1200" height="675" class="relative h-full w-full object-cover">`,
      );
    // One load to warm the server and the page's CSS, then before and after in turns: on
    // localhost as it is (decoding and painting only), then on the phone's network.
    await loadAsPhone(browser, pageUrl);
    const measure = async (count: number, throttled: boolean) => {
      const runs = [];
      for (let run = 0; run < count; run += 1) {
        runs.push({
          before: await loadAsPhone(browser, pageUrl, plain, throttled, {
            path: publicUrl,
            body: photo,
          }),
          after: await loadAsPhone(browser, pageUrl, undefined, throttled),
        });
      }
      return runs;
    };
    const local = await measure(5, false);
    const phoneRuns = await measure(3, true);
    const lcpOf = (loads: { lcp: number | null }[]) => {
      const values = loads.flatMap((load) => (load.lcp === null ? [] : [load.lcp]));
      return values.length ? median(values) : null;
    };
    /** How many runs had the image as their LCP element, and what it was otherwise. */
    const lcpWas = (loads: { lcp: number | null; lcpElement: string }[]) => {
      const image = loads.filter((load) => load.lcp !== null).length;
      const other = loads.filter((load) => load.lcp === null).map((load) => load.lcpElement);
      return `LCP element the image in ${image} of ${loads.length} run(s)${other.length ? ` (else: ${[...new Set(other)].join(', ')})` : ''}`;
    };
    const before = { images: local[0]!.before.images, lcp: lcpOf(local.map((r) => r.before)) };
    const after = { images: local[0]!.after.images, lcp: lcpOf(local.map((r) => r.after)) };
    const phoneBefore = lcpOf(phoneRuns.map((r) => r.before));
    const phoneAfter = lcpOf(phoneRuns.map((r) => r.after));
    const ms = (value: number | null) => (value === null ? null : Math.round(value));
    const largest = (images: Map<string, number>) =>
      [...images].sort((a, b) => b[1] - a[1])[0] ?? ['none', 0];
    const [afterPath, afterBytes] = largest(after.images);
    const [beforePath, beforeBytes] = largest(before.images);
    const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
    return [
      {
        section: 'images',
        figure: 'article largest image, 412 px phone, before (original upload)',
        value: kb(beforeBytes),
        unit: 'KB',
        command,
        note: beforePath,
      },
      {
        section: 'images',
        figure: 'article largest image, 412 px phone, after (chosen variant)',
        value: kb(afterBytes),
        unit: 'KB',
        command,
        note: afterPath,
      },
      {
        section: 'images',
        figure: 'article largest image, before / after',
        value: afterBytes > 0 ? Math.round((beforeBytes / afterBytes) * 10) / 10 : null,
        unit: 'x',
        target: { op: '>=', value: 5 },
        command,
      },
      {
        section: 'images',
        figure: 'article LCP, phone on slow 4G, before (original upload, median of 3)',
        value: ms(phoneBefore),
        unit: 'ms',
        command,
        note: `Lighthouse's mobile throttling applied by DevTools: 562.5 ms latency, 1.44 Mbps, 4x CPU; ${lcpWas(phoneRuns.map((r) => r.before))}`,
      },
      {
        section: 'images',
        figure: 'article LCP, phone on slow 4G, after (chosen variant, median of 3)',
        value: ms(phoneAfter),
        unit: 'ms',
        target: phoneBefore === null ? undefined : { op: '<=', value: ms(phoneBefore)! },
        command,
        note: `target: no later than before; ${lcpWas(phoneRuns.map((r) => r.after))}`,
      },
      {
        section: 'images',
        figure: 'article LCP on localhost, after / before (medians of 5)',
        value:
          after.lcp !== null && before.lcp !== null
            ? Math.round((after.lcp / before.lcp) * 100) / 100
            : null,
        unit: 'x',
        command,
        note: `before ${ms(before.lcp) ?? '-'} ms, after ${ms(after.lcp) ?? '-'} ms; no throttling, so no transfer cost: decoding and painting only, and as noisy as the machine; before: ${lcpWas(local.map((r) => r.before))}; after: ${lcpWas(local.map((r) => r.after))}`,
      },
    ];
  } finally {
    await browser.close();
  }
}
