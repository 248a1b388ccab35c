/**
 * The rewrite's sections of a markdown body: each `## ` heading's text runs from the line after
 * it to the next heading, so a rewrite replaces exactly that passage and keeps the headings.
 */
import { describe, expect, it } from 'vitest';
import { bodySections } from '~/features/editor/components/assist-panel';

describe('bodySections', () => {
  it("finds each heading's passage, up to the next heading or the end", () => {
    const body =
      'Opening words.\n\n## Why it matters\n\nFirst part.\n\n## What to do\nSecond part.';

    const sections = bodySections(body);

    expect(sections.map((section) => section.heading)).toEqual(['Why it matters', 'What to do']);
    expect(body.slice(sections[0]!.start, sections[0]!.end)).toBe('\nFirst part.\n\n');
    expect(body.slice(sections[1]!.start, sections[1]!.end)).toBe('Second part.');
  });

  it('has none in a body without headings, and an empty passage under a last bare heading', () => {
    expect(bodySections('Just text.')).toEqual([]);
    const body = 'Text.\n## Alone';
    const [alone] = bodySections(body);
    expect(body.slice(alone!.start, alone!.end)).toBe('');
  });
});
