import { describe, expect, it } from 'vitest';
import { applyMarkdownFormat } from '~/features/editor/markdown-format';

describe('toolbar formats', () => {
  it('wraps the selection in bold and italic marks and keeps it selected', () => {
    expect(applyMarkdownFormat({ text: 'a word here', start: 2, end: 6 }, 'bold')).toEqual({
      text: 'a **word** here',
      start: 4,
      end: 8,
    });
    expect(applyMarkdownFormat({ text: 'a word', start: 2, end: 6 }, 'italic').text).toBe(
      'a _word_',
    );
  });

  it('inserts a selected placeholder when nothing is selected', () => {
    expect(applyMarkdownFormat({ text: '', start: 0, end: 0 }, 'bold')).toEqual({
      text: '**bold text**',
      start: 2,
      end: 11,
    });
  });

  it('turns the selection into a link with the URL selected', () => {
    const result = applyMarkdownFormat({ text: 'see docs', start: 4, end: 8 }, 'link');

    expect(result.text).toBe('see [docs](https://)');
    expect(result.text.slice(result.start, result.end)).toBe('https://');
  });

  it('sets, changes and toggles off heading levels on the current lines', () => {
    const h2 = applyMarkdownFormat({ text: 'one\ntwo\nthree', start: 5, end: 5 }, 'h2');
    expect(h2.text).toBe('one\n## two\nthree');

    expect(applyMarkdownFormat({ text: h2.text, start: 6, end: 6 }, 'h1').text).toBe(
      'one\n# two\nthree',
    );
    expect(applyMarkdownFormat({ text: h2.text, start: 6, end: 6 }, 'h2').text).toBe(
      'one\ntwo\nthree',
    );
    expect(applyMarkdownFormat({ text: 'a\nb\n', start: 0, end: 4 }, 'h3').text).toBe(
      '### a\n### b\n',
    );
  });
});
