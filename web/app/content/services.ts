/**
 * The eight service pages at /solutions/{slug} (shared template, public-site.md section 2) and
 * the template's fixed copy. Brand-free: every export here renders as it is.
 */
import type { ServicePage } from './types';

/** Fixed headings and button labels of the service page template. */
export const serviceTemplateCopy = {
  consultationButton: 'Schedule a Consultation',
  benefitsHeading: 'Key Benefits',
  featuresHeading: 'How We Help',
  closingHeading: 'Ready to Transform Your Business?',
  closingText:
    'Book a 30-minute strategy call with a senior advisor. We will talk through where you are today, where you need to be in 12 months, and whether we are the right team to help you get there.',
} as const;

/** The eight service pages, in navigation order (same order as `serviceSlugs`). */
export const servicePages: readonly ServicePage[] = [
  {
    slug: 'strategy-market-design',
    title: 'Strategy & Market Design',
    description:
      'We help leadership teams choose the markets, segments and offers worth backing, then turn that choice into a plan with owners, budgets and milestones your board can hold you to.',
    metaDescription:
      'Market sizing, segmentation, positioning and go-to-market design that turn a growth ambition into a funded, sequenced plan your leadership team can execute.',
    icon: 'Target',
    benefits: [
      {
        title: 'Sharper market focus',
        description:
          'Segments ranked by size, accessibility and fit, so sales and marketing spend goes where your win rates are highest.',
      },
      {
        title: 'A plan the board can fund',
        description:
          'A 12- to 36-month roadmap with investment cases, sequencing and the metrics that show early whether it is working.',
      },
      {
        title: 'Faster, aligned decisions',
        description:
          'One shared, evidence-based view of the market across the leadership team, in place of competing spreadsheets and opinion-led debates.',
      },
    ],
    features: [
      {
        title: 'Market sizing and segmentation',
        description:
          'Bottom-up TAM, SAM and SOM models built from your customer, pricing and channel data rather than analyst headlines.',
      },
      {
        title: 'Competitive positioning',
        description:
          'Win-loss interviews, pricing benchmarks and positioning maps that show where you can credibly lead and where you should not fight.',
      },
      {
        title: 'Go-to-market design',
        description:
          'Ideal customer profiles, channel mix, pricing architecture and packaging for each priority segment.',
      },
      {
        title: 'Strategy-to-execution roadmap',
        description:
          'Quarterly milestones, named owners and KPIs, with a review cadence that keeps the plan alive after we step back.',
      },
    ],
  },
  {
    slug: 'growth-enablement',
    title: 'Growth Enablement',
    description:
      'We build the systems behind predictable growth: sales playbooks, clean CRM data, enablement content and AI-assisted workflows that shorten ramp time and lift conversion at every stage of the funnel.',
    metaDescription:
      'Sales playbooks, revenue operations, onboarding and AI-assisted selling that shorten ramp time, lift win rates and make your revenue forecast dependable.',
    icon: 'TrendingUp',
    benefits: [
      {
        title: 'Shorter ramp time',
        description:
          'New sellers reach quota in weeks rather than quarters, with structured onboarding, call libraries and certification.',
      },
      {
        title: 'Higher conversion',
        description:
          'Stage-by-stage playbooks and shared qualification standards that raise win rates and cut pipeline slippage.',
      },
      {
        title: 'A CRM people trust',
        description:
          'Clean data, automatic activity capture and dashboards that leaders use to forecast instead of arguing over the numbers.',
      },
    ],
    features: [
      {
        title: 'Sales playbooks and messaging',
        description:
          'Discovery guides, objection handling and value messaging for each buyer persona, tested in live deals before rollout.',
      },
      {
        title: 'Revenue operations and CRM',
        description:
          'Pipeline stages, exit criteria, data standards and reporting configured in the CRM your team already uses.',
      },
      {
        title: 'Onboarding and coaching programs',
        description:
          'A 30-60-90-day onboarding path for new hires and a weekly coaching rhythm for managers, with clear skill benchmarks.',
      },
      {
        title: 'AI-assisted selling',
        description:
          'Practical AI for account research, call summaries, follow-ups and deal scoring, piloted with one team before it scales.',
      },
    ],
  },
  {
    slug: 'business-development',
    title: 'Business Development',
    description:
      'We design and run outbound and account-based programs that put your team in front of the right decision-makers, from target-account selection and messaging through to qualified meetings and signed contracts.',
    metaDescription:
      'Account-based and outbound business development that puts your team in front of senior buyers and turns first meetings into qualified pipeline and contracts.',
    icon: 'Handshake',
    benefits: [
      {
        title: 'Qualified pipeline, sooner',
        description:
          'Targeted programs typically produce first qualified meetings within 4-6 weeks of launch, not after a long ramp.',
      },
      {
        title: 'Access to senior buyers',
        description:
          'Messaging and sequencing built for executives who own the budget, so conversations start at the right level.',
      },
      {
        title: 'A repeatable motion',
        description:
          'Documented targeting, cadences and handoffs your own team can run and scale once the engine is proven.',
      },
    ],
    features: [
      {
        title: 'Target account and ICP definition',
        description:
          'Account lists scored on fit, timing and intent signals, with the buying group mapped for every priority account.',
      },
      {
        title: 'Outbound and account-based campaigns',
        description:
          'Multi-channel sequences across e-mail, phone, LinkedIn and events, personalized by segment and role.',
      },
      {
        title: 'Proposal and bid support',
        description:
          'Win themes, pricing strategy and proposal reviews for competitive tenders and strategic deals.',
      },
      {
        title: 'Pipeline reviews and deal coaching',
        description:
          'Weekly deal reviews that test qualification, next steps and close plans on every opportunity that matters.',
      },
    ],
  },
  {
    slug: 'operational-optimization',
    title: 'Operational Optimization',
    description:
      'We map how work actually flows across teams and systems, find where time and margin leak, and redesign processes, roles and tooling so the business can grow without overhead growing at the same rate.',
    metaDescription:
      'Process diagnostics, operating model design and targeted automation that lower cost to serve, shorten cycle times and build the capacity to scale.',
    icon: 'Gauge',
    benefits: [
      {
        title: 'Lower cost to serve',
        description:
          'Redundant steps, rework and manual handoffs removed, typically releasing 15-25% of capacity in the processes we redesign.',
      },
      {
        title: 'Faster cycle times',
        description:
          'Quote-to-cash, onboarding and fulfillment flows that move in days instead of weeks, with fewer errors along the way.',
      },
      {
        title: 'Capacity to scale',
        description:
          'An operating model with clear ownership and metrics, ready to absorb the next phase of growth without a matching rise in headcount.',
      },
    ],
    features: [
      {
        title: 'Process mapping and diagnostics',
        description:
          'End-to-end maps built from interviews and system data, quantifying where time, cost and quality are lost.',
      },
      {
        title: 'Operating model design',
        description:
          'Structure, roles, decision rights and governance aligned to the strategy rather than to historical habits.',
      },
      {
        title: 'Automation and tooling',
        description:
          'Prioritized automation and system fixes ranked by payback, from workflow rules to integrations between core platforms.',
      },
      {
        title: 'Performance management',
        description:
          'A compact set of operational KPIs, dashboards and review routines that keep improvements from drifting back.',
      },
    ],
  },
  {
    slug: 'technology-ai-integration',
    title: 'Technology & AI Integration',
    description:
      'We identify the use cases with measurable return, select and integrate the right tools into your existing stack, and lead the change so teams actually adopt them, with governance and security designed in from day one.',
    metaDescription:
      'AI opportunity assessments, vendor selection, integration and change management that move AI from pilot to measurable business value, safely.',
    icon: 'BrainCircuit',
    benefits: [
      {
        title: 'Measurable return',
        description:
          'Every use case starts with a baseline and a target, so you know within one quarter whether it earns its budget.',
      },
      {
        title: 'Adoption that sticks',
        description:
          'Tools embedded in daily workflows, with training and champions in each team, instead of licenses nobody opens.',
      },
      {
        title: 'Risk under control',
        description:
          'Data access, model usage and vendor terms reviewed up front, with policies your security and legal teams can sign off.',
      },
    ],
    features: [
      {
        title: 'AI opportunity assessment',
        description:
          'A ranked portfolio of use cases across sales, service and operations, scored on value, feasibility and risk.',
      },
      {
        title: 'Architecture and vendor selection',
        description:
          'Build-versus-buy analysis, vendor shortlists and structured evaluations that fit your stack and budget.',
      },
      {
        title: 'Integration and pilots',
        description:
          'Time-boxed pilots of 6-10 weeks with clear success criteria, integrated with your CRM, data and collaboration tools.',
      },
      {
        title: 'Governance and change management',
        description:
          'Acceptable-use policies, training, success metrics and an operating rhythm for scaling what works.',
      },
    ],
  },
  {
    slug: 'partner-development',
    title: 'Partner & Channel Development',
    description:
      'We design partner programs that partners want to join and can profit from: choosing the right alliances, structuring incentives and co-selling motions, and setting up the operations to recruit, enable and manage partners at scale.',
    metaDescription:
      'Partner strategy, program design, recruitment and co-selling operations that turn alliances, resellers and referral partners into a reliable revenue channel.',
    icon: 'Network',
    benefits: [
      {
        title: 'Reach beyond your sales team',
        description:
          'Access to customers, regions and segments through partners who already hold the relationships you need.',
      },
      {
        title: 'Lower acquisition cost',
        description:
          'Partner-sourced deals that typically close faster and cost less to win than direct outbound pipeline.',
      },
      {
        title: 'Partners who actually sell',
        description:
          'Incentives, enablement and joint plans that keep your offer in front of partner sellers long after the launch announcement.',
      },
    ],
    features: [
      {
        title: 'Partner strategy and ecosystem mapping',
        description:
          'Which partner types to pursue (resellers, referral, technology alliances, service providers) and the named targets in each.',
      },
      {
        title: 'Program and incentive design',
        description:
          'Tiers, margins, referral fees, deal registration and rules of engagement that avoid conflict with your direct team.',
      },
      {
        title: 'Partner recruitment and onboarding',
        description:
          'Outreach to priority partners, business cases for their leadership and a structured onboarding and certification path.',
      },
      {
        title: 'Co-selling and partner operations',
        description:
          'Joint account planning, shared pipeline tracking and quarterly business reviews that keep partnerships productive.',
      },
    ],
  },
  {
    slug: 'consulting-execution',
    title: 'Consulting & Execution',
    description:
      'When the strategy is clear but capacity is not, our senior consultants step in as interim leaders or program managers, run critical initiatives day to day, and hand over a working capability when the job is done.',
    metaDescription:
      'Interim leadership, program management and hands-on execution from senior operators who deliver critical initiatives and leave a working capability behind.',
    icon: 'ClipboardCheck',
    benefits: [
      {
        title: 'Senior capacity on demand',
        description:
          'Experienced operators available within two weeks, without the cost and delay of a permanent executive search.',
      },
      {
        title: 'Momentum on critical initiatives',
        description:
          'Launches, turnarounds and transformations driven to weekly milestones, with issues escalated before they become delays.',
      },
      {
        title: 'Capability left behind',
        description:
          'Processes, documentation and trained team members in place, so results hold after our engagement ends.',
      },
    ],
    features: [
      {
        title: 'Interim and fractional leadership',
        description:
          'Fractional CRO, COO and head of partnerships roles, filled by people who have held the job before.',
      },
      {
        title: 'Program and transformation management',
        description:
          'A program office with plans, dependencies, risk logs and steering meetings that keep cross-functional work on track.',
      },
      {
        title: 'Launch and go-to-market execution',
        description:
          'Product launches, market entries and sales team build-outs run end to end, from readiness checklists to first revenue.',
      },
      {
        title: 'Handover and capability building',
        description:
          'Hiring support for permanent roles, shadowing periods and playbooks that transfer ownership cleanly to your team.',
      },
    ],
  },
  {
    slug: 'mergers-acquisitions',
    title: 'Mergers & Acquisitions',
    description:
      'We support buyers and sellers across the deal lifecycle: acquisition strategy and target screening, commercial due diligence, valuation support and negotiation, and the post-merger integration that decides whether a deal creates value.',
    metaDescription:
      'Acquisition strategy, target sourcing, commercial due diligence, sell-side readiness and post-merger integration for founders, boards and investors.',
    icon: 'GitMerge',
    benefits: [
      {
        title: 'Better targets, earlier',
        description:
          'A screened pipeline of acquisition candidates matched to your strategy, including owners not yet running a sale process.',
      },
      {
        title: 'Fewer surprises in diligence',
        description:
          'Commercial diligence that tests customer concentration, pipeline quality and market assumptions before you commit.',
      },
      {
        title: 'Value captured after close',
        description:
          'A 100-day integration plan with synergy targets and owners, so the deal case becomes operating results.',
      },
    ],
    features: [
      {
        title: 'Acquisition strategy and target sourcing',
        description:
          'Investment criteria, long lists and proprietary outreach to founders and owners in your target segments.',
      },
      {
        title: 'Commercial due diligence',
        description:
          'Customer interviews, cohort and pipeline analysis and market validation that inform valuation and deal terms.',
      },
      {
        title: 'Sell-side readiness',
        description:
          'Equity story, KPI packs, data room preparation and buyer outreach that strengthen your position in a sale or raise.',
      },
      {
        title: 'Post-merger integration',
        description:
          'Integration management office, customer and team communications, and go-to-market alignment across the combined business.',
      },
    ],
  },
];

/** The service page for a slug, or undefined when the slug is not one of the fixed pages. */
export function getServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}
