/**
 * The sandbox of test/e2e/hostile-xss.spec.ts, run with tsx in a process of its own (the browser
 * test's loader cannot load the sandbox, and the repositories must run where the sandbox runs).
 * It starts a sandbox on a free port with the data dir in DATA_DIR, stores the hostile content,
 * prints one line `HOSTILE_XSS <json>` naming the site, the admin and what it stored, and runs
 * until SIGINT/SIGTERM.
 *
 * Stored (payloads in hostile-xss-payloads.ts):
 * - articles through the admin API: title, excerpt, introduction, key points, section titles and
 *   bodies, conclusion, and an author whose name is a payload (names are copied onto articles);
 * - model output: an article shaped like a generated draft, saved through the same admin API
 *   (the offline model writes from its inputs, so this is what a hostile model answer becomes);
 * - rows no API would accept, written through the repositories, as a legacy row or a bug could
 *   leave them: articles whose image_url is a script URL, and a published programmatic page
 *   whose every text field is a payload.
 */
import { randomUUID } from 'node:crypto';
import { isAllowedCategory } from '@shared/content/categories';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import { articleRepository } from '@functions/adapters/repositories/articles-repository';
import { pageRepository } from '@functions/adapters/repositories/pages-repository';
import { sendRenderJob } from '@functions/adapters/render-queue';
import { start } from '../../infra/local/index';
import {
  canary,
  hostileXssLine,
  probeMarker,
  xssPayloads,
  type HostileXssSite,
} from './hostile-xss-payloads';

const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const chunk = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, i * size + size),
  );

