/**
 * The current year without a hydration mismatch: the prerendered HTML and the hydrating render use
 * the build year (useSyncExternalStore's server snapshot); right after hydration React re-renders
 * with the visitor's clock, so a page built in December still says the right year in January.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const clientYear = () => new Date().getFullYear();
const buildYear = () => __BUILD_YEAR__;

export function CurrentYear({ render }: { render: (year: number) => string }) {
  const year = useSyncExternalStore(subscribe, clientYear, buildYear);
  return <>{render(year)}</>;
}
