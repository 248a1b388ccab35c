import { describe, expect, it } from 'vitest';
import {
  headingLabel,
  isGenericHeading,
  parseHeadingLine,
  pseudoHeadingText,
} from '@shared/rules/generic-headings';

describe('headingLabel', () => {
  it('drops heading marks, emphasis, numbering and trailing punctuation', () => {
    expect(headingLabel('## **Key  Points:** ##')).toBe('key points');
    expect(headingLabel('1. Introduction.')).toBe('introduction');
  });
});

describe('isGenericHeading', () => {
  it.each([
    'Introduction',
    'INTRO',
    'Conclusion:',
    'In Conclusion',
    'Summary',
    'Key Points',
    'Key Takeaways',
    'Takeaways',
    'Section 3',
    'Part II',
    'Chapter 12',
    '**Section 1**',
  ])('recognises %s', (text) => {
    expect(isGenericHeading(text)).toBe(true);
  });

  it.each(['Pricing Strategy', 'Section Leaders', 'The Summary Judgement Problem', 'Partnerships'])(
    'leaves the real heading %s alone',
    (text) => {
      expect(isGenericHeading(text)).toBe(false);
    },
  );
});

describe('parseHeadingLine', () => {
  it('reads the level and text of an ATX heading, closing hashes removed', () => {
    expect(parseHeadingLine('### Pricing ###')).toEqual({ level: 3, text: 'Pricing' });
  });

  it('ignores lines that are not headings', () => {
    expect(parseHeadingLine('#hashtag')).toBeUndefined();
    expect(parseHeadingLine('    ## indented code')).toBeUndefined();
    expect(parseHeadingLine('plain')).toBeUndefined();
  });
});

describe('pseudoHeadingText', () => {
  it('reads bold-only lines and label lines', () => {
    expect(pseudoHeadingText('**Summary**')).toBe('Summary');
    expect(pseudoHeadingText('__Summary__:')).toBe('Summary');
    expect(pseudoHeadingText('Conclusion:')).toBe('Conclusion');
  });

  it('ignores sentences and bold words inside a sentence', () => {
    expect(pseudoHeadingText('This is **bold** text.')).toBeUndefined();
    expect(pseudoHeadingText('We did this. Then:')).toBeUndefined();
  });
});
