/** The search result preview: Google's cut by pixel width, measured with Arial's widths. */
import { describe, expect, it } from 'vitest';
import {
  lengthGuidance,
  serpBoxes,
  serpLine,
  textWidthPx,
  truncateToWidth,
} from '@shared/rules/serp-preview';

describe('textWidthPx', () => {
  it("measures with Arial's advance widths", () => {
    // H 722 + e 556 + l 222 + l 222 + o 556 = 2278 thousandths of an em, at 20 px.
    expect(textWidthPx('Hello', 20)).toBeCloseTo(45.56, 10);
  });

  it('measures wide letters wider than narrow ones of the same count', () => {
    expect(textWidthPx('WWWW', 20)).toBeCloseTo(75.52, 10);
    expect(textWidthPx('iiii', 20)).toBeCloseTo(17.76, 10);
  });

  it('measures an accented letter as its base letter', () => {
    expect(textWidthPx('é', 14)).toBe(textWidthPx('e', 14));
  });
});

describe('serpLine', () => {
  it('uses a 600 px title box at 20 px and a 920 px description box at 14 px', () => {
    expect(serpBoxes.title).toMatchObject({ fontSizePx: 20, maxWidthPx: 600 });
    expect(serpBoxes.description).toMatchObject({ fontSizePx: 14, maxWidthPx: 920 });
  });

  it('keeps a title that fits, whitespace collapsed', () => {
    expect(serpLine('title', '  Growth   Strategy  ')).toEqual({
      text: 'Growth Strategy',
      truncated: false,
      fullWidthPx: textWidthPx('Growth Strategy', 20),
    });
  });

  it('cuts a long title at a word boundary and adds an ellipsis', () => {
    const line = serpLine(
      'title',
      'Strategic Planning for Growth-Stage SaaS Companies: A Complete Guide to Market Expansion in 2025',
    );

    expect(line.text).toBe('Strategic Planning for Growth-Stage SaaS Companies: A…');
    expect(line.truncated).toBe(true);
  });

  it('cuts by pixels, not characters: 100 narrow letters fit where 31 wide ones do not', () => {
    expect(serpLine('title', 'i'.repeat(100))).toMatchObject({ truncated: false });
    // Cut: 30 W (566.4 px) + the ellipsis (20 px) fit in 600 px; a 31st W would not.
    expect(serpLine('title', 'W'.repeat(40)).text).toBe(`${'W'.repeat(30)}…`);
  });

  it('leaves no dangling separator before the ellipsis', () => {
    const line = truncateToWidth('Growth strategy | Advisory firm for founders', 20, 200);

    expect(line.text).toBe('Growth strategy…');
  });

  it('cuts a single word wider than the box between characters', () => {
    expect(truncateToWidth('Supercalifragilisticexpialidocious', 20, 200).text).toBe(
      'Supercalifragilistice…',
    );
  });

  it('cuts a long description within 920 px at 14 px', () => {
    const text =
      'We help growth-stage companies plan market entry, build partner channels and prepare for acquisitions, with senior advisors who have done it before in fintech, SaaS and healthcare.';
    const line = serpLine('description', text);

    expect(line.truncated).toBe(true);
    expect(line.text).toBe(
      'We help growth-stage companies plan market entry, build partner channels and prepare for acquisitions, with senior advisors who have done it…',
    );
    expect(textWidthPx(line.text, 14)).toBeLessThanOrEqual(920);
  });
});

describe('lengthGuidance', () => {
  it('calls a blank text empty', () => {
    expect(lengthGuidance('title', '   ')).toMatchObject({ chars: 0, verdict: 'empty' });
  });

  it('calls a title under 30 characters short, with its counts', () => {
    expect(lengthGuidance('title', 'Hello')).toMatchObject({
      chars: 5,
      widthPx: 46,
      maxWidthPx: 600,
      verdict: 'short',
    });
  });

  it('calls a title that fits its box good', () => {
    expect(lengthGuidance('title', 'Strategic Planning for SaaS Companies').verdict).toBe('good');
  });

  it('calls a text long exactly when the preview cuts it', () => {
    // 31 W are 585.28 px and fit whole; 32 are 604.16 px.
    expect(lengthGuidance('title', 'W'.repeat(31)).verdict).toBe('good');
    const long = 'W'.repeat(32);

    expect(lengthGuidance('title', long).verdict).toBe('long');
    expect(serpLine('title', long).truncated).toBe(true);
    expect(lengthGuidance('description', 'x'.repeat(200)).verdict).toBe('long');
  });
});
