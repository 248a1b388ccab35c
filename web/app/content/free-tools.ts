/**
 * The /free-tools page copy (public-site.md section 2, "Free tools"). The wizard's questions and
 * option values live with the diagnostic schema in shared/. Brand-free.
 */

/** Tab identifier of the AI sales strategy diagnostic (the default and only tab). */
export const diagnosticTabId = 'ai-sales-diagnostic';

/** Fixed copy of the free tools page. */
export const freeToolsCopy = {
  title: 'Where AI Can Augment Your Sales Strategy',
  intro:
    'Most sales teams already pay for AI features they barely use, while the highest-value use cases go untouched. Answer seven questions about your team, tools and goals, and get a focused view of where AI would make the biggest difference to your pipeline and win rates.',
  tabs: [{ id: diagnosticTabId, label: 'AI Sales Strategy Diagnostic' }],
  defaultTab: diagnosticTabId,
  diagnosticIntro:
    'Takes about three minutes. Your answers stay in your browser: nothing is sent to us, and your recommendations appear as soon as you submit.',
  /** Label of the scheduling link on the results view. */
  resultsCta: "Let's Build It Together",
  closing: {
    heading: 'Need a More Tailored Strategy?',
    text: 'The diagnostic points to where to start. In a 30-minute consultation we will look at your actual pipeline, tools and team, and outline a 90-day plan to put AI to work.',
    buttonLabel: 'Schedule a Consultation',
  },
} as const;
