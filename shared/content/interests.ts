/**
 * The contact form's "area of interest" options (public-site.md section 3): the stored value and
 * the label shown to visitors and to staff.
 */

/** Interest values in the order the contact form lists them. */
export const interestValues = [
  'strategy',
  'business-development',
  'operations',
  'technology',
  'growth',
  'partner',
  'consulting',
  'ma',
] as const;

/** One of {@link interestValues}. */
export type Interest = (typeof interestValues)[number];

/** Label of every interest value. */
export const interestLabels: Readonly<Record<Interest, string>> = {
  strategy: 'Strategy & Market Design',
  'business-development': 'Business Development',
  operations: 'Operational Optimization',
  technology: 'Technology & AI Integration',
  growth: 'Growth Enablement Systems',
  partner: 'Partner & Channel Development',
  consulting: 'Consulting & Execution',
  ma: 'Mergers & Acquisitions',
};

/** Options for a select: value and label, in form order. */
export const interestOptions: ReadonlyArray<{ value: Interest; label: string }> =
  interestValues.map((value) => ({ value, label: interestLabels[value] }));

/** True when `value` is one of the known interest values. */
export function isInterest(value: string): value is Interest {
  return (interestValues as readonly string[]).includes(value);
}

/**
 * Label of an interest value. Older submissions may hold values no longer offered; the admin
 * portal shows those as they are (admin-portal.md section 2), so an unknown value is returned raw.
 */
export function interestLabel(value: string): string {
  return isInterest(value) ? interestLabels[value] : value;
}
