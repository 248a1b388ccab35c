/**
 * The seven questions of the AI sales diagnostic with a label for every option, in wizard order.
 * The values are those of `schemas/diagnostic`; the `Record` types make a missing label a
 * compile error.
 */
import type {
  AiUseArea,
  Blocker,
  DiagnosticAnswers,
  HighImpactArea,
  Initiative,
  Investment,
  NumTools,
  Outcome,
  SuggestedTool,
  Timeframe,
} from '@shared/schemas/diagnostic';
import {
  aiUseAreaValues,
  blockerValues,
  initiativeValues,
  investmentValues,
  maxDiagnosticPicks,
  numToolsValues,
  outcomeValues,
  selectOptionMessage,
  timeframeValues,
} from '@shared/schemas/diagnostic';

/** Number of questions in the wizard. */
export const diagnosticStepCount = 7;

/** A choice of a question. */
export interface DiagnosticOption {
  value: string;
  label: string;
}

/**
 * A question of the wizard. `kind` single is a radio group, multi a checkbox list; `maxPicks`
 * (multi only) disables the unpicked options once reached and shows 'Select up to 3'.
 * `gatingMessage` is the toast of 'Next' without an answer.
 */
export interface DiagnosticQuestion {
  id: keyof DiagnosticAnswers;
  step: number;
  title: string;
  description: string;
  kind: 'single' | 'multi';
  maxPicks?: number;
  gatingMessage: string;
  options: readonly DiagnosticOption[];
}

/** Labels of the timeframe answers. */
export const timeframeLabels: Readonly<Record<Timeframe, string>> = {
  less_than_6m: 'Less than 6 months',
  '6_to_12m': '6 to 12 months',
  '1_to_2y': '1 to 2 years',
  '2_to_5y': '2 to 5 years',
  over_5y: 'More than 5 years',
  not_started: "We haven't started yet",
};

/** Labels of the investment answers. */
export const investmentLabels: Readonly<Record<Investment, string>> = {
  significant_increase: 'Significant increase (20%+)',
  moderate_increase: 'Moderate increase (11-20%)',
  slight_increase: 'Slight increase (1-10%)',
  no_change: 'No change',
};

/** Labels of the AI use areas. */
export const aiUseAreaLabels: Readonly<Record<AiUseArea, string>> = {
  lead_prioritization: 'Lead scoring and prioritization',
  personalization: 'Personalized outreach at scale',
  call_analysis: 'Call recording and conversation analysis',
  forecasting: 'Pipeline and revenue forecasting',
  coaching: 'Rep coaching and training',
  automation: 'CRM updates and admin automation',
  content_creation: 'Sales content and proposal writing',
  not_using: "We're not using AI in sales yet",
};

/** Labels of the blockers. */
export const blockerLabels: Readonly<Record<Blocker, string>> = {
  fragmentation: 'Too many disconnected tools and data silos',
  roi: 'Unclear return on investment',
  adoption: 'Low adoption by the sales team',
  technical: 'Technical or integration complexity',
  compliance: 'Data privacy, security or compliance concerns',
  starting_point: 'Not sure where to start',
  fit: "Tools don't fit our sales process",
};

/** Labels of the outcomes. */
export const outcomeLabels: Readonly<Record<Outcome, string>> = {
  boost_reply_rates: 'Higher reply rates on outreach',
  faster_ramp: 'Faster ramp-up for new reps',
  revenue_per_rep: 'More revenue per rep',
  automate_admin: 'Less time spent on admin work',
  meeting_quality: 'Better-qualified meetings',
  effective_coaching: 'More effective coaching',
  accurate_forecasting: 'More accurate forecasting',
};

/** Labels of the tool counts. */
export const numToolsLabels: Readonly<Record<NumTools, string>> = {
  '0': 'None',
  '1_to_2': '1 to 2 tools',
  '3_to_5': '3 to 5 tools',
  '6_to_10': '6 to 10 tools',
  '10_plus': 'More than 10 tools',
};

