/**
 * The article body as the API renders it (functions/domain/articles/article-html.ts): GFM
 * markdown to HTML that no script survives, headings below the page's own, `{slug}` tokens as
 * site links, and links to other origins in a new tab.
 */
import { describe, expect, it } from 'vitest';
import { articleHtml, articleMarkdownToHtml } from '@functions/domain/articles/article-html';
import { isInternalHref } from '@shared/rules/internal-href';

describe('articleMarkdownToHtml', () => {
  it('renders markdown with GFM tables and strikethrough', () => {
    const html = articleMarkdownToHtml(
      'Some **bold** and ~~old~~ text.\n\n| Plan | Price |\n| --- | --- |\n| Pro | 10 |',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<del>old</del>');
    expect(html).toMatch(/<table>[\s\S]*<th>Plan<\/th>[\s\S]*<td>Pro<\/td>/);
  });

  it('drops raw HTML, event handlers and javascript: links', () => {
    const html = articleMarkdownToHtml(
      'Hi <img src=x onerror="alert(1)"><script>alert(2)</script> [bad](javascript:alert(3)) <b onclick="x()">b</b>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    expect(html).toContain('bad');
  });

  it('turns headings in the text into H3, below the page H1 and section H2s', () => {
    const html = articleMarkdownToHtml('# Big\n\n## Medium\n\n### Small');
    expect(html).not.toMatch(/<h[12]/);
    expect(html.match(/<h3>/g)).toHaveLength(3);
  });

  it('links {slug} tokens to /articles/{slug} in the same tab', () => {
    expect(articleMarkdownToHtml('Read {market-entry-basics}.')).toBe(
      '<p>Read <a href="/articles/market-entry-basics">market-entry-basics</a>.</p>',
    );
  });

  it('opens links to other origins in a new tab, site links in the same one', () => {
    const html = articleMarkdownToHtml(
      '[guide](https://example.org/guide), [evil](//evil.example/x) and [contact](/contact)',
    );
    expect(html).toContain(
      '<a href="https://example.org/guide" target="_blank" rel="noopener noreferrer">guide</a>',
    );
    expect(html).toContain(
      '<a href="//evil.example/x" target="_blank" rel="noopener noreferrer">evil</a>',
    );
    expect(html).toContain('<a href="/contact">contact</a>');
  });

  it('leaves an empty field empty', () => {
    expect(articleMarkdownToHtml('  \n ')).toBe('');
  });
});

describe('articleHtml', () => {
  it('renders every markdown field of the body, sections in order', () => {
    const html = articleHtml({
      excerpt: 'The *gist*.',
      content: {
        introduction: 'Intro.',
        keyPoints: ['One', 'Two'],
        sections: [
          { title: 'A', content: 'First.' },
          { title: 'B', content: 'Second.' },
        ],
        conclusion: '',
      },
    });
    expect(html).toEqual({
      excerpt: '<p>The <em>gist</em>.</p>',
      introduction: '<p>Intro.</p>',
      keyPoints: ['<p>One</p>', '<p>Two</p>'],
      sections: ['<p>First.</p>', '<p>Second.</p>'],
      conclusion: '',
    });
  });
});

describe('isInternalHref', () => {
  it('treats site paths and anchors as internal', () => {
    expect(isInternalHref('/articles/market-entry')).toBe(true);
    expect(isInternalHref('/contact')).toBe(true);
    expect(isInternalHref('#section')).toBe(true);
  });

  it('treats other origins, protocol-relative links and mail links as external', () => {
    expect(isInternalHref('https://example.org/')).toBe(false);
    expect(isInternalHref('//evil.example/path')).toBe(false);
    expect(isInternalHref('mailto:hello@example.com')).toBe(false);
  });
});
