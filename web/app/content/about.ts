/**
 * About page copy (public-site.md section 2, route /about): Our Story, Our Team Leads and the
 * closing call to action. The story mentions the firm, and team e-mails live at the firm's
 * domain, so the content is built by `getAboutContent` from the firm identity in the site config.
 */
import { firmEmail, withBrandDeep, type FirmIdentity } from './brand';
import type { TeamMember } from './types';

/** Everything the About page renders. */
export interface AboutContent {
  story: { heading: string; paragraphs: string[] };
  team: { heading: string; intro: string; members: TeamMember[] };
  cta: { heading: string; text: string; buttonLabel: string };
}

/** A team lead before the firm's domain is known: `emailLocalPart` becomes `local@domain`. */
interface TeamLeadSource extends Omit<TeamMember, 'email' | 'image'> {
  emailLocalPart: string;
  /** File name under /images/team/, without extension. */
  imageName: string;
}

const teamLeads: TeamLeadSource[] = [
  {
    name: 'Daniel Okafor',
    role: 'Managing Partner, Strategy & M&A',
    description:
      'Daniel has led more than 40 acquisitions and divestitures as a corporate development executive and adviser. He heads our strategy and M&A practice and leads every board-level engagement.',
    emailLocalPart: 'daniel.okafor',
    imageName: 'daniel-okafor',
    linkedin: 'https://www.linkedin.com/in/daniel-okafor-advisory',
  },
  {
    name: 'Priya Raman',
    role: 'Partner, Growth Enablement',
    description:
      'Priya built and ran revenue operations at two SaaS companies through their growth from $5M to over $100M in ARR. She leads our work on sales playbooks, revenue systems and AI-assisted selling.',
    emailLocalPart: 'priya.raman',
    imageName: 'priya-raman',
  },
  {
    name: 'Marcus Lindqvist',
    role: 'Head of Business Development',
    description:
      'Marcus spent 15 years opening enterprise accounts in financial services and cybersecurity across North America and Europe. He designs and runs our account-based and outbound programs.',
    emailLocalPart: 'marcus.lindqvist',
    imageName: 'marcus-lindqvist',
  },
  {
    name: 'Elena Vasquez',
    role: 'Director, Operational Optimization',
    description:
      'Elena is a former logistics operations executive and process improvement specialist. She helps clients remove cost and delay from quote-to-cash, fulfillment and service operations.',
    emailLocalPart: 'elena.vasquez',
    imageName: 'elena-vasquez',
  },
  {
    name: 'Wei Ling Tan',
    role: 'Director, Technology & AI Integration',
    description:
      'Wei Ling has delivered data and AI programs for banks and healthcare groups across Asia-Pacific. She leads our technology assessments, vendor selections and AI pilots from Singapore.',
    emailLocalPart: 'weiling.tan',
    imageName: 'wei-ling-tan',
  },
  {
    name: 'Jonah Whitfield',
    role: 'Director, Partner & Channel Development',
    description:
      'Jonah built partner ecosystems of more than 200 resellers and alliances at two security software companies. He designs the partner programs and co-selling motions we build for clients.',
    emailLocalPart: 'jonah.whitfield',
    imageName: 'jonah-whitfield',
  },
];

/** Path of a team portrait made in the repo, e.g. `/images/team/priya-raman.svg`. */
export function teamImagePath(imageName: string): string {
  return `/images/team/${imageName}.svg`;
}

/** The six team leads, with e-mails at the domain of the configured contact address. */
export function getTeamMembers(contactEmail: string): TeamMember[] {
  return teamLeads.map(({ emailLocalPart, imageName, ...member }) => ({
    ...member,
    email: firmEmail(emailLocalPart, contactEmail),
    image: teamImagePath(imageName),
  }));
}

const storyParagraphs = [
  '{brand} was founded by operators who had spent their careers on the client side of the table: building sales teams, negotiating partnerships, raising capital and integrating acquisitions. Too often we had watched good strategies arrive as a slide deck and fade within a quarter. We set out to build a firm that stays until the numbers move.',
  'Today we advise founders, executive teams and investors in fintech and digital banking, technology and SaaS, cybersecurity, logistics, property and smart cities, healthcare and medtech, and retail and consumer brands. Our work covers the full arc from strategy to enablement to execution: deciding where to compete, equipping teams to win there and doing the hard work alongside them.',
  'Every engagement is led by a partner, staffed with senior people only and measured against targets agreed on the first day, whether that is pipeline created, revenue won, cost removed, capital raised or a deal closed. When we step back, we leave behind the playbooks, systems and skills to keep the results coming.',
];

/** The About page content for the firm identity in the site config. */
export function getAboutContent(firm: FirmIdentity): AboutContent {
  return {
    story: {
      heading: 'Our Story',
      paragraphs: withBrandDeep(storyParagraphs, firm.brandName),
    },
    team: {
      heading: 'Our Team Leads',
      intro:
        'Each engagement is led by one of the people below, not handed to a junior team after the pitch.',
      members: getTeamMembers(firm.contactEmail),
    },
    cta: {
      heading: 'Talk to the people who will do the work',
      text: 'Book a 30-minute call with one of our team leads to discuss your goals and whether we are the right fit.',
      buttonLabel: 'Schedule a Call',
    },
  };
}