async function main() {
  const sandbox = await start({ port: 0, dataDir: process.env.DATA_DIR });
  const stop = () => void sandbox.end().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  const auth = await fetch(`${sandbox.cognito.endpoint}/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: sandbox.cognito.clientId,
      AuthParameters: { USERNAME: sandbox.admin.email, PASSWORD: sandbox.admin.password },
    }),
  });
  const token = ((await auth.json()) as { AuthenticationResult?: { IdToken?: string } })
    .AuthenticationResult?.IdToken;
  if (!token) throw new Error('the seeded admin could not sign in');

  async function api<T>(method: string, path: string, body?: unknown, expected = 201): Promise<T> {
    const response = await fetch(`${sandbox.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status !== expected) {
      throw new Error(`${method} ${path} answered ${response.status}, not ${expected}: ${text}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const categories = await api<{ items: { id: string; name: string }[] }>(
    'GET',
    '/api/admin/categories',
    undefined,
    200,
  );
  const category = categories.items.find((c) => isAllowedCategory(c.name));
  if (!category) throw new Error('the seed has no allowed category');
  const author = await api<{ id: string; name: string }>('POST', '/api/admin/authors', {
    name: `<img src=x onerror=window.${canary}=1>`,
    bio: xssPayloads.slice(0, 10).join('\n'),
  });

  const articles: HostileXssSite['articles'] = [];
  // One-line fields refuse control characters (a tab included: 400 naming the field), so a payload
  // goes into them with its tabs as spaces; the multi-line fields keep it as written.
  // eslint-disable-next-line no-control-regex -- the control characters are what it replaces
  const oneLine = (text: string) => text.replace(/[\u0000-\u001f]/g, ' ');
  // Through the admin API: every payload in every kind of field.
  for (const [index, group] of chunk(xssPayloads, 10).entries()) {
    articles.push(
      await api('POST', '/api/admin/articles', {
        title: clip(oneLine(`${probeMarker} ${index} ${group[0]}`), 200),
        slug: `xss-probe-${index}`,
        excerpt: clip(`${probeMarker} excerpt ${group.join(' ')}`, 500),
        author_id: author.id,
        category_id: category.id,
        is_published: true,
        introduction: group.join('\n\n'),
        key_points: group.map((payload) => clip(oneLine(payload), 1000)),
        sections: group.map((payload, n) => ({
          title: clip(oneLine(`Section ${n} ${payload}`), 200),
          content: payload,
        })),
        conclusion: group.join(' '),
      }),
    );
  }

  // Model output: a generated-looking draft carrying payloads in its markdown.
  articles.push(
    await api('POST', '/api/admin/articles', {
      title: `${probeMarker} generated draft`,
      slug: 'xss-probe-generated',
      excerpt: 'An offline draft written from hostile inputs.',
      author_id: author.id,
      category_id: category.id,
      is_published: true,
      introduction: `> Offline draft\n\n${xssPayloads.filter((p) => /^[[!]/.test(p)).join('\n\n')}`,
      key_points: [
        `**Bold** point with [a link](javascript:window.${canary}=1)`,
        '<b onclick=alert(1)>bold</b>',
      ],
      sections: [
        {
          title: 'Why it matters',
          content: `## Heading <img src=x onerror=alert(1)>\n\n${xssPayloads.join('\n')}`,
        },
      ],
      conclusion: '[Book a call](javascript:alert(1)) or [read more](/insights)',
    }),
  );

  // The API refuses script URLs as images...
  await api(
    'POST',
    '/api/admin/articles',
    {
      title: `${probeMarker} refused`,
      excerpt: 'x',
      author_id: author.id,
      category_id: category.id,
      image_url: `javascript:window.${canary}=1`,
      introduction: 'x',
      key_points: ['x'],
      sections: [{ title: 'x', content: 'x' }],
      conclusion: 'x',
    },
    400,
  );

  // ...so rows that hold them anyway are written through the repositories.
  const now = new Date().toISOString();
  const imageUrls = [
    `javascript:window.${canary}=1`,
    `x" onerror="window.${canary}=1`,
    `data:text/html,<script>window.${canary}=1</script>`,
  ];
  for (const [index, imageUrl] of imageUrls.entries()) {
    const record: ArticleRecord = {
      id: randomUUID(),
      title: `${probeMarker} legacy row ${index}`,
      slug: `xss-probe-legacy-${index}`,
      excerpt: xssPayloads[index]!,
      author_id: author.id,
      category_id: category.id,
      author_name: author.name,
      category_name: category.name,
      introduction: xssPayloads.join('\n'),
      key_points: [...xssPayloads.slice(0, 20)],
      sections: [{ title: xssPayloads[8]!, content: xssPayloads.join('\n\n') }],
      conclusion: xssPayloads[21]!,
      image_url: imageUrl,
      is_published: true,
      published_date: now,
      updated_at: now,
      created_at: now,
      version: 1,
    };
    const written = await articleRepository.create(record);
    if (!written.ok) throw new Error(`legacy article not written: ${written.reason}`);
    articles.push(record);
  }

  const pageSlug = 'xss-probe-page';
  const page: PageRecord = {
    id: randomUUID(),
    keyword: xssPayloads[0]!,
    industry: xssPayloads[8]!,
    pain_point: xssPayloads[21]!,
    intent_level: 'high',
    cta_type: xssPayloads[42]!,
    slug: pageSlug,
    status: 'published',
    title: `${probeMarker} page ${xssPayloads[5]}`,
    meta_description: xssPayloads[9]!,
    h1: `${probeMarker} page ${xssPayloads[10]}`,
    subheadline: xssPayloads[35]!,
    intro_paragraph: xssPayloads.join('\n'),
    value_bullets: xssPayloads.slice(20, 26),
    cta_section: xssPayloads.slice(40, 48).join('\n'),
    faqs: chunk(xssPayloads, 2)
      .slice(0, 6)
      .map(([question, answer]) => ({ question: question!, answer: answer ?? question! })),
    error_message: null,
    created_at: now,
    updated_at: now,
    version: 1,
  };
  if ((await pageRepository.create(page)) !== 'created') {
    throw new Error('the hostile page was not written');
  }

  // The rows written past the API asked for no render: render the whole site, as a deploy does,
  // so every hostile page is served as the render worker renders it.
  await sendRenderJob({ type: 'site' });
  await sandbox.queue.idle(120_000);

  const site: HostileXssSite = { url: sandbox.url, admin: sandbox.admin, articles, pageSlug };
  process.stdout.write(`${hostileXssLine}${JSON.stringify(site)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
