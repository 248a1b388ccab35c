/**
 * The Insights list and the article page (public-site.md sections 2, 4, 5 and 8): tabs, six per
 * page, pagination in the query string (back/forward), the empty category, the loading skeletons,
 * the failure toast with the sample articles, CollectionPage JSON-LD; on an article: head tags,
 * like, rating, comments, share, image states, sanitised content and links, and Article Not Found.
 * Counts are read from the API, because other specs may publish articles.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { articleHtml } from '../../functions/domain/articles/article-html';
import { categoryLabel } from '../../shared/content/categories';
import { pictureSources } from '../../shared/rules/responsive-image';
import type { ArticleDetail, ArticleListResponse } from '../../shared/schemas/article';
import type { PublicCategoryListResponse } from '../../shared/schemas/category';
import { articleCopy, insightsCopy, sampleArticles } from '../../web/app/content/insights';
import { siteConfig } from './public-pages';
import { baseUrl, hydrated, jsonLdBlocks, toasts } from './site-helpers';

test.use({ baseURL: process.env.BASE_URL });

const cards = (page: Page) => page.getByRole('tabpanel').getByRole('heading', { level: 2 });

async function api<T>(page: Page, path: string): Promise<T> {
  return (await (await page.request.get(`${baseUrl()}${path}`)).json()) as T;
}

async function openList(page: Page, search = '') {
  await page.goto(`/insights${search}`);
  await hydrated(page);
  await expect(page.getByTestId('article-card-skeleton')).toHaveCount(0);
}

test.describe('the list', () => {
  test('shows All and each category with articles, six cards per page and numbered pages', async ({
    page,
  }) => {
    const first = await api<ArticleListResponse>(page, '/api/articles?page=1');
    const categories = await api<PublicCategoryListResponse>(page, '/api/categories');
    await openList(page);

    const tabs = page.getByRole('tablist', { name: insightsCopy.categoriesLabel }).getByRole('tab');
    await expect(tabs).toHaveText([
      insightsCopy.allTab,
      ...categories.items.map((item) => categoryLabel(item.name)),
    ]);
    await expect(page.getByRole('tab', { name: 'Sales', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: insightsCopy.allTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(cards(page)).toHaveText(first.items.map((item) => item.title));
    expect(first.items).toHaveLength(6);

    // Every card: image, date, category, title link, excerpt, author.
    const card = page.getByRole('tabpanel').locator('.group').first();
    const article = first.items[0]!;
    await expect(card.getByRole('link', { name: article.title })).toHaveAttribute(
      'href',
      `/insights/${article.slug}`,
    );
    await expect(card).toContainText(categoryLabel(article.category));
    await expect(card).toContainText(article.author);
    await expect(card.locator('p.line-clamp-2')).toHaveText(article.excerpt);
    // An upload the image worker has processed (another spec may publish one) is a <picture>
    // whose <img> shows its widest variant in the original format.
    const processed = article.image && pictureSources(article.image)?.fallback.src;
    await expect(card.locator('img')).toHaveAttribute(
      'src',
      processed || article.imageUrl || /article-default/,
    );

    // The first row's images load at once (one is the largest paint), the first with priority.
    const images = page.getByRole('tabpanel').locator('.group img');
    expect(
      await images.evaluateAll((nodes) => nodes.map((img) => img.getAttribute('loading'))),
    ).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy']);
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('fetchpriority', 'auto');

    const pagination = page.getByRole('navigation', { name: insightsCopy.pagination.label });
    await expect(pagination.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(
      first.pageCount,
    );
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      pagination.getByRole('button', { name: insightsCopy.pagination.previous }),
    ).toBeDisabled();
  });

  test("the rendered HTML lists the first view's articles with real links, and the list asks the API for nothing", async ({
    page,
    request,
  }) => {
    const first = await api<ArticleListResponse>(page, '/api/articles?page=1');
    const html = await (await request.get('/insights')).text();
    for (const item of first.items) expect(html).toContain(`href="/insights/${item.slug}"`);
    // The data is in the document: no preload, no request after hydration.
    expect(html).not.toMatch(/rel="preload"[^>]*as="fetch"/);

    const asked: string[] = [];
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
    });
    await openList(page);
    await expect(cards(page)).toHaveText(first.items.map((item) => item.title));
    expect(asked).toEqual([]);
  });

  test("the build's placeholder list (served until a render exists) preloads the first view's articles", () => {
    const html = readFileSync(
      join(import.meta.dirname, '../../web/build/client/insights/index.html'),
      'utf8',
    );
    const fetchPreloads = [...html.matchAll(/<link [^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => tag.includes('rel="preload"') && tag.includes('as="fetch"'));
    expect(fetchPreloads.map((tag) => /href="([^"]+)"/.exec(tag)?.[1])).toEqual([
      '/api/articles?page=1',
    ]);
    // An empty crossorigin is the anonymous mode.
    for (const tag of fetchPreloads) expect(tag).toMatch(/crossorigin="(anonymous)?"/);
  });

  test('a page change scrolls to the top and lives in the URL, so back and forward work', async ({
    page,
  }) => {
    const second = await api<ArticleListResponse>(page, '/api/articles?page=2');
    await openList(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const pagination = page.getByRole('navigation', { name: insightsCopy.pagination.label });

    await pagination.getByRole('button', { name: 'Page 2' }).click();

    await expect(page).toHaveURL(/\/insights\?page=2$/);
    await expect(cards(page)).toHaveText(second.items.map((item) => item.title));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);

    await page.goBack();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(pagination.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goForward();
    await expect(cards(page)).toHaveText(second.items.map((item) => item.title));
  });

  test('a category tab filters, resets to page 1 and shows the label (Sales)', async ({ page }) => {
    const sales = await api<ArticleListResponse>(page, '/api/articles?category=Sales+Strategy');
    await openList(page, '?page=2');

    await page.getByRole('tab', { name: 'Sales', exact: true }).click();

    await expect(page).toHaveURL(/\/insights\?category=Sales\+Strategy$/);
    await expect(cards(page)).toHaveText(sales.items.map((item) => item.title));
    await expect(page.getByRole('tabpanel').getByText('Sales', { exact: true })).toHaveCount(
      sales.items.length,
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/insights\?page=2$/);
    await expect(page.getByRole('tab', { name: insightsCopy.allTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('a category without articles says so', async ({ page }) => {
    // A category outside the allowed list never has public articles.
    await openList(page, '?category=Operations');

    await expect(page.getByText(insightsCopy.empty)).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Operations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('navigation', { name: insightsCopy.pagination.label })).toHaveCount(
      0,
    );
  });

  test('six skeleton cards show while loading; one page has no pagination', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/articles\?/, async (route) => {
      await held;
      await route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ items: sampleArticles, page: 1, pageCount: 1, total: 2 }),
      });
    });
    // A view the edge has not rendered (page 2) loads on the client.
    await page.goto('/insights?page=2');
    await hydrated(page);

    await expect(page.getByTestId('article-card-skeleton')).toHaveCount(6);
    release();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: insightsCopy.pagination.label })).toHaveCount(
      0,
    );
  });

  test('when the list fails: the error toast and the two sample articles', async ({ page }) => {
    await page.route(/\/api\/articles\?/, (route) => route.abort());
    await page.goto('/insights?page=2');
    await hydrated(page);

    await expect(toasts(page)).toContainText(insightsCopy.loadError.title);
    await expect(toasts(page)).toContainText(insightsCopy.loadError.description);
    await expect(cards(page)).toHaveText(sampleArticles.map((article) => article.title));
    await expect(page.getByRole('tabpanel')).toContainText('Strategy');
    await expect(page.getByRole('tabpanel')).toContainText('Operations');
  });

  test('a broken card image falls back to the default image; missing fields to their fallbacks', async ({
    page,
  }) => {
    await page.route(/\/api\/articles\?/, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          items: [
            { ...sampleArticles[0], imageUrl: '/media/missing-image.jpg' },
            { ...sampleArticles[1], title: '', author: '', date: sampleArticles[1]!.date },
          ],
          page: 1,
          pageCount: 1,
          total: 2,
        }),
      }),
    );
    await openList(page, '?page=2');

    const images = page.getByRole('tabpanel').locator('img');
    await expect(images.first()).toHaveAttribute('src', /article-default\.svg$/);
    await expect(page.getByRole('tabpanel')).toContainText('Untitled');
    await expect(page.getByRole('tabpanel')).toContainText('Anonymous');
  });

  test('CollectionPage JSON-LD lists the loaded articles (at most 10)', async ({ page }) => {
    const first = await api<ArticleListResponse>(page, '/api/articles?page=1');
    await openList(page);

    await expect
      .poll(async () => (await jsonLdBlocks(page)).some((b) => b['@type'] === 'CollectionPage'))
      .toBe(true);
    const block = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'CollectionPage')!;
    const parts = block.hasPart as { url: string }[];
    expect(parts.length).toBeLessThanOrEqual(10);
    expect(parts.map((part) => part.url)).toEqual(
      first.items.map((item) => `${siteConfig.publicOrigin}/insights/${item.slug}`),
    );
  });
});

test.describe('an article', () => {
  /**
   * The newest article of page 1 whose head is the default one: other specs publish articles
   * with SEO overrides (a meta title, a canonical elsewhere), which have head tags of their own.
   */
  async function openFirstArticle(page: Page): Promise<ArticleDetail> {
    const first = await api<ArticleListResponse>(page, '/api/articles?page=1');
    let detail: ArticleDetail | undefined;
    for (const item of first.items) {
      const candidate = await api<ArticleDetail>(page, `/api/articles/${item.slug}`);
      const seo = candidate.seo;
      if (!seo || (!seo.meta_title && !seo.meta_description && !seo.canonical && !seo.noindex)) {
        detail = candidate;
        break;
      }
    }
    if (!detail) throw new Error('No article with default head tags on page 1');
    const slug = detail.slug;
    await openList(page);
    await page.getByRole('link', { name: detail.title }).click();
    await expect(page).toHaveURL(new RegExp(`/insights/${slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
    return detail;
  }

  test('shows its header, body and head tags', async ({ page }) => {
    const article = await openFirstArticle(page);

    await expect(page.getByRole('link', { name: articleCopy.back })).toHaveAttribute(
      'href',
      '/insights',
    );
    await expect(page.getByText(articleCopy.by(article.author))).toBeVisible();
    const date = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(article.date));
    await expect(page.locator('article time')).toHaveText(date);
    await expect(page.locator('article')).toContainText(categoryLabel(article.category));
    await expect(page.getByRole('heading', { name: articleCopy.keyPoints })).toBeVisible();
    for (const point of article.content.keyPoints) {
      await expect(
        page
          .locator('article li')
          .filter({ hasText: point.slice(0, 30) })
          .first(),
      ).toBeVisible();
    }

    await expect(page).toHaveTitle(`${article.title} | ${siteConfig.brandName}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${siteConfig.publicOrigin}/insights/${article.slug}`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      article.excerpt,
    );
    const block = (await jsonLdBlocks(page)).find((b) => b['@type'] === 'Article')!;
    expect(block.datePublished).toBe(article.date);
    // The last change: another spec may have edited the article it found first on page 1.
    expect(block.dateModified).toBe(article.modified ?? article.date);
    expect(block.headline).toBe(article.title);
  });

  test('like once, rate once, comment and share', async ({ page, context }) => {
    await openFirstArticle(page);

    const like = page.getByTestId('like-button');
    await like.click();
    await expect(toasts(page)).toContainText(articleCopy.like.toast);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('like-count')).toHaveText('1');
    await like.click();
    await expect(page.getByTestId('like-count')).toHaveText('1');

    await page.getByRole('button', { name: articleCopy.rating.star(4) }).click();
    await expect(toasts(page)).toContainText(articleCopy.rating.toast);
    await expect(toasts(page)).toContainText(articleCopy.rating.toastDescription(4));
    await expect(page.getByTestId('rating-result')).toHaveText('(4/5)');
    for (let n = 1; n <= 5; n += 1) {
      await expect(page.getByRole('button', { name: articleCopy.rating.star(n) })).toBeDisabled();
    }

    await page.getByRole('button', { name: /^Comments/ }).click();
    const field = page.getByLabel(articleCopy.comments.fieldLabel);
    const post = page.getByRole('button', { name: articleCopy.comments.post });
    await expect(post).toBeDisabled();
    await field.fill('   ');
    await expect(post).toBeDisabled();
    await field.fill('  A sharp piece on staged commitment.  ');
    await post.click();
    await expect(toasts(page)).toContainText(articleCopy.comments.toast);
    await expect(
      page.getByText('A sharp piece on staged commitment.', { exact: true }),
    ).toBeVisible();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: /^Comments \(1\)/ })).toBeVisible();

    // No share sheet in this browser: the link is copied.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await page.getByRole('button', { name: articleCopy.share.label }).click();
    await expect(toasts(page)).toContainText(articleCopy.share.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test('share uses the share sheet with the title and URL when there is one', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          (window as unknown as { __shared: ShareData }).__shared = data;
          return Promise.resolve();
        },
      });
    });
    const article = await openFirstArticle(page);

    await page.getByRole('button', { name: articleCopy.share.label }).click();

    await expect(toasts(page)).toContainText(articleCopy.share.shared);
    const shared = await page.evaluate(
      () => (window as unknown as { __shared: ShareData }).__shared,
    );
    expect(shared).toEqual({ title: article.title, url: page.url() });
  });

  test('an unknown slug shows Article Not Found with a way back', async ({ page }) => {
    await page.goto('/insights/no-such-article-anywhere');
    await hydrated(page);

    await expect(
      page.getByRole('heading', { level: 1, name: articleCopy.notFound.heading }),
    ).toBeVisible();
    await expect(page.getByText(articleCopy.notFound.text)).toBeVisible();
    await expect(page.getByRole('link', { name: articleCopy.notFound.back })).toHaveAttribute(
      'href',
      '/insights',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('a failing read shows Article Not Found too', async ({ page }) => {
    await page.route('**/api/articles/some-slug', (route) => route.fulfill({ status: 500 }));
    await page.goto('/insights/some-slug');
    await hydrated(page);

    await expect(
      page.getByRole('heading', { level: 1, name: articleCopy.notFound.heading }),
    ).toBeVisible();
  });

  /** Serves one made-up article at /insights/test-article. */
  async function fakeArticle(page: Page, changes: Partial<ArticleDetail>) {
    const body: Omit<ArticleDetail, 'html'> = {
      ...sampleArticles[0]!,
      slug: 'test-article',
      content: {
        introduction: 'Intro text.',
        keyPoints: ['One point'],
        sections: [{ title: 'A section', content: 'Section text.' }],
        conclusion: 'Closing text.',
      },
      ...changes,
    };
    // The HTML the API would send for this body, from the API's own renderer.
    const detail: ArticleDetail = { ...body, html: articleHtml(body) };
    await page.route('**/api/articles/test-article', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify(detail) }),
    );
    await page.goto('/insights/test-article');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
  }

  test('an image that fails to load shows the placeholder with its URL and a toast', async ({
    page,
  }) => {
    await fakeArticle(page, { imageUrl: '/media/not-there.jpg' });

    const failed = page.getByTestId('article-image-failed');
    await expect(failed).toContainText(articleCopy.image.failedText);
    await expect(failed).toContainText('/media/not-there.jpg');
    await expect(toasts(page)).toContainText(articleCopy.image.failedToast.title);
    await expect(toasts(page)).toContainText(articleCopy.image.failedToast.description);
  });

  test('a malformed image URL gets the Invalid image URL toast', async ({ page }) => {
    await fakeArticle(page, { imageUrl: 'ht!tp:// not a url' });

    await expect(toasts(page)).toContainText(articleCopy.image.invalidToast.title);
    await expect(toasts(page)).toContainText(articleCopy.image.invalidToast.description);
  });

  test('content is sanitised; {slug} tokens link to /articles/, external links open a new tab', async ({
    page,
  }) => {
    await fakeArticle(page, {
      content: {
        introduction:
          'Read {market-entry-basics} first. See [the guide](https://example.org/guide) and [contact](/contact).\n\n<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>',
        keyPoints: ['**Bold** point with <b onclick="x()">html</b>'],
        sections: [{ title: 'Links', content: '[bad](javascript:alert(1))' }],
        conclusion: 'Done.',
      },
    });

    const article = page.locator('article');
    const token = article.getByRole('link', { name: 'market-entry-basics' });
    await expect(token).toHaveAttribute('href', '/articles/market-entry-basics');
    await expect(token).not.toHaveAttribute('target', /.*/);
    const external = article.getByRole('link', { name: 'the guide' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(article.getByRole('link', { name: 'contact' })).not.toHaveAttribute(
      'target',
      /.*/,
    );
    await expect(
      article.locator('script:not([type="application/ld+json"]), img[onerror], [onclick]'),
    ).toHaveCount(0);
    await expect(article.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();

    // A site link in the text navigates in the app, as a router link would: same document.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await article.getByRole('link', { name: 'contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBe(true);
  });
});
