/** How the analytics screens write counts and rates. */

/** A count with thousands separators. */
export function formatCount(value: number): string {
  return value.toLocaleString('en-GB');
}

/** A conversion (leads per session, 0 to 1) as a percentage with one decimal. */
export function formatConversion(value: number): string {
  return `${(value * 100).toLocaleString('en-GB', { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`;
}
