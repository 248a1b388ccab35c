import { describe, expect, it } from 'vitest';
import { pageInputFields, pageInputsSchema } from '@shared/schemas/page';
import { user } from '@functions/domain/generation/prompts/page-v1';

const request = pageInputsSchema.parse({
  keyword: 'Revenue operations',
  industry: 'SaaS',
  pain_point: 'Pipeline is unpredictable.',
  intent_level: 'commercial',
  cta_type: 'Consultation',
});

describe('page-v1 user prompt', () => {
  it('gives the model every generation input of the schema, one line each in the schema order', () => {
    const lines = user(request).split('\n');

    expect(lines.slice(0, pageInputFields.length)).toEqual([
      'Target keyword: Revenue operations',
      'Industry: SaaS',
      'Pain point: Pipeline is unpredictable.',
      'Intent level: commercial',
      'CTA type: Consultation (the call to action asks the visitor to book a free strategy consultation)',
    ]);
    expect(lines.at(-1)).toBe(
      'Write the landing page and call the write_landing_page tool with it.',
    );
  });

  it('names an unknown CTA type as given', () => {
    const prompt = user({ ...request, cta_type: 'webinar' });

    expect(prompt).toContain(
      'CTA type: webinar (the call to action asks the visitor to act on the CTA "webinar")',
    );
  });
});
