import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { articleCreateInputSchema } from '@shared/schemas/article';
import {
  advancedToSimple,
  parseSimpleContent,
  sanitizeSimpleContent,
  simpleToAdvanced,
} from '@shared/rules/editor-conversion';
import type { AdvancedContent } from '@shared/rules/editor-conversion';
import { isGenericHeading } from '@shared/rules/generic-headings';

const sample: AdvancedContent = {
  introduction: 'Growth starts with focus.',
  key_points: ['Pick one market', 'Measure weekly'],
  sections: [
    {
      title: 'Choosing a Market',
      content: 'Start where you win.\n\n### Signals\n\nLook at churn.',
    },
    { title: 'Building the Team', content: 'Hire for the motion.' },
  ],
  conclusion: 'Focus compounds.',
};

const sampleText = [
  'Growth starts with focus.',
  '## Key Points',
  '- Pick one market\n- Measure weekly',
  '## Choosing a Market',
  'Start where you win.\n\n### Signals\n\nLook at churn.',
  '## Building the Team',
  'Hire for the motion.',
  '## Conclusion',
  'Focus compounds.',
].join('\n\n');

describe('advancedToSimple', () => {
  it('writes the introduction, key points, sections and a Conclusion heading', () => {
    expect(advancedToSimple(sample)).toBe(sampleText);
  });

  it('leaves out empty parts and the Key Points heading when there are no points', () => {
    const content = { introduction: '', key_points: [' '], sections: [], conclusion: 'End.' };

    expect(advancedToSimple(content)).toBe('## Conclusion\n\nEnd.');
  });

  it('keeps a multi-line key point on one bullet', () => {
    const content = { ...sample, key_points: ['one\ntwo'] };

    expect(advancedToSimple(content)).toContain('- one two');
  });
});

describe('simpleToAdvanced', () => {
  it('splits at second-level headings', () => {
    expect(simpleToAdvanced(sampleText)).toEqual(sample);
  });

  it('recognises the Conclusion and Key Points headings in any case', () => {
    const text = 'Intro\n## KEY POINTS\n* a\n1. b\n## conclusion\nBye';

    expect(simpleToAdvanced(text)).toEqual({
      introduction: 'Intro',
      key_points: ['a', 'b'],
      sections: [{ title: 'Main Content', content: 'Section content' }],
      conclusion: 'Bye',
    });
  });

  it('uses the switch defaults for empty content', () => {
    expect(simpleToAdvanced('')).toEqual({
      introduction: 'Content starts here',
      key_points: [],
      sections: [{ title: 'Main Content', content: 'Section content' }],
      conclusion: 'Final thoughts',
    });
  });

  it('keeps a section heading typed without content yet', () => {
    expect(simpleToAdvanced('Intro\n\n## Pricing').sections).toEqual([
      { title: 'Pricing', content: '' },
    ]);
  });

  it('does not split at headings inside a code block', () => {
    const text = 'Intro\n\n```md\n## Not a section\n```';

    expect(simpleToAdvanced(text).introduction).toBe(text);
  });
});

describe('round trip', () => {
  // Single spaces only: the conversion collapses runs of whitespace in titles and key points.
  const words = fc
    .stringMatching(/^[A-Za-z][A-Za-z0-9 ,]{2,30}[A-Za-z0-9]$/)
    .map((text) => text.replace(/ +/g, ' '));
  const paragraph = fc
    .array(words, { minLength: 1, maxLength: 3 })
    .map((lines) => lines.join('\n'));
  const advanced = fc.record({
    introduction: paragraph,
    key_points: fc.array(words, { maxLength: 5 }),
    sections: fc.array(fc.record({ title: words, content: paragraph }), {
      minLength: 1,
      maxLength: 4,
    }),
    conclusion: paragraph,
  });
  const wellFormed = advanced.filter(
    (content) =>
      content.sections.every((s) => !isGenericHeading(s.title)) &&
      [content.introduction, content.conclusion, ...content.sections.map((s) => s.content)].every(
        (text) => text.split('\n').every((line) => !isGenericHeading(line)),
      ) &&
      content.key_points.every((point) => !['key point', 'point'].includes(point.toLowerCase())),
  );

  it('advanced -> simple -> advanced gives back the same content', () => {
    expect(simpleToAdvanced(advancedToSimple(sample))).toEqual(sample);
    fc.assert(
      fc.property(wellFormed, (content) => {
        expect(simpleToAdvanced(advancedToSimple(content))).toEqual(content);
      }),
    );
  });

  it('the headings advancedToSimple writes survive the sanitiser and the save re-parse', () => {
    fc.assert(
      fc.property(
        wellFormed.filter((c) => c.key_points.length > 0),
        (content) => {
          const simple = advancedToSimple(content);

          const sanitized = sanitizeSimpleContent(simple);

          expect(sanitized).toEqual({ content: simple, warnings: [] });
          expect(parseSimpleContent(sanitized.content, 'Title')).toEqual(content);
        },
      ),
    );
  });

  it('simple -> advanced -> simple is stable after one normalisation', () => {
    const messy = 'Intro  \n\n\n## A title\n\ntext\n## conclusion\n\nEnd';

    const once = advancedToSimple(simpleToAdvanced(messy));

    expect(advancedToSimple(simpleToAdvanced(once))).toBe(once);
  });
});

