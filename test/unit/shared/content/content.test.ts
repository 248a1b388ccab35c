import { describe, expect, it } from 'vitest';
import { categoryLabel, isAllowedCategory } from '@shared/content/categories';
import { cookieCategories } from '@shared/content/cookie-categories';
import { defaultAuthorName } from '@shared/content/default-author';
import { diagnosticQuestions, diagnosticStepCount } from '@shared/content/diagnostic-questions';
import { batchSummaryMessage } from '@shared/content/generation-messages';
import { interestLabel, interestOptions } from '@shared/content/interests';
import {
  aiUseAreaValues,
  blockerValues,
  diagnosticAnswersSchema,
  initiativeValues,
  investmentValues,
  numToolsValues,
  outcomeValues,
  timeframeValues,
} from '@shared/schemas/diagnostic';

describe('interests', () => {
  it('labels the 8 interest values', () => {
    expect(interestOptions).toHaveLength(8);
    expect(interestLabel('ma')).toBe('Mergers & Acquisitions');
    expect(interestLabel('business-development')).toBe('Business Development');
  });

  it('shows an unknown value as it is', () => {
    expect(interestLabel('legacy-value')).toBe('legacy-value');
  });
});

describe('categories', () => {
  it('allows the six listed categories, exactly', () => {
    expect(isAllowedCategory('Sales Strategy')).toBe(true);
    expect(isAllowedCategory('M&A')).toBe(true);
    expect(isAllowedCategory('strategy')).toBe(false);
    expect(isAllowedCategory('Operations')).toBe(false);
    expect(isAllowedCategory(undefined)).toBe(false);
  });

  it('shows Sales Strategy as Sales and other names as they are', () => {
    expect(categoryLabel('Sales Strategy')).toBe('Sales');
    expect(categoryLabel('Strategy')).toBe('Strategy');
    expect(categoryLabel('Operations')).toBe('Operations');
  });
});

describe('defaultAuthorName', () => {
  it('is the brand followed by Team', () => {
    expect(defaultAuthorName(' Meridian Advisory ')).toBe('Meridian Advisory Team');
  });
});

describe('cookieCategories', () => {
  it('lists necessary as the only essential category of four', () => {
    expect(cookieCategories.map((c) => c.id)).toEqual([
      'necessary',
      'analytics',
      'preferences',
      'session',
    ]);
    expect(cookieCategories.filter((c) => c.essential).map((c) => c.id)).toEqual(['necessary']);
  });
});

describe('diagnosticQuestions', () => {
  it('asks 7 questions in step order covering every answer', () => {
    expect(diagnosticQuestions).toHaveLength(diagnosticStepCount);
    expect(diagnosticQuestions.map((q) => q.step)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(diagnosticQuestions.map((q) => q.id).sort()).toEqual(
      Object.keys(diagnosticAnswersSchema.shape).sort(),
    );
  });

  it('offers every enumerated value with a label', () => {
    const valuesOf = (id: string) =>
      diagnosticQuestions.find((q) => q.id === id)?.options.map((o) => o.value);

    expect(valuesOf('timeframe')).toEqual([...timeframeValues]);
    expect(valuesOf('investment')).toEqual([...investmentValues]);
    expect(valuesOf('aiUseAreas')).toEqual([...aiUseAreaValues]);
    expect(valuesOf('blockers')).toEqual([...blockerValues]);
    expect(valuesOf('outcomes')).toEqual([...outcomeValues]);
    expect(valuesOf('numTools')).toEqual([...numToolsValues]);
    expect(valuesOf('initiative')).toEqual([...initiativeValues]);
    for (const question of diagnosticQuestions) {
      expect(question.options.every((o) => o.label.trim() !== '')).toBe(true);
    }
  });

  it('uses the spec gating messages and caps blockers and outcomes at 3', () => {
    const byId = Object.fromEntries(diagnosticQuestions.map((q) => [q.id, q]));

    expect(byId.timeframe?.gatingMessage).toBe('Please select an option to continue');
    expect(byId.aiUseAreas?.gatingMessage).toBe('Please select at least one area to continue');
    expect(byId.blockers?.gatingMessage).toBe('Please select at least one blocker to continue');
    expect(byId.outcomes?.gatingMessage).toBe('Please select at least one outcome to continue');
    expect(byId.blockers?.maxPicks).toBe(3);
    expect(byId.outcomes?.maxPicks).toBe(3);
  });
});

describe('batchSummaryMessage', () => {
  it('writes the spec summary', () => {
    expect(batchSummaryMessage(3, 5)).toBe(
      'Batch processing complete: Successfully generated 3 out of 5 articles.',
    );
  });
});
