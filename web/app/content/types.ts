/**
 * Shapes of the static page content (public-site.md section 3, "Static card shapes"). Content
 * modules in this folder are typed with these; components render them and hold no copy.
 * Icons are lucide icon names from a page family's set (components/icons), so content stays data.
 */
import type { IndustryIconName } from '~/components/icons/industry-icons';
import type { ServiceIconName } from '~/components/icons/service-icons';

/** A card linking to a service or sector page; it names an icon of that family's set. */
export interface LinkCard<Icon extends string = ServiceIconName | IndustryIconName> {
  title: string;
  description: string;
  icon: Icon;
  path: string;
}

export interface Testimonial {
  quote: string;
  authorRole: string;
  company: string;
}

export interface ApproachStep {
  number: string;
  title: string;
  description: string;
}

export interface TeamMember {
  name: string;
  role: string;
  description: string;
  email: string;
  /** Path of a portrait made in the repo (SVG), under /images/. */
  image: string;
  linkedin?: string;
}

export interface TitledText {
  title: string;
  description: string;
}

/** A service page at /solutions/{slug} (shared template). */
export interface ServicePage {
  slug: string;
  title: string;
  description: string;
  /** Meta description, 120-160 characters. */
  metaDescription: string;
  icon: ServiceIconName;
  benefits: [TitledText, TitledText, TitledText];
  features: [TitledText, TitledText, TitledText, TitledText];
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface IndustryCaseStudy {
  title: string;
  description: string;
  results: string[];
}

/** An industry page at /markets/{slug} (shared template). */
export interface IndustryPage {
  slug: string;
  title: string;
  description: string;
  metaDescription: string;
  icon: IndustryIconName;
  clientChallenges: { headline: string; description: string }[];
  expertise: TitledText[];
  caseStudies: IndustryCaseStudy[];
  faqs: FaqItem[];
}

export interface CaseStudy {
  id: string;
  title: string;
  company: string;
  description: string;
  challenges: string[];
  solutions: { title: string; points: string[] }[];
  clientFeedback: { quote: string; author: string; role: string };
  metrics: { value: string; label: string }[];
  companyInfo: { location: string; team: string; website: string };
  targetInfo: { location: string; size: string; industries: string };
}

/** A numbered section of a legal page. */
export interface LegalSection {
  heading: string;
  /** Paragraphs; a paragraph starting with '- ' lines is rendered as a list. */
  paragraphs: string[];
}

export interface LegalDocument {
  title: string;
  /** ISO date, e.g. 2025-03-01. */
  effectiveDate: string;
  intro: string;
  sections: LegalSection[];
}
