/**
 * The /case-studies page (public-site.md section 2, "Case studies"): three client stories and the
 * page's fixed copy. Company websites use the reserved `.example` top-level domain. Brand-free.
 */
import type { CaseStudy } from './types';

/** Fixed copy of the case studies page. */
export const caseStudiesPageCopy = {
  title: 'Our Client Success Stories',
  intro:
    'Three engagements, three different starting points: a stalled pipeline, a buy-and-build strategy and a growth round. Each was measured against targets agreed on day one.',
  labels: {
    challenges: 'The Challenge',
    solutions: 'Our Approach',
    results: 'Results',
    clientFeedback: 'Client Feedback',
    companyInfo: 'Company Profile',
    targetInfo: 'Target Market',
    location: 'Location',
    team: 'Team',
    website: 'Website',
    size: 'Company Size',
    industries: 'Industries',
  },
  closing: {
    heading: 'Ready to Write Your Success Story?',
    text: 'Tell us where you want the business to be in 12 months. In a 30-minute call we will outline how we would get there and what it would take.',
    buttonLabel: 'Schedule a Consultation',
  },
} as const;

/** The three case studies, in display order (cards alternate their layout). */
export const caseStudies: readonly CaseStudy[] = [
  {
    id: 'northwall-cyber',
    title: 'Building a Predictable Enterprise Pipeline for a Managed Security Provider',
    company: 'Northwall Cyber',
    description:
      'Northwall Cyber, a managed security services provider serving mid-market companies, had strong technical credentials but relied on referrals for growth. Over nine months we refocused its go-to-market on regulated industries, launched an account-based program and trained the team to sell business outcomes instead of tools.',
    challenges: [
      'More than 70% of new business came from referrals, so growth swung sharply from quarter to quarter',
      'Messaging centered on tools and certifications rather than the business risks buyers needed to reduce',
      'A seven-month average sales cycle, with deals stalling at security and procurement review',
      'No shared qualification criteria, leaving the forecast unreliable and leadership without visibility',
    ],
    solutions: [
      {
        title: 'Market Focus and Positioning',
        points: [
          'Prioritized healthcare, financial services and manufacturing firms with 200-2,000 employees',
          'Rebuilt messaging around regulatory exposure, breach cost and board-level reporting',
          'Produced proof assets: three reference stories and a compliance-mapping guide',
        ],
      },
      {
        title: 'Account-Based Pipeline Program',
        points: [
          'Built a list of 400 target accounts with the buying group mapped for each',
          'Launched multi-channel sequences for CISOs, CIOs and CFOs',
          'Hosted quarterly executive roundtables on incident response readiness',
        ],
      },
      {
        title: 'Sales Process and Enablement',
        points: [
          'Introduced a MEDDICC-based qualification framework with clear stage exit criteria',
          'Created a security questionnaire library that cut review turnaround from weeks to days',
          'Ran weekly deal reviews and call coaching for all five account executives',
        ],
      },
    ],
    clientFeedback: {
      quote:
        "They did not hand us a strategy deck and leave. They sat in our pipeline reviews every week until the new motion was second nature, and now we know where next quarter's revenue is coming from.",
      author: 'Rachel Donovan',
      role: 'Chief Executive Officer, Northwall Cyber',
    },
    metrics: [
      { value: '5x', label: 'Pipeline Velocity' },
      { value: '$2.1M', label: 'New Contracts in Nine Months' },
      { value: '42%', label: 'Shorter Sales Cycle' },
    ],
    companyInfo: {
      location: 'Austin, Texas, USA',
      team: '85 employees',
      website: 'https://www.northwall-cyber.example',
    },
    targetInfo: {
      location: 'United States and Canada',
      size: 'Mid-market, 200-2,000 employees',
      industries: 'Healthcare, Financial Services, Manufacturing',
    },
  },
  {
    id: 'kestrel-software-group',
    title: 'Scaling a Software Development Firm Through Acquisition',
    company: 'Kestrel Software Group',
    description:
      'Kestrel Software Group, a custom software development firm backed by a growth equity investor, set out to become the specialist partner for insurance and logistics technology. We shaped its acquisition strategy, sourced and assessed targets, and led the integration of three firms while repositioning the combined business for larger enterprise contracts.',
    challenges: [
      'Project-based revenue with little visibility beyond the next quarter',
      'Generalist positioning that forced price competition with offshore providers',
      'No in-house capability to source, assess or integrate acquisitions',
      'Concern that acquisitions would dilute delivery quality and culture',
    ],
    solutions: [
      {
        title: 'Acquisition Strategy and Sourcing',
        points: [
          'Defined investment criteria around sector expertise, recurring revenue and delivery talent',
          'Screened 160 firms and approached 35 founder-owned businesses directly',
          'Led commercial due diligence on seven targets, including 60 customer interviews',
        ],
      },
      {
        title: 'Deal Execution',
        points: [
          'Supported valuation, deal structuring and earn-out design alongside the investor',
          'Coordinated the legal, financial and technical diligence workstreams',
          'Closed three acquisitions totalling $80M in enterprise value',
        ],
      },
      {
        title: 'Integration and Repositioning',
        points: [
          'Ran a 100-day integration plan covering clients, teams, delivery standards and systems',
          'Repositioned the group as an insurance and logistics technology specialist',
          'Launched a key-account program to cross-sell capabilities across the combined client base',
        ],
      },
    ],
    clientFeedback: {
      quote:
        'We had the capital but not the machinery to deploy it well. They found targets we would never have reached on our own and kept integration on schedule while we kept serving clients.',
      author: 'Arjun Mehta',
      role: 'Founder and Chief Executive Officer, Kestrel Software Group',
    },
    metrics: [
      { value: '$80M', label: 'In Completed Acquisitions' },
      { value: '4X', label: 'Revenue Growth in Three Years' },
      { value: '3', label: 'Firms Acquired and Integrated' },
      { value: '96%', label: 'Client Retention Through Integration' },
    ],
    companyInfo: {
      location: 'Toronto, Canada',
      team: '140 engineers before the acquisitions, 520 after',
      website: 'https://www.kestrel-software.example',
    },
    targetInfo: {
      location: 'North America and the United Kingdom',
      size: 'Enterprises with revenue above $500M',
      industries: 'Insurance, Logistics, Transportation',
    },
  },
  {
    id: 'lumenpay',
    title: 'Raising Growth Capital for a Payments Technology Firm',
    company: 'Lumenpay',
    description:
      'Lumenpay, a Singapore-based payments platform for small and mid-sized merchants, needed growth capital and wider distribution to expand across Southeast Asia. We sharpened its equity story, built an investor-grade metrics pack, ran the fundraising process and secured the bank partnerships behind its expansion plan.',
    challenges: [
      'Strong product traction but an unclear story on unit economics and the path to profitability',
      'Merchant acquisition limited by a small direct sales team',
      'Investor doubts about readiness for licensing requirements in new markets',
      'Founders spending most of their time on fundraising instead of running the business',
    ],
    solutions: [
      {
        title: 'Equity Story and Investor Readiness',
        points: [
          'Rebuilt the financial model around cohort-level merchant economics',
          'Prepared the pitch, KPI pack and data room to institutional standard',
          'Rehearsed partner meetings and diligence questions with the founding team',
        ],
      },
      {
        title: 'Fundraising Process',
        points: [
          'Built a target list of 60 fintech-focused funds and strategic investors',
          'Managed outreach, meeting schedules and the diligence timeline',
          'Supported term sheet comparison and negotiation',
        ],
      },
      {
        title: 'Distribution Partnerships',
        points: [
          'Designed a referral and white-label program for regional banks',
          'Negotiated partnerships with banks in Malaysia and Indonesia',
          'Aligned expansion milestones with licensing requirements in each market',
        ],
      },
    ],
    clientFeedback: {
      quote:
        'They ran the raise like a deal team and kept us focused on the business. We closed the round in under four months with investors who understand payments.',
      author: 'Mei Lin Goh',
      role: 'Co-founder and Chief Executive Officer, Lumenpay',
    },
    metrics: [
      { value: '$12M', label: 'Series A Raised' },
      { value: '14 weeks', label: 'From First Investor Meeting to Close' },
      { value: '2', label: 'Bank Distribution Partnerships' },
      { value: '3', label: 'New Markets Entered' },
    ],
    companyInfo: {
      location: 'Singapore',
      team: '60 employees',
      website: 'https://www.lumenpay.example',
    },
    targetInfo: {
      location: 'Southeast Asia',
      size: 'Small and mid-sized merchants',
      industries: 'E-commerce, Hospitality, Travel',
    },
  },
];
