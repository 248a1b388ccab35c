/**
 * Copy of the AI sales diagnostic wizard and its results (public-site.md sections 4 and 5). The
 * questions, options and gating messages are shared facts (shared/content/diagnostic-questions).
 */

export const diagnosticCopy = {
  questionOf: (step: number, total: number) => `Question ${step} of ${total}`,
  progress: (percent: number) => `Progress: ${percent}%`,
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  selectUpTo: (max: number) => `Select up to ${max}`,
  results: {
    heading: 'Your AI Sales Strategy Recommendations',
    intro:
      'Based on your answers, here is where AI can make the biggest difference to your sales team, and where to start.',
    areas: {
      leadGeneration: 'Lead Generation',
      outboundMessaging: 'Outbound Messaging',
      pipelineManagement: 'Pipeline Management',
      salesCoaching: 'Sales Coaching',
      automation: 'Automation',
    },
    focusHeading: 'Your Top 3 Focus Points',
    ctaText:
      'Want help turning these recommendations into a working plan? Book a 30-minute call with an advisor.',
  },
} as const;
