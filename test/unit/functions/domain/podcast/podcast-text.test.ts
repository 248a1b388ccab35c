import { describe, expect, it } from 'vitest';
import { formatDuration, htmlToText } from '@functions/domain/podcast/podcast-text';

describe('htmlToText', () => {
  it('removes tags, scripts and comments and keeps paragraphs as lines', () => {
    const text = htmlToText(
      '<p>Hello <b>there</b></p><!-- note --><script>alert(1)</script><p>Second<br/>line</p>',
    );

    expect(text).toBe('Hello there\nSecond\nline');
  });

  it('decodes entities after removing the markup, so escaped angle brackets stay text', () => {
    expect(htmlToText('<p>a &lt;b&gt; c &amp;amp; d&nbsp;e</p>')).toBe('a <b> c &amp; d e');
  });

  it('leaves comparison signs in prose alone', () => {
    expect(htmlToText('costs < benefits and x > y')).toBe('costs < benefits and x > y');
  });
});

describe('htmlToText character references', () => {
  it('decodes named, decimal and hexadecimal references and leaves unknown names', () => {
    expect(htmlToText('&mdash; &#8230; &#x2192; &bogus; &amp;')).toBe('— … → &bogus; &');
  });
});

describe('formatDuration', () => {
  it.each([
    ['1935', '32:15'],
    ['59', '0:59'],
    ['3725', '1:02:05'],
    ['1935.7', '32:15'],
    ['32:15', '32:15'],
    ['05:30', '5:30'],
    ['01:02:03', '1:02:03'],
    ['0:45:10', '45:10'],
    ['75:00', '1:15:00'],
    ['', ''],
    ['about an hour', ''],
    [undefined, ''],
  ])('shows %s as %s', (raw, shown) => {
    expect(formatDuration(raw)).toBe(shown);
  });
});