/** Labels of the initiatives. */
export const initiativeLabels: Readonly<Record<Initiative, string>> = {
  dashboard: 'A real-time sales performance dashboard',
  playbooks: 'AI-assisted sales playbooks',
  ai_sdr: 'An AI sales development rep for prospecting',
  benchmark: 'Benchmarking our sales motion against peers',
  onboarding: 'A faster onboarding program for new reps',
  outbound: 'A scaled, personalized outbound engine',
};

/** Labels of the tool types a top blocker points to. */
export const suggestedToolLabels: Readonly<Record<SuggestedTool, string>> = {
  unified_platform: 'A unified revenue platform that consolidates your CRM, engagement and data',
  roi_tracking: 'Revenue attribution and ROI analytics',
  guided_adoption: 'In-workflow AI assistants with guided adoption',
  native_integrations: 'No-code AI tools with native CRM integrations',
  compliant_ai: 'Enterprise AI with data governance and compliance controls',
  quick_start: 'A focused quick-win tool, such as AI call summaries',
  custom_workflows: 'Configurable AI workflows built around your sales process',
};

/** Labels of the high-impact areas. */
export const highImpactAreaLabels: Readonly<Record<HighImpactArea, string>> = {
  personalization: 'Personalized outreach',
  coaching: 'Rep coaching and enablement',
  forecasting: 'Pipeline forecasting',
  automation: 'Sales admin automation',
  lead_prioritization: 'Lead prioritization',
};

function optionsOf<Value extends string>(
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
): readonly DiagnosticOption[] {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** The questions, in wizard order. */
export const diagnosticQuestions: readonly DiagnosticQuestion[] = [
  {
    id: 'timeframe',
    step: 1,
    title: 'How long has your sales team been using AI tools?',
    description: 'Include any AI features inside the tools you already use.',
    kind: 'single',
    gatingMessage: selectOptionMessage,
    options: optionsOf(timeframeValues, timeframeLabels),
  },
  {
    id: 'investment',
    step: 2,
    title: 'How will your investment in sales technology change over the next 12 months?',
    description: 'A rough direction is enough.',
    kind: 'single',
    gatingMessage: selectOptionMessage,
    options: optionsOf(investmentValues, investmentLabels),
  },
  {
    id: 'aiUseAreas',
    step: 3,
    title: 'Where does your team use AI in the sales process today?',
    description: 'Select all that apply.',
    kind: 'multi',
    gatingMessage: 'Please select at least one area to continue',
    options: optionsOf(aiUseAreaValues, aiUseAreaLabels),
  },
  {
    id: 'blockers',
    step: 4,
    title: 'What is holding you back from getting more value from AI?',
    description: 'Select up to 3.',
    kind: 'multi',
    maxPicks: maxDiagnosticPicks,
    gatingMessage: 'Please select at least one blocker to continue',
    options: optionsOf(blockerValues, blockerLabels),
  },
  {
    id: 'outcomes',
    step: 5,
    title: 'Which outcomes matter most over the next 12 months?',
    description: 'Select up to 3, most important first.',
    kind: 'multi',
    maxPicks: maxDiagnosticPicks,
    gatingMessage: 'Please select at least one outcome to continue',
    options: optionsOf(outcomeValues, outcomeLabels),
  },
  {
    id: 'numTools',
    step: 6,
    title: 'How many sales tools does your team use today?',
    description: 'Count CRM, engagement, data, call recording and similar tools.',
    kind: 'single',
    gatingMessage: selectOptionMessage,
    options: optionsOf(numToolsValues, numToolsLabels),
  },
  {
    id: 'initiative',
    step: 7,
    title: 'If you could launch one initiative in the next 90 days, which would it be?',
    description: 'Choose the one that would make the biggest difference.',
    kind: 'single',
    gatingMessage: selectOptionMessage,
    options: optionsOf(initiativeValues, initiativeLabels),
  },
];
