/**
 * The seven industry pages at /markets/{slug} (shared template, public-site.md section 2) and the
 * template's fixed copy. Counts per page follow the spec exactly (see `industryPages`).
 * Brand-free: every export here renders as it is.
 */
import type { IndustryPage } from './types';

/** Fixed headings and labels of the industry page template. */
export const industryTemplateCopy = {
  consultationButton: 'Schedule a Consultation',
  challengesHeading: 'Client Challenges We Solve',
  expertiseHeading: 'Our Expertise',
  caseStudiesHeading: 'Case Studies',
  resultsHeading: 'Key Results',
  faqHeading: 'Frequently Asked Questions',
  closingHeading: 'Ready to Work Together?',
  closingText:
    'Tell us what you are trying to achieve in the next 12 months. In a 30-minute call we will share how similar companies have approached it and where we would start.',
} as const;

/** Label of the n-th case study tab (1-based): 'Case Study 1', 'Case Study 2', ... */
export function caseStudyTabLabel(n: number): string {
  return `Case Study ${n}`;
}

/** Fintech & Digital Banking: 3 challenges, 4 expertise items, 3 case studies, 4 FAQs. */
const fintech: IndustryPage = {
  slug: 'fintech-digital-banking',
  title: 'Fintech & Digital Banking',
  description:
    'We help payment companies, digital banks and fintech challengers win institutional partners, scale distribution and meet regulatory expectations without slowing product delivery.',
  metaDescription:
    'Growth advisory for fintech and digital banking: sponsor-bank partnerships, enterprise sales to financial institutions, regulated go-to-market and fundraising.',
  icon: 'Landmark',
  clientChallenges: [
    {
      headline: 'Long, complex sales cycles',
      description:
        'Selling to banks and financial institutions means 9- to 18-month cycles, procurement gates and risk committees. We map the buying group and build the business case each stakeholder needs to say yes.',
    },
    {
      headline: 'Regulation that shifts under the roadmap',
      description:
        'Licensing, open-banking rules and AML expectations differ by market and keep changing. We build compliance milestones into the go-to-market plan so launches are not stalled at the last step.',
    },
    {
      headline: 'Acquisition costs that outrun lifetime value',
      description:
        'Paid acquisition in consumer fintech is crowded and expensive. We rebalance growth toward partnerships, embedded distribution and referral loops with healthier unit economics.',
    },
  ],
  expertise: [
    {
      title: 'Bank and institutional partnerships',
      description:
        'Sponsor-bank, banking-as-a-service and distribution partnerships, from target list and pitch through term sheet and launch.',
    },
    {
      title: 'Go-to-market for regulated products',
      description:
        'Market entry plans sequenced around licensing, compliance reviews and partner onboarding timelines.',
    },
    {
      title: 'Fundraising and investor readiness',
      description:
        'Equity stories, KPI dashboards and data rooms that stand up to scrutiny from specialist fintech investors.',
    },
    {
      title: 'Embedded finance and API distribution',
      description:
        'Packaging, pricing and developer-led sales motions for payments, lending and banking APIs.',
    },
  ],
  caseStudies: [
    {
      title: 'Sponsor-bank partnership for a card-issuing platform',
      description:
        'A Series A card-issuing platform needed a second sponsor bank to expand into Canada. We built the target list, ran the outreach and supported the bank through diligence to a signed agreement.',
      results: [
        'Sponsor-bank agreement signed in 7 months',
        '14 qualified banks narrowed to 3 in final diligence',
        "Canadian launch delivered on the board's original timeline",
      ],
    },
    {
      title: 'Enterprise sales motion for a regtech vendor',
      description:
        'A transaction-monitoring vendor was winning pilots but not production contracts. We redesigned qualification and built a business-case toolkit for compliance and finance buyers.',
      results: [
        'Pilot-to-contract conversion up from 22% to 51%',
        'Average contract value up 35%',
        'Sales cycle shortened by 11 weeks',
      ],
    },
    {
      title: 'Partner-led growth for a digital small-business lender',
      description:
        'An online lender to small businesses depended on paid search for new borrowers. We designed and launched a referral program with accounting platforms and business banks.',
      results: [
        '38% of new loan volume from partners within 12 months',
        'Blended acquisition cost down 29%',
        'Six distribution partners live and producing',
        'Default rates on partner-referred loans in line with the direct book',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do you work with established financial institutions as well as fintech startups?',
      answer:
        'Yes. We advise venture-backed fintechs from seed to growth stage, and banks and payment companies launching digital products or fintech partnerships. Working both sides means we know what each party needs from the other.',
    },
    {
      question: 'Can you help us secure a sponsor bank or banking-as-a-service partner?',
      answer:
        'Yes. We build a shortlist that fits your product, volumes and risk profile, prepare the materials banks expect (program overview, compliance framework, financial projections) and manage the process through diligence and contracting.',
    },
    {
      question: 'Do you provide legal or regulatory advice?',
      answer:
        'No. We are not a law firm and do not give legal opinions. We plan the commercial and operational side of regulated launches and work alongside your counsel and compliance team, who remain responsible for regulatory advice.',
    },
    {
      question: 'How do you handle confidentiality with financial institutions?',
      answer:
        'Every engagement is covered by a non-disclosure agreement, and we follow your information-security requirements for access to data and systems. We never share information from one client with another, including in partner introductions.',
    },
  ],
};

/** Technology & SaaS: 3 challenges, 4 expertise items, 3 case studies, 4 FAQs. */
const technologySaas: IndustryPage = {
  slug: 'technology-saas',
  title: 'Technology & SaaS',
  description:
    'We help B2B software companies move from founder-led sales to a scalable go-to-market, open new segments and build revenue engines that grow efficiently.',
  metaDescription:
    'Go-to-market, pricing, revenue operations and retention strategy for B2B software companies scaling from early traction to efficient, repeatable growth.',
  icon: 'Cloud',
  clientChallenges: [
    {
      headline: 'Growth that stalls after early traction',
      description:
        'Founder-led selling got you to the first few million in ARR, but it does not scale. We codify what already works and build the team, process and metrics around it.',
    },
    {
      headline: 'Rising churn and flat expansion',
      description:
        'Net revenue retention below 100% quietly caps growth and valuation. We rebuild onboarding, customer success coverage and expansion plays around real usage data.',
    },
    {
      headline: 'Inefficient growth spend',
      description:
        'When CAC payback stretches past 24 months, investors notice. We rebalance channels, pricing and packaging to restore efficient growth.',
    },
  ],
  expertise: [
    {
      title: 'Go-to-market strategy',
      description:
        'ICP definition, segment prioritization and channel design for product-led, sales-led and hybrid motions.',
    },
    {
      title: 'Pricing and packaging',
      description:
        'Value-based tiers, usage metrics and discount governance that lift contract value without slowing deals.',
    },
    {
      title: 'Revenue operations',
      description:
        'CRM design, funnel metrics, forecasting and the board reporting investors expect from Series B onward.',
    },
    {
      title: 'Customer success and expansion',
      description:
        'Health scoring, renewal playbooks and expansion motions aimed at net revenue retention above 110%.',
    },
  ],
  caseStudies: [
    {
      title: 'From founder-led to scalable sales for a data platform',
      description:
        'A $4M ARR analytics platform relied on its CEO to close every deal. We documented the sales motion, hired and onboarded the first four account executives and installed weekly pipeline reviews.',
      results: [
        'ARR grew from $4M to $9.5M in 18 months',
        'CEO involvement fell to 20% of closed deals',
        'New account executives reached quota in 4.5 months on average',
      ],
    },
    {
      title: 'Pricing redesign for a workflow software company',
      description:
        'A mid-market workflow vendor charged per seat while its value tracked usage. We introduced usage-aligned tiers and discount approval rules, and trained the sales team on the new model.',
      results: [
        'Average contract value up 41%',
        'Deals discounted above 20% cut by two-thirds',
        'Gross churn held flat through two renewal cycles',
      ],
    },
    {
      title: 'Retention turnaround for an HR technology provider',
      description:
        'Net revenue retention had slipped to 92%. We segmented the customer base by usage, rebuilt onboarding and launched an expansion program for high-fit accounts.',
      results: [
        'Net revenue retention up from 92% to 114%',
        'Logo churn down 37%',
        'Expansion revenue doubled year on year',
      ],
    },
  ],
  faqs: [
    {
      question: 'At what stage do SaaS companies usually bring you in?',
      answer:
        'Most clients are between $2M and $50M in ARR: past initial product-market fit, preparing a raise, or seeing growth slow as the founder-led motion reaches its limits. We also support larger companies entering a new segment or region.',
    },
    {
      question: 'Do you help with product-led growth or only sales-led motions?',
      answer:
        'Both. We design product-led funnels, sales-led motions and the hybrid in between, including how product usage signals route accounts to sales and customer success.',
    },
    {
      question: 'Can you help us hire our first sales leaders and account executives?',
      answer:
        'Yes. We define the roles, compensation plans and interview process, join final interviews if you want us to, and onboard new hires into the playbook we have built with you.',
    },
    {
      question: 'Which metrics do you focus on?',
      answer:
        'We agree the targets with you at the start. They usually include pipeline coverage, win rate, sales cycle length, CAC payback, net revenue retention and forecast accuracy.',
    },
  ],
};

/** Cybersecurity & Compliance: 3 challenges, 4 expertise items, 3 case studies, 4 FAQs. */
const cybersecurity: IndustryPage = {
  slug: 'cybersecurity-compliance',
  title: 'Cybersecurity & Compliance',
  description:
    'We help security vendors, managed security providers and compliance specialists stand out in a crowded market, sell to skeptical buyers and turn trust into recurring revenue.',
  metaDescription:
    'Positioning, channel programs and sales enablement for cybersecurity vendors, managed security providers and compliance firms building recurring revenue.',
  icon: 'ShieldCheck',
  clientChallenges: [
    {
      headline: 'A crowded, noisy market',
      description:
        'Buyers hear dozens of vendors making the same claims. We sharpen your positioning around the specific risks and outcomes your best customers care about.',
    },
    {
      headline: 'Skeptical, technical buyers',
      description:
        'CISOs and security teams discount marketing. We build proof-led sales motions: technical validation, reference programs and peer-driven content.',
    },
    {
      headline: 'Compliance-driven demand that is hard to time',
      description:
        'SOC 2, ISO 27001, NIS2 and DORA create demand around deadlines. We align campaigns and offers to the compliance calendar your buyers are working to.',
    },
  ],
  expertise: [
    {
      title: 'Positioning and messaging',
      description:
        'Clear narratives for CISOs, IT leaders, risk officers and boards, tested in live deals before they reach the website.',
    },
    {
      title: 'MSSP and channel programs',
      description:
        'Partner models for managed service providers, resellers and technology alliances, with margins that work for both sides.',
    },
    {
      title: 'Compliance-led offers',
      description:
        'Packaged assessments and readiness services that open doors and convert into managed, recurring contracts.',
    },
    {
      title: 'Enterprise sales enablement',
      description:
        'Discovery frameworks, proof-of-value plans and security questionnaire support that shorten enterprise cycles.',
    },
  ],
  caseStudies: [
    {
      title: 'Pipeline rebuild for a managed detection and response provider',
      description:
        'An MDR provider relied on inbound leads that had slowed sharply. We launched an account-based program aimed at mid-market firms in regulated sectors and retrained the team on value-led discovery.',
      results: [
        'Qualified pipeline tripled in two quarters',
        '$1.4M in new annual recurring revenue',
        'Average deal size up 26%',
      ],
    },
    {
      title: 'Channel program for an identity security vendor',
      description:
        'An identity security vendor sold only direct and struggled to reach companies under 1,000 employees. We designed an MSP partner program with tiered margins, deal registration and a certification track.',
      results: [
        '22 MSP partners recruited in 9 months',
        '31% of new bookings partner-sourced',
        'Partner-sourced deals closed 40% faster than direct deals',
      ],
    },
    {
      title: 'Recurring revenue model for a compliance consultancy',
      description:
        'A governance, risk and compliance consultancy sold one-off audits. We packaged a fixed-fee readiness program that converts into annual managed compliance retainers.',
      results: [
        'Recurring revenue share up from 18% to 47%',
        '89% of clients renewed after the first year',
        'Average client lifetime value up 2.3x',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do you understand security products well enough to position them?',
      answer:
        'Yes. Our team includes former security sales and product leaders, and we validate every message with your technical staff and with practitioners before it goes to market.',
    },
    {
      question: 'Can you help us move from project work to managed services?',
      answer:
        'Yes. We design the service catalog, pricing and contract structure for managed offers, and build the sales motion to convert existing project clients into recurring relationships.',
    },
    {
      question: 'How do you build credibility with CISOs?',
      answer:
        'Through evidence rather than claims: reference customers, proof-of-value plans with agreed success criteria, peer events and content written for practitioners. We help you build each of these into the sales process.',
    },
    {
      question: 'Do you work with compliance and audit firms as well as vendors?',
      answer:
        'Yes. We advise compliance consultancies, audit firms and GRC platforms on productized offers, partnerships with technology vendors and growth into new frameworks and regions.',
    },
  ],
};

/** Logistics & Supply Chain: 3 challenges, 4 expertise items, 3 case studies, 4 FAQs. */
const logistics: IndustryPage = {
  slug: 'logistics-supply-chain',
  title: 'Logistics & Supply Chain',
  description:
    'We help logistics providers, freight technology companies and supply chain software vendors win larger contracts, digitize operations and protect margin in a price-driven industry.',
  metaDescription:
    'Bid strategy, freight-tech go-to-market and operational efficiency for logistics providers and supply chain software companies competing for larger contracts.',
  icon: 'Truck',
  clientChallenges: [
    {
      headline: 'Thin margins and constant price pressure',
      description:
        'Shippers treat logistics as a commodity. We help you package value-added services and price on outcomes, not just lanes and rates.',
    },
    {
      headline: 'Long, relationship-driven procurement',
      description:
        'Enterprise shippers re-tender every two to three years. We build account plans and bid strategies that get you shortlisted and keep you there.',
    },
    {
      headline: 'Fragmented systems and manual work',
      description:
        'Spreadsheets, e-mail and disconnected TMS and WMS tools slow everything down. We prioritize the integrations and automation that pay back fastest.',
    },
  ],
  expertise: [
    {
      title: 'Enterprise bid and RFP strategy',
      description:
        'Win themes, pricing strategy and response management for multi-lane and multi-site tenders.',
    },
    {
      title: 'Freight technology go-to-market',
      description:
        'Positioning and sales motions for visibility, TMS, WMS and procurement platforms selling to shippers and carriers.',
    },
    {
      title: 'Operational efficiency',
      description:
        'Process redesign and automation across order management, dispatch, billing and claims.',
    },
    {
      title: 'Partnerships and network expansion',
      description:
        'Carrier, 3PL and technology partnerships that extend coverage without adding fixed assets.',
    },
  ],
  caseStudies: [
    {
      title: 'National tender win for a regional 3PL',
      description:
        'A regional third-party logistics provider kept losing national tenders on price. We rebuilt its bid approach around service-level guarantees and a value-added returns offer.',
      results: [
        'Five-year contract worth $18M won',
        'Bid win rate up from 12% to 31%',
        'Gross margin on new contracts 4 points above the portfolio average',
      ],
    },
    {
      title: 'Go-to-market reset for a shipment visibility platform',
      description:
        'A visibility platform was selling to enterprise shippers with long, stalled cycles. We refocused it on mid-market shippers with a faster implementation package and carrier integration partners.',
      results: [
        'Sales cycle down from 9 months to 5',
        'Mid-market pipeline up 3x in two quarters',
        'Two carrier integration partnerships signed',
      ],
    },
    {
      title: 'Back-office automation for a freight forwarder',
      description:
        'A mid-sized freight forwarder processed invoices and customs documents by hand across four offices. We redesigned the workflow and led the rollout of document capture and billing automation.',
      results: [
        'Invoice processing time cut by 63%',
        'Billing errors down 48%',
        'Annual savings of $740K',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do you work with asset-based carriers or only with technology companies?',
      answer:
        'Both. We work with carriers, 3PLs and freight forwarders on growth and operations, and with software companies selling into logistics on go-to-market and partnerships.',
    },
    {
      question: 'Can you help us respond to a specific RFP?',
      answer:
        'Yes. We can support a live tender, from bid/no-bid decision and win themes to pricing review and the final submission, and then build a repeatable bid process for the ones that follow.',
    },
    {
      question: 'Do you implement TMS or WMS software?',
      answer:
        'We do not resell or configure software. We define requirements, run vendor selection, manage the implementation program and make sure the new processes are adopted by your teams.',
    },
    {
      question: 'How quickly do operational improvements show results?',
      answer:
        'Quick wins in billing, dispatch or claims usually show within 8-12 weeks. Larger operating model changes typically deliver their full effect over 6-12 months.',
    },
  ],
};

/** Property & Smart Cities: 6 challenges, 6 expertise items, 3 case studies, 5 FAQs. */
const property: IndustryPage = {
  slug: 'property-smart-cities',
  title: 'Property & Smart Cities',
  description:
    'We help proptech companies, developers, asset owners and urban technology providers navigate long sales cycles, public procurement and complex stakeholder groups to scale solutions that work.',
  metaDescription:
    'Growth strategy for proptech, real estate and smart city providers: public-sector sales, pilot-to-scale programs, partnerships and financing models.',
  icon: 'Building',
  clientChallenges: [
    {
      headline: 'Long public-sector procurement cycles',
      description:
        'Municipal and government buyers follow formal procurement rules and budget cycles. We plan pipeline around tender calendars and prepare bids that meet evaluation criteria.',
    },
    {
      headline: 'Many stakeholders, no single owner',
      description:
        'Developers, landlords, facility managers, tenants and city departments all influence a decision. We map the stakeholders and build a case for each.',
    },
    {
      headline: 'Pilots that never scale',
      description:
        'Successful pilots often stall without a budget line or a contract path. We design pilots with success criteria and a scale-up agreement agreed in advance.',
    },
    {
      headline: 'Proving return in the built environment',
      description:
        'Energy savings, occupancy gains and operating cost reductions are hard to isolate. We define baselines and measurement plans that owners and investors accept.',
    },
    {
      headline: 'Integration with legacy building systems',
      description:
        'Building management, access control and metering systems vary by site and age. We assess integration effort early so deployment plans and pricing hold up.',
    },
    {
      headline: 'Funding and financing models',
      description:
        'Capital budgets are tight and approvals slow. We structure subscription, shared-savings, public-private and green-finance models that make adoption easier to approve.',
    },
  ],
  expertise: [
    {
      title: 'Public-sector and municipal sales',
      description:
        'Tender strategy, framework agreements and relationship plans for city, transport and utility buyers.',
    },
    {
      title: 'Proptech go-to-market',
      description:
        'Segment and buyer prioritization across commercial, residential, logistics and mixed-use portfolios.',
    },
    {
      title: 'Pilot-to-scale programs',
      description:
        'Pilot design, measurement plans and commercial terms that convert proof into portfolio-wide contracts.',
    },
    {
      title: 'Developer and asset owner partnerships',
      description:
        'Partnerships with developers, REITs and property managers that put your solution into buildings at the design stage.',
    },
    {
      title: 'ESG and sustainability positioning',
      description:
        'Messaging and evidence tied to decarbonization targets, green building certifications and investor reporting.',
    },
    {
      title: 'Business models and financing',
      description:
        'Subscription, shared-savings and public-private partnership structures, with the financial models to support them.',
    },
  ],
  caseStudies: [
    {
      title: 'Municipal rollout for a smart parking provider',
      description:
        'A smart parking company had run successful pilots in three cities but signed no full contracts. We restructured the pilot terms, built the revenue-sharing case for city finance teams and supported the tender responses.',
      results: [
        'Contracts signed with four municipalities in 14 months',
        'Three of four pilots converted to full deployments',
        'Recurring revenue up 2.6x',
      ],
    },
    {
      title: 'Portfolio agreement for a building energy analytics company',
      description:
        'An energy analytics provider sold building by building. We repositioned the offer around portfolio-level decarbonization reporting and a shared-savings commercial model for institutional owners.',
      results: [
        '42-building portfolio agreement signed',
        'Average verified energy savings of 17%',
        'Sales cycle cut from 14 months to 8',
      ],
    },
    {
      title: 'Southeast Asia entry for a tenant experience platform',
      description:
        'A European tenant experience platform wanted to enter Singapore and Malaysia. We prioritized target landlords, found a local integration partner and led the first commercial negotiations.',
      results: [
        'Three anchor landlords signed in the first 6 months',
        '1.2M square feet of office space under contract',
        'Local integration partner onboarded before the first deployment',
        'Regional team of five hired and trained',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do you work with public-sector buyers?',
      answer:
        'We advise the companies that sell to them. We help you understand procurement rules, plan around budget cycles and prepare compliant, competitive tender responses. We do not lobby or act as an intermediary with officials.',
    },
    {
      question: 'Our pilots are successful. Why are they not converting into contracts?',
      answer:
        'Usually because the pilot was not designed to convert: no agreed success criteria, no budget owner and no contract path. We fix those three things for current pilots and build them into every new one.',
    },
    {
      question: 'Can you help us structure a public-private partnership?',
      answer:
        'Yes, on the commercial and financial side. We model options such as concessions, revenue sharing and availability payments, and work with your legal and financial advisors on the final structure.',
    },
    {
      question: 'Do you advise property owners on technology, or only the vendors?',
      answer:
        'Both. We help developers and asset owners build technology roadmaps, run vendor selection and measure returns, and we help technology providers sell to them. We manage any potential conflict openly and never represent both sides of one transaction.',
    },
    {
      question: 'How do you demonstrate return on investment to property owners?',
      answer:
        'We agree a baseline before deployment, track a small set of metrics such as energy use, occupancy or maintenance cost against it, and present the results in the format owners use for investment committees and ESG reporting.',
    },
  ],
};

/** Healthcare & MedTech: 3 challenges, 4 expertise items, 3 case studies of 4 results, 4 FAQs. */
const healthcare: IndustryPage = {
  slug: 'healthcare-medtech',
  title: 'Healthcare & MedTech',
  description:
    'We help medtech, digital health and healthcare services companies navigate clinical buying committees, evidence requirements and reimbursement to reach adoption at scale.',
  metaDescription:
    'Commercial strategy for medtech, digital health and healthcare services: value analysis business cases, provider and payer partnerships and market entry.',
  icon: 'HeartPulse',
  clientChallenges: [
    {
      headline: 'Complex clinical buying committees',
      description:
        'Clinicians, procurement, IT, finance and value analysis committees each weigh in. We map the decision process and equip your team with the case each group needs.',
    },
    {
      headline: 'Evidence and reimbursement hurdles',
      description:
        'Buyers want clinical and economic proof before they commit. We build health-economic business cases and plan the evidence and reimbursement path alongside the sales plan.',
    },
    {
      headline: 'Pilots that stall before system-wide adoption',
      description:
        'Single-site champions rarely carry a decision across a health system. We design pilots with system-level sponsors, success metrics and an agreed route to scale.',
    },
  ],
  expertise: [
    {
      title: 'Commercial strategy for medtech and digital health',
      description:
        'Segment prioritization, pricing and sales models for devices, diagnostics and software as a medical device.',
    },
    {
      title: 'Value analysis and health-economic cases',
      description:
        'Budget impact models and value dossiers built for hospital value analysis committees and payers.',
    },
    {
      title: 'Provider and payer partnerships',
      description:
        'Partnerships with health systems, payers and employers, including risk-sharing and outcomes-based contracts.',
    },
    {
      title: 'Market access and international expansion',
      description:
        'Entry plans for the US, Europe and Asia-Pacific, including distributor selection and launch sequencing.',
    },
  ],
  caseStudies: [
    {
      title: 'Health-system adoption for a remote patient monitoring company',
      description:
        'A remote monitoring company had two hospital pilots and no path to system-wide contracts. We built the budget impact model, secured executive sponsors and restructured pricing around enrolled patients.',
      results: [
        'Expanded from 2 pilot sites to 11 hospitals',
        'Average contract value up 3.4x',
        '30-day readmissions down 19% in the independent evaluation',
        'Sales cycle cut from 16 months to 10',
      ],
    },
    {
      title: 'US market entry for a European surgical device maker',
      description:
        'A European maker of single-use surgical instruments had FDA clearance but no US commercial presence. We designed a hybrid model of direct key-account sellers and regional distributors.',
      results: [
        'Distribution partners covering 23 states',
        '40 hospital accounts opened in the first 12 months',
        '85% approval rate at value analysis committees',
        '$6.8M revenue in the first year',
      ],
    },
    {
      title: 'Payer partnerships for a digital musculoskeletal care provider',
      description:
        'A virtual physical therapy provider sold only to employers. We built the payer value case, led partnership discussions and designed an outcomes-based pricing model.',
      results: [
        'Two regional payer contracts signed',
        'Covered lives grew from zero to 410,000',
        'Customer acquisition cost down 44%',
        'Series B closed six months after the first payer launch',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do you have experience with regulated medical devices?',
      answer:
        'Yes. Our healthcare team has commercialized devices, diagnostics and software as a medical device. We work alongside your regulatory and quality teams, who remain responsible for clearances and compliance.',
    },
    {
      question: 'Can you help us build a health-economic business case?',
      answer:
        'Yes. We build budget impact and return-on-investment models from your clinical data and published evidence, in the formats that value analysis committees and payers expect.',
    },
    {
      question: 'Do you work with healthcare providers as well as vendors?',
      answer:
        'Yes. We support provider groups and health systems on growth strategy, service-line expansion, partnerships and operational efficiency.',
    },
    {
      question: 'Do you need access to patient data?',
      answer:
        'Rarely. We work with aggregated or de-identified data wherever possible. Where identifiable information is unavoidable, we work inside your systems under a data processing agreement and your privacy and security policies.',
    },
  ],
};

/** Retail & Consumer Brands: 3 challenges, 4 expertise items, 3 case studies of 4 results, 4 FAQs. */
const retail: IndustryPage = {
  slug: 'retail-consumer-brands',
  title: 'Retail & Consumer Brands',
  description:
    'We help consumer brands and retailers grow profitably across direct-to-consumer, wholesale and marketplace channels, with sharper pricing, stronger retail partnerships and leaner operations.',
  metaDescription:
    'Omnichannel growth strategy for consumer brands and retailers: retail partnerships, pricing and margin management, DTC economics and supply chain efficiency.',
  icon: 'ShoppingBag',
  clientChallenges: [
    {
      headline: 'Rising direct-to-consumer acquisition costs',
      description:
        'Paid social costs keep climbing while conversion rates stay flat. We rebalance the channel mix and build retention programs that raise customer lifetime value.',
    },
    {
      headline: 'Channel conflict and margin erosion',
      description:
        'Selling through your own site, retailers and marketplaces at once creates price conflict and hidden costs. We set channel roles, pricing rules and margin targets for each.',
    },
    {
      headline: 'Inventory and operations that limit growth',
      description:
        'Stockouts on best sellers and excess on the long tail tie up cash. We improve forecasting, assortment and fulfillment so growth does not outrun operations.',
    },
  ],
  expertise: [
    {
      title: 'Omnichannel growth strategy',
      description:
        'Channel roles, sequencing and investment plans across DTC, wholesale, marketplaces and physical retail.',
    },
    {
      title: 'Retail and wholesale partnerships',
      description:
        'Buyer pitches, joint business plans and trade terms that win listings and keep them.',
    },
    {
      title: 'Pricing, promotion and margin management',
      description:
        'Price architecture, promotion effectiveness and trade spend controls that protect contribution margin.',
    },
    {
      title: 'Operations and supply chain optimization',
      description:
        'Demand planning, assortment rationalization and fulfillment design for brands scaling across channels.',
    },
  ],
  caseStudies: [
    {
      title: 'National retail launch for a better-for-you snack brand',
      description:
        'A fast-growing DTC snack brand wanted national grocery distribution without giving away its margin. We prepared the buyer pitches, negotiated trade terms and built the promotion calendar.',
      results: [
        'Listed in 1,850 stores across three national chains',
        'Wholesale revenue up 5.2x in 18 months',
        'Sell-through 22% above the category average',
        'Trade spend held below 18% of gross sales',
      ],
    },
    {
      title: 'Margin recovery for a direct-to-consumer apparel brand',
      description:
        'An apparel brand was growing revenue while losing money on each new customer. We reset the paid media mix, rebuilt the retention program and tightened the returns policy.',
      results: [
        'Contribution margin up 9 percentage points',
        'Blended customer acquisition cost down 31%',
        'Repeat purchase rate up from 24% to 37%',
        'Return rate down 18%',
      ],
    },
    {
      title: 'Marketplace expansion for a home goods retailer',
      description:
        'A home goods retailer had a strong store base but a small online presence. We built its marketplace strategy, rationalized the online assortment and redesigned fulfillment.',
      results: [
        'Marketplace revenue grew from $1.1M to $6.4M in two years',
        'Stockouts on the top 200 products down 57%',
        'Three international marketplaces launched',
        'Fulfillment cost per order down 14%',
      ],
    },
  ],
  faqs: [
    {
      question: 'Do you work with emerging brands or only established retailers?',
      answer:
        'Both. We typically work with brands from around $5M in revenue that are preparing for wholesale or marketplace expansion, and with established retailers improving margin, operations or digital growth.',
    },
    {
      question: 'Can you help us get listed with major retailers?',
      answer:
        'Yes. We prepare the category story, buyer presentations and trade terms, and use our relationships to secure meetings. We also build the plan to keep the listing: promotion, replenishment and sell-through tracking.',
    },
    {
      question: 'How do you balance direct-to-consumer and wholesale?',
      answer:
        'We give each channel a clear role, such as DTC for launches and loyalty and wholesale for reach, and set pricing and assortment rules that protect margin in both.',
    },
    {
      question: 'Do you run paid media campaigns?',
      answer:
        'No. We set the strategy, budgets, targets and measurement, and help you select and manage agency partners. That keeps our advice independent of media spend.',
    },
  ],
};

/** The seven industry pages, in the order of `industrySlugs`. */
export const industryPages: readonly IndustryPage[] = [
  fintech,
  technologySaas,
  cybersecurity,
  logistics,
  property,
  healthcare,
  retail,
];

/** The industry page for a slug, or undefined when the slug is not a known market. */
export function getIndustryPage(slug: string): IndustryPage | undefined {
  return industryPages.find((page) => page.slug === slug);
}