describe('parseSimpleContent', () => {
  it('keeps a wrapped bullet (indented continuation line) as one key point', () => {
    const text = '## Key Points\n\n- A long point\n  that wraps\n- Second\n\n## A\n\nBody';
    const points = ['A long point that wraps', 'Second'];

    expect(parseSimpleContent(text, 'Title').key_points).toEqual(points);
    expect(simpleToAdvanced(text).key_points).toEqual(points);
  });

  it('never makes prose under Key Points a key point: it joins the part above', () => {
    const text = 'Intro\n\n## Key Points\n\n- First\n- Second\n\nLoose line\n\n## A\n\nBody';

    const parsed = parseSimpleContent(text, 'Title');

    expect(parsed.key_points).toEqual(['First', 'Second']);
    expect(parsed.introduction).toBe('Intro\n\nLoose line');
    expect(simpleToAdvanced(text).key_points).toEqual(['First', 'Second']);
  });

  it('reads key points under the Key Points heading and drops the placeholders', () => {
    const text = 'Intro\n\n## Key Points\n\n- Key point\n- point\n- Real insight\n\n## A\n\nBody';

    expect(parseSimpleContent(text, 'Title').key_points).toEqual(['Real insight']);
  });

  it('uses the save defaults, the introduction falling back to the title', () => {
    expect(parseSimpleContent('', '  My Title ')).toEqual({
      introduction: 'My Title',
      key_points: ['Important insight about this topic'],
      sections: [{ title: 'Main Content', content: 'Section content' }],
      conclusion: 'Conclusion',
    });
  });

  it('drops sections without content', () => {
    const text = 'Intro\n\n## Empty\n\n## Full\n\nBody';

    expect(parseSimpleContent(text, 'T').sections).toEqual([{ title: 'Full', content: 'Body' }]);
  });

  it('always satisfies the advanced form minimums', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const body = parseSimpleContent(text, 'A title');
        const input = {
          title: 'A title',
          slug: 'a-title',
          excerpt: 'e',
          author_id: '6f1c2d3e-4a5b-4c6d-8e7f-8091a2b3c4d5',
          category_id: '11111111-2222-4333-8444-555555555555',
          ...body,
        };

        expect(articleCreateInputSchema.safeParse(input).success).toBe(true);
      }),
    );
  });
});

