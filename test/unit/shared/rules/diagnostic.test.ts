import { describe, expect, it } from 'vitest';
import type { DiagnosticAnswers } from '@shared/schemas/diagnostic';
import { blockerValues, initiativeValues, suggestedToolValues } from '@shared/schemas/diagnostic';
import {
  focusPointTexts,
  highImpactAreaFor,
  initiativeRecommendations,
  recommend,
  suggestedToolByBlocker,
} from '@shared/rules/diagnostic';

function answers(overrides: Partial<DiagnosticAnswers> = {}): DiagnosticAnswers {
  return {
    timeframe: '1_to_2y',
    investment: 'moderate_increase',
    aiUseAreas: ['call_analysis'],
    blockers: ['roi'],
    outcomes: ['meeting_quality'],
    numTools: '3_to_5',
    initiative: 'dashboard',
    ...overrides,
  };
}

describe('recommend: leadGeneration', () => {
  it('advises predictive lead scoring when lead prioritization is in use', () => {
    const result = recommend(answers({ aiUseAreas: ['lead_prioritization'] }));

    expect(result.leadGeneration).toMatch(/predictive lead scoring/i);
  });

  it('advises ICP identification otherwise', () => {
    const result = recommend(answers());

    expect(result.leadGeneration).toMatch(/ideal customer profile/i);
  });
});

describe('recommend: outboundMessaging', () => {
  it('advises automated hyper-targeted messaging when personalization is in use', () => {
    const result = recommend(answers({ aiUseAreas: ['personalization'] }));

    expect(result.outboundMessaging).toMatch(/hyper-targeted messaging/i);
  });

  it('advises personalized outreach otherwise', () => {
    const result = recommend(answers());

    expect(result.outboundMessaging).toMatch(/personalized outreach/i);
  });
});

describe('recommend: pipelineManagement', () => {
  it('advises AI-weighted deal scoring when accurate forecasting is an outcome', () => {
    const result = recommend(answers({ outcomes: ['faster_ramp', 'accurate_forecasting'] }));

    expect(result.pipelineManagement).toMatch(/AI-weighted deal scoring/);
  });

  it('advises conversation intelligence otherwise', () => {
    const result = recommend(answers());

    expect(result.pipelineManagement).toMatch(/conversation intelligence/i);
  });
});

describe('recommend: salesCoaching', () => {
  it.each(['faster_ramp', 'effective_coaching'] as const)(
    'advises call summaries and feedback when %s is an outcome',
    (outcome) => {
      const result = recommend(answers({ outcomes: ['meeting_quality', outcome] }));

      expect(result.salesCoaching).toMatch(/call summaries and feedback/i);
    },
  );

  it('advises real-time coaching assistants otherwise', () => {
    const result = recommend(answers());

    expect(result.salesCoaching).toMatch(/real-time coaching assistants/i);
  });
});

describe('recommend: automation', () => {
  it('mentions a 30-40% cut in admin time when fragmentation is a blocker', () => {
    const result = recommend(answers({ blockers: ['adoption', 'fragmentation'] }));

    expect(result.automation).toContain('30-40%');
  });

  it('advises AI drafting of follow-ups and notes otherwise', () => {
    const result = recommend(answers());

    expect(result.automation).not.toContain('30-40%');
    expect(result.automation).toMatch(/draft follow-up emails, meeting notes/);
  });
});

describe('recommend: focus points', () => {
  it('takes the first blocker and first outcome picked', () => {
    const result = recommend(
      answers({ blockers: ['compliance', 'roi'], outcomes: ['automate_admin', 'faster_ramp'] }),
    );

    expect(result.focusPoints).toMatchObject({
      topBlocker: 'compliance',
      suggestedTool: 'compliant_ai',
      topGoal: 'automate_admin',
      highImpactArea: 'automation',
    });
  });

  it('defaults to starting_point and revenue_per_rep when nothing was picked', () => {
    const result = recommend(answers({ blockers: [], outcomes: [] }));

    expect(result.focusPoints).toMatchObject({
      topBlocker: 'starting_point',
      suggestedTool: 'quick_start',
      topGoal: 'revenue_per_rep',
      highImpactArea: 'lead_prioritization',
    });
  });

  it.each(initiativeValues)('gives the %s initiative its own advice', (initiative) => {
    const result = recommend(answers({ initiative }));

    expect(result.focusPoints.recommendedInitiative).toBe(initiativeRecommendations[initiative]);
  });

  it('has a distinct advice text for every initiative', () => {
    const texts = new Set(Object.values(initiativeRecommendations));

    expect(texts.size).toBe(initiativeValues.length);
  });
});

describe('suggestedToolByBlocker', () => {
  it('maps all 7 blockers to distinct tool types', () => {
    const tools = blockerValues.map((blocker) => suggestedToolByBlocker[blocker]);

    expect(new Set(tools).size).toBe(7);
    expect(tools.every((tool) => suggestedToolValues.includes(tool))).toBe(true);
  });
});

describe('highImpactAreaFor', () => {
  it.each([
    ['boost_reply_rates', 'personalization'],
    ['faster_ramp', 'coaching'],
    ['effective_coaching', 'coaching'],
    ['accurate_forecasting', 'forecasting'],
    ['automate_admin', 'automation'],
    ['revenue_per_rep', 'lead_prioritization'],
    ['meeting_quality', 'lead_prioritization'],
    [undefined, 'lead_prioritization'],
  ] as const)('maps %s to %s', (outcome, area) => {
    expect(highImpactAreaFor(outcome)).toBe(area);
  });
});

describe('focusPointTexts', () => {
  it('writes three sentences naming the blocker, tool, area, goal and initiative', () => {
    const result = recommend(
      answers({ blockers: ['technical'], outcomes: ['boost_reply_rates'], initiative: 'ai_sdr' }),
    );

    const [first, second, third] = focusPointTexts(result);

    expect(first).toBe(
      'Remove your biggest blocker first (technical or integration complexity). Suggested tool: no-code AI tools with native CRM integrations.',
    );
    expect(second).toBe(
      'Put AI to work on personalized outreach, the area with the most impact on your top goal: higher reply rates on outreach.',
    );
    expect(third).toBe(`Start with this initiative: ${initiativeRecommendations.ai_sdr}`);
  });
});
