/**
 * The free AI sales diagnostic (public-site.md sections 3 and 5): the answer values, the answers
 * schema with the spec's messages, and the result shape. Labels and question texts are in
 * `content/diagnostic-questions`; the recommendation rules are in `rules/diagnostic`.
 */
import * as z from 'zod';
import '@shared/schemas/zod-browser';
import { attributionSchema, storedAttributionSchema } from '@shared/schemas/analytics';

/** Most blockers and most outcomes one visitor may pick. */
export const maxDiagnosticPicks = 3;

/** How long the team has used AI in sales. */
export const timeframeValues = [
  'less_than_6m',
  '6_to_12m',
  '1_to_2y',
  '2_to_5y',
  'over_5y',
  'not_started',
] as const;

/** Planned change of sales-technology investment. */
export const investmentValues = [
  'significant_increase',
  'moderate_increase',
  'slight_increase',
  'no_change',
] as const;

/** Where AI is used today. */
export const aiUseAreaValues = [
  'lead_prioritization',
  'personalization',
  'call_analysis',
  'forecasting',
  'coaching',
  'automation',
  'content_creation',
  'not_using',
] as const;

/** What holds the team back. */
export const blockerValues = [
  'fragmentation',
  'roi',
  'adoption',
  'technical',
  'compliance',
  'starting_point',
  'fit',
] as const;

/** Outcomes wanted. */
export const outcomeValues = [
  'boost_reply_rates',
  'faster_ramp',
  'revenue_per_rep',
  'automate_admin',
  'meeting_quality',
  'effective_coaching',
  'accurate_forecasting',
] as const;

/** Number of sales tools in use. */
export const numToolsValues = ['0', '1_to_2', '3_to_5', '6_to_10', '10_plus'] as const;

/** The one initiative the visitor would start first. */
export const initiativeValues = [
  'dashboard',
  'playbooks',
  'ai_sdr',
  'benchmark',
  'onboarding',
  'outbound',
] as const;

/** Message of an unanswered single-choice question (also the step's gating toast). */
export const selectOptionMessage = 'Please select an option to continue';

/** One of {@link timeframeValues}. */
export type Timeframe = (typeof timeframeValues)[number];
/** One of {@link investmentValues}. */
export type Investment = (typeof investmentValues)[number];
/** One of {@link aiUseAreaValues}. */
export type AiUseArea = (typeof aiUseAreaValues)[number];
/** One of {@link blockerValues}. */
export type Blocker = (typeof blockerValues)[number];
/** One of {@link outcomeValues}. */
export type Outcome = (typeof outcomeValues)[number];
/** One of {@link numToolsValues}. */
export type NumTools = (typeof numToolsValues)[number];
/** One of {@link initiativeValues}. */
export type Initiative = (typeof initiativeValues)[number];

/** The seven answers of the diagnostic, with the spec's messages. */
export const diagnosticAnswersSchema = z.object({
  timeframe: z.enum(timeframeValues, { error: selectOptionMessage }),
  investment: z.enum(investmentValues, { error: selectOptionMessage }),
  aiUseAreas: z
    .array(z.enum(aiUseAreaValues), { error: 'Please select at least one area' })
    .min(1, { error: 'Please select at least one area' }),
  blockers: z
    .array(z.enum(blockerValues), { error: 'Please select at least one blocker' })
    .min(1, { error: 'Please select at least one blocker' })
    .max(maxDiagnosticPicks, { error: 'Please select no more than 3 blockers' }),
  outcomes: z
    .array(z.enum(outcomeValues), { error: 'Please select at least one outcome' })
    .min(1, { error: 'Please select at least one outcome' })
    .max(maxDiagnosticPicks, { error: 'Please select no more than 3 outcomes' }),
  numTools: z.enum(numToolsValues, { error: selectOptionMessage }),
  initiative: z.enum(initiativeValues, { error: selectOptionMessage }),
});

/** The seven answers of the diagnostic. */
export type DiagnosticAnswers = z.infer<typeof diagnosticAnswersSchema>;

/** The kinds of tool a top blocker points to (see `rules/diagnostic`). */
export const suggestedToolValues = [
  'unified_platform',
  'roi_tracking',
  'guided_adoption',
  'native_integrations',
  'compliant_ai',
  'quick_start',
  'custom_workflows',
] as const;

/** The five areas the results rank as the highest impact. */
export const highImpactAreaValues = [
  'personalization',
  'coaching',
  'forecasting',
  'automation',
  'lead_prioritization',
] as const;

/** One of {@link suggestedToolValues}. */
export type SuggestedTool = (typeof suggestedToolValues)[number];

/** One of {@link highImpactAreaValues}. */
export type HighImpactArea = (typeof highImpactAreaValues)[number];

/** The focus points of the results. Keys are answer values, the texts are in the fields beside. */
export const diagnosticFocusPointsSchema = z.object({
  topBlocker: z.enum(blockerValues),
  suggestedTool: z.enum(suggestedToolValues),
  topGoal: z.enum(outcomeValues),
  highImpactArea: z.enum(highImpactAreaValues),
  recommendedInitiative: z.string(),
});

/** The focus points of the results. */
export type DiagnosticFocusPoints = z.infer<typeof diagnosticFocusPointsSchema>;

/** The results view: five pieces of advice and the focus points. */
export const diagnosticResultSchema = z.object({
  leadGeneration: z.string(),
  outboundMessaging: z.string(),
  pipelineManagement: z.string(),
  salesCoaching: z.string(),
  automation: z.string(),
  focusPoints: diagnosticFocusPointsSchema,
});

/** The results view. */
export type DiagnosticResult = z.infer<typeof diagnosticResultSchema>;

/** Body of `POST /api/diagnostic`: the answers of a completed diagnostic and its attribution. */
export const diagnosticCompletionSchema = z.object({
  answers: diagnosticAnswersSchema,
  /** Where the visitor came from (analytics; only `sourcePath` without consent). */
  attribution: attributionSchema.optional(),
});

/** A completed diagnostic, as parsed. */
export type DiagnosticCompletion = z.infer<typeof diagnosticCompletionSchema>;

/** A completed diagnostic as stored (table `diagnostics`). */
export const diagnosticRecordSchema = z.object({
  id: z.string(),
  answers: diagnosticAnswersSchema,
  created_at: z.string(),
  attribution: storedAttributionSchema.optional(),
});

/** A completed diagnostic as stored. */
export type DiagnosticRecord = z.infer<typeof diagnosticRecordSchema>;