describe('sanitizeSimpleContent', () => {
  it('returns clean content unchanged, without warnings', () => {
    expect(sanitizeSimpleContent(sampleText)).toEqual({ content: sampleText, warnings: [] });
  });

  it('removes reserved markdown headings with a Restricted heading warning', () => {
    const text = '# Introduction\n\nHello\n\n### Section 2\n\nMore';

    const result = sanitizeSimpleContent(text);

    expect(result.content).toBe('Hello\n\nMore');
    expect(result.warnings.map((w) => w.title)).toEqual(['Restricted heading']);
  });

  it('removes a second Key Points or Conclusion heading as a restricted heading', () => {
    const text = '## Conclusion\n\nA\n\n## Conclusion\n\nB';

    const result = sanitizeSimpleContent(text);

    expect(result.content).toBe('## Conclusion\n\nA\n\nB');
    expect(result.warnings.map((w) => w.kind)).toEqual(['restricted-heading']);
  });

  it('removes lines posing as reserved headings with a Restricted content warning', () => {
    const text = 'Hello\n**Summary**\nIntroduction:\nSection 3\nWorld';

    const result = sanitizeSimpleContent(text);

    expect(result.content).toBe('Hello\nWorld');
    expect(result.warnings.map((w) => w.title)).toEqual(['Restricted content']);
  });

  it('rewrites structural headings written another way, with an adjusted warning', () => {
    const text = 'Hi\n# key points:\n- a\n**CONCLUSION**\nBye';

    const result = sanitizeSimpleContent(text);

    expect(result.content).toBe('Hi\n## Key Points\n- a\n## Conclusion\nBye');
    expect(result.warnings.map((w) => w.title)).toEqual(['Content automatically adjusted']);
  });

  it('removes empty and placeholder key points with a Content cleaned warning', () => {
    const text = '## Key Points\n\n- Key point\n-\n- Point.\n- Keep me\n\n## Other\n\n- point';

    const result = sanitizeSimpleContent(text);

    expect(result.content).toBe('## Key Points\n\n- Keep me\n\n## Other\n\n- point');
    expect(result.warnings.map((w) => w.title)).toEqual(['Content cleaned']);
  });

  it('reports each kind once, in a fixed order, with 2000-3000 ms durations', () => {
    const text = '## Summary\n**Intro**\n### conclusion\n## Key Points\n- point\n## Summary';

    const result = sanitizeSimpleContent(text);

    expect(result.warnings.map((w) => w.title)).toEqual([
      'Restricted heading',
      'Restricted content',
      'Content automatically adjusted',
      'Content cleaned',
    ]);
    for (const warning of result.warnings) {
      expect(warning.durationMs).toBeGreaterThanOrEqual(2000);
      expect(warning.durationMs).toBeLessThanOrEqual(3000);
    }
  });

  it('moves the text of a removed heading out of Key Points instead of making it a point, and says so', () => {
    const text = [
      '## Key Points',
      '- First signal\n- Second signal',
      '## Introduction',
      'Markets are shifting fast this year.',
      '## Market Signals',
      'Demand is up.',
      '## Conclusion',
      'Act now.',
    ].join('\n\n');

    const result = sanitizeSimpleContent(text);
    const saved = parseSimpleContent(result.content, 'Title');

    expect(result.warnings.map((w) => w.title)).toEqual([
      'Restricted heading',
      'Content automatically adjusted',
    ]);
    expect(result.warnings[1]?.description).toContain('Markets are shifting fast this year.');
    expect(saved.key_points).toEqual(['First signal', 'Second signal']);
    expect(saved.introduction).toBe('Markets are shifting fast this year.');
    expect(saved.sections).toEqual([{ title: 'Market Signals', content: 'Demand is up.' }]);
    expect(parseSimpleContent(text, 'Title').key_points).toEqual(['First signal', 'Second signal']);
  });

  it('raises no warning for the text the editor loaded: a saved article reopened is clean', () => {
    // Saved without "## Conclusion": the save default conclusion is the word 'Conclusion'.
    const stored = parseSimpleContent('Only an introduction.\n\n## Body\n\nText.', 'Title');
    const loaded = advancedToSimple(stored);

    const reopened = sanitizeSimpleContent(loaded, { accepted: loaded });
    const edited = sanitizeSimpleContent(`${loaded}\n\nMore words.`, { accepted: loaded });

    expect(reopened).toEqual({ content: loaded, warnings: [] });
    expect(edited.warnings).toEqual([]);
  });

  it('still warns about reserved headings the writer added to loaded text', () => {
    const loaded = 'Intro\n\n## Body\n\nText.';

    const result = sanitizeSimpleContent(`${loaded}\n\n## Summary\n\nEnd.`, { accepted: loaded });

    expect(result.warnings.map((w) => w.title)).toEqual(['Restricted heading']);
  });

  it('leaves code blocks alone', () => {
    const text = '```\n## Introduction\n**Summary**\n```';

    expect(sanitizeSimpleContent(text)).toEqual({ content: text, warnings: [] });
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const once = sanitizeSimpleContent(text).content;

        const twice = sanitizeSimpleContent(once);

        expect(twice.content).toBe(once);
      }),
    );
  });
});
