/**
 * The recommendation rules of the AI sales diagnostic (public-site.md section 5). Pure and local:
 * the diagnostic makes no network call; the wizard runs {@link recommend} on submit.
 */
import {
  blockerLabels,
  highImpactAreaLabels,
  outcomeLabels,
  suggestedToolLabels,
} from '@shared/content/diagnostic-questions';
import type {
  Blocker,
  DiagnosticAnswers,
  DiagnosticResult,
  HighImpactArea,
  Initiative,
  Outcome,
  SuggestedTool,
} from '@shared/schemas/diagnostic';

/** Top blocker when none was picked. */
export const defaultTopBlocker: Blocker = 'starting_point';

/** Top goal when no outcome was picked. */
export const defaultTopGoal: Outcome = 'revenue_per_rep';

/** The kind of tool that best removes each blocker. */
export const suggestedToolByBlocker: Readonly<Record<Blocker, SuggestedTool>> = {
  fragmentation: 'unified_platform',
  roi: 'roi_tracking',
  adoption: 'guided_adoption',
  technical: 'native_integrations',
  compliance: 'compliant_ai',
  starting_point: 'quick_start',
  fit: 'custom_workflows',
};

/** The advice of each initiative the visitor may choose first. */
export const initiativeRecommendations: Readonly<Record<Initiative, string>> = {
  dashboard:
    'Launch a real-time sales performance dashboard that joins CRM, activity and forecast data, with AI alerts for at-risk deals and pipeline gaps, so leaders act on the numbers weekly instead of at quarter end.',
  playbooks:
    'Build AI-assisted sales playbooks that recommend the next best action, talk track and content for each deal stage and buyer persona, and update them from what your winning reps actually do.',
  ai_sdr:
    'Pilot an AI sales development rep on one well-defined segment: let it research accounts, send first-touch outreach and book meetings, while your team owns qualification and measures meetings held, not messages sent.',
  benchmark:
    'Benchmark your sales motion against peers on conversion by stage, cycle length and productivity per rep, then invest first in the two gaps with the fastest payback.',
  onboarding:
    'Create an AI-supported onboarding program with a library of your best calls, role-play simulations with instant feedback and clear ramp milestones, to shorten the time to a new rep’s first closed deal.',
  outbound:
    'Build a scaled outbound engine that pairs signal-based targeting (funding, hiring, technology changes) with AI-personalized sequences, reviewed by reps and measured on meetings booked.',
};

const advice = {
  leadGeneration: {
    predictiveScoring:
      'Build on your lead prioritization with predictive lead scoring: train a model on your won and lost deals so reps start each day on the accounts most likely to convert, and refresh the scores as new intent and engagement signals arrive.',
    icpIdentification:
      'Start with AI-driven ideal customer profile identification: analyse the firmographic, technographic and engagement patterns of your best customers to find look-alike accounts, and concentrate prospecting on the segments with the strongest fit.',
  },
  outboundMessaging: {
    hyperTargeted:
      'Move from personalization to automated, hyper-targeted messaging: let AI assemble each message from verified account signals such as funding, hiring and product launches, and test variants continuously so relevance scales without extra headcount.',
    personalizedOutreach:
      'Introduce AI-personalized outreach: give reps drafts that reference each prospect’s role, industry and recent company news, reviewed before sending, to lift reply rates well above generic templates.',
  },
  pipelineManagement: {
    dealScoring:
      'Adopt AI-weighted deal scoring: score every open opportunity on engagement, stakeholder coverage and stage velocity rather than on rep judgement alone, and roll the scores into a forecast you can defend.',
    conversationIntelligence:
      'Use conversation intelligence to manage the pipeline: analyse recorded calls to surface risks such as missing decision makers, competitor mentions and vague next steps before deals slip.',
  },
  salesCoaching: {
    callFeedback:
      'Deploy AI call summaries and feedback tools: every call is summarised and scored against your sales methodology, so managers coach on specific moments and new reps learn from your best calls in weeks, not months.',
    realTimeAssistant:
      'Give reps real-time coaching assistants that surface talk tracks, objection handling and battlecards during live calls, reinforcing your playbook at the moment it matters.',
  },
  automation: {
    consolidate:
      'Consolidate the admin work your fragmented tools create: AI that logs activities, updates CRM fields and syncs notes across systems typically reduces admin time by 30-40%, giving reps hours back every week for selling.',
    drafting:
      'Use AI to draft follow-up emails, meeting notes and CRM updates straight after each call, so reps stay responsive and records stay complete without manual data entry.',
  },
} as const;

/** The area with the highest impact on the first outcome picked. */
export function highImpactAreaFor(firstOutcome: Outcome | undefined): HighImpactArea {
  switch (firstOutcome) {
    case 'boost_reply_rates':
      return 'personalization';
    case 'faster_ramp':
    case 'effective_coaching':
      return 'coaching';
    case 'accurate_forecasting':
      return 'forecasting';
    case 'automate_admin':
      return 'automation';
    default:
      return 'lead_prioritization';
  }
}

/** The results of a completed diagnostic; every rule of public-site.md section 5. */
export function recommend(answers: DiagnosticAnswers): DiagnosticResult {
  const uses = new Set(answers.aiUseAreas);
  const blockers = new Set(answers.blockers);
  const outcomes = new Set(answers.outcomes);
  const topBlocker = answers.blockers[0] ?? defaultTopBlocker;
  const firstOutcome = answers.outcomes[0];

  return {
    leadGeneration: uses.has('lead_prioritization')
      ? advice.leadGeneration.predictiveScoring
      : advice.leadGeneration.icpIdentification,
    outboundMessaging: uses.has('personalization')
      ? advice.outboundMessaging.hyperTargeted
      : advice.outboundMessaging.personalizedOutreach,
    pipelineManagement: outcomes.has('accurate_forecasting')
      ? advice.pipelineManagement.dealScoring
      : advice.pipelineManagement.conversationIntelligence,
    salesCoaching:
      outcomes.has('faster_ramp') || outcomes.has('effective_coaching')
        ? advice.salesCoaching.callFeedback
        : advice.salesCoaching.realTimeAssistant,
    automation: blockers.has('fragmentation')
      ? advice.automation.consolidate
      : advice.automation.drafting,
    focusPoints: {
      topBlocker,
      suggestedTool: suggestedToolByBlocker[topBlocker],
      topGoal: firstOutcome ?? defaultTopGoal,
      highImpactArea: highImpactAreaFor(firstOutcome),
      recommendedInitiative: initiativeRecommendations[answers.initiative],
    },
  };
}

/**
 * The three numbered focus points of the results page, as sentences (the page numbers them):
 * the top blocker and the tool that removes it, the high-impact area and the top goal, and the
 * recommended first initiative.
 */
export function focusPointTexts(result: DiagnosticResult): [string, string, string] {
  const { topBlocker, suggestedTool, topGoal, highImpactArea, recommendedInitiative } =
    result.focusPoints;
  return [
    `Remove your biggest blocker first (${lowerFirst(blockerLabels[topBlocker])}). Suggested tool: ${lowerFirst(suggestedToolLabels[suggestedTool])}.`,
    `Put AI to work on ${lowerFirst(highImpactAreaLabels[highImpactArea])}, the area with the most impact on your top goal: ${lowerFirst(outcomeLabels[topGoal])}.`,
    `Start with this initiative: ${recommendedInitiative}`,
  ];
}

// Labels start with a capital for lists; mid-sentence they read better without it ("AI" stays).
function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
