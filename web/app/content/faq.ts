/**
 * The /faq page (public-site.md section 2, "FAQ"): eight questions in the spec's order and the
 * 'Still have questions' section. Brand-free; the e-mail address comes from the site config.
 */
import type { FaqItem } from './types';

/** Fixed copy of the FAQ page. */
export const faqPageCopy = {
  title: 'Frequently Asked Questions',
  intro:
    'How we work, what an engagement looks like and what you can expect from us. If your question is not here, we are happy to answer it directly.',
  stillHaveQuestions: {
    heading: 'Still have questions?',
    text: 'Send us a message or write to us directly. A senior advisor will reply within 24 hours.',
    contactButton: { label: 'Contact Us', path: '/contact' },
    /** Label of the mail link to the configured contact address. */
    emailButton: 'Email Us Directly',
  },
} as const;

/**
 * The eight FAQ items, in order: services, business development approach, industries,
 * engagement length, startups vs established companies, differentiators, success measurement,
 * ongoing support.
 */
export const faqItems: readonly FaqItem[] = [
  {
    question: 'What services do you offer?',
    answer:
      'We work across three stages of growth. Strategy: market and segment selection, go-to-market design and M&A strategy. Enablement: sales playbooks, revenue operations, partner programs and technology and AI integration. Execution: business development programs, deal support, post-merger integration and interim leadership. Most clients combine two or three of these in one engagement.',
  },
  {
    question: 'How do you approach business development?',
    answer:
      'We start with who to target and why: an ideal customer profile built from your best existing customers, a scored list of target accounts and the buying group in each. We then write messaging for each role, run multi-channel outreach and coach your team through qualification and closing. Every program has weekly pipeline metrics, so you can see what is working within the first month.',
  },
  {
    question: 'Which industries do you work with?',
    answer:
      'Our deepest experience is in fintech and digital banking, technology and SaaS, cybersecurity and compliance, logistics and supply chain, property and smart cities, healthcare and medtech, and retail and consumer brands. Our methods transfer well to other B2B markets, and we will tell you plainly if we are not the right fit.',
  },
  {
    question: 'How long does a typical engagement last?',
    answer:
      'Focused assessments, such as a go-to-market review, a pipeline diagnostic or commercial due diligence, typically take 4-8 weeks. Transformation programs that rebuild a sales engine, launch a partner channel or integrate an acquisition usually run 6-18 months, with clear milestones and a review at each stage.',
  },
  {
    question: 'Do you work with startups or established companies?',
    answer:
      'Both. We work with venture-backed companies from around Series A, when there is traction to build on, and with established businesses entering new markets, restructuring their go-to-market or pursuing acquisitions. The approach scales with the company: a startup gets a lean, hands-on team; a larger organization gets the governance and change management it needs.',
  },
  {
    question: 'What sets you apart from other consulting firms?',
    answer:
      'Three things. Our advisors are former operators and dealmakers who have held the roles they advise on. We stay through execution instead of handing over a report and leaving. And we agree measurable targets at the start, so our work is judged on results rather than deliverables.',
  },
  {
    question: 'How do you measure success?',
    answer:
      'At the start of every engagement we agree a small set of targets with you, such as qualified pipeline, win rate, sales cycle length, revenue, cost savings, capital raised or deal milestones. We baseline them, report progress at a fixed cadence and review the results together at the end.',
  },
  {
    question: 'Do you provide ongoing support after an engagement ends?',
    answer:
      'Yes. Many clients keep us on a monthly advisory retainer for pipeline and deal reviews, quarterly strategy sessions or board preparation. Others prefer a short check-in 90 days after handover to confirm the results are holding. Either way, we document everything so your team can run without us.',
  },
];
