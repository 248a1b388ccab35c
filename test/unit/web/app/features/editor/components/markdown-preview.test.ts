import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { articleMarkdownToHtml } from '@functions/domain/articles/article-html';
import { MarkdownPreview } from '~/features/editor/components/markdown-preview';

/** Markup without the whitespace between tags (React leaves it out of tables; it renders nothing). */
const tight = (html: string) => html.replace(/>\s+</g, '><').trim();

/** The preview's rendered body, without its wrapper. */
function preview(markdown: string): string {
  const html = renderToStaticMarkup(createElement(MarkdownPreview, { markdown }));
  return html.replace(/^<div[^>]*>/, '').replace(/<\/div>$/, '');
}

const sample = [
  '# A heading the author wrote as H1',
  '',
  '## And one as H2',
  '',
  'Read {pricing-for-growth}, [our services](/solutions/growth-enablement) or [a study](https://example.com/study).',
  '',
  '- one',
  '- two',
  '',
  '| Metric | Value |',
  '| --- | --- |',
  '| Win rate | 32% |',
  '',
  '<script>alert(1)</script><img src=x onerror=alert(1)>',
].join('\n');

describe('the editor preview', () => {
  it('shows what the article page will: the same HTML as the API renders', () => {
    expect(tight(preview(sample))).toBe(tight(articleMarkdownToHtml(sample)));
  });

  it('applies the page rules: headings as H3, other origins in a new tab, {slug} as a link', () => {
    const html = preview(sample);
    expect(html).not.toMatch(/<h[12][\s>]/);
    expect(html).toContain('<h3>A heading the author wrote as H1</h3>');
    expect(html).toContain(
      '<a href="https://example.com/study" target="_blank" rel="noopener noreferrer">a study</a>',
    );
    expect(html).toContain('<a href="/solutions/growth-enablement">our services</a>');
    expect(html).toContain('<a href="/articles/pricing-for-growth">pricing-for-growth</a>');
    expect(html).not.toMatch(/<script|onerror/);
  });
});
