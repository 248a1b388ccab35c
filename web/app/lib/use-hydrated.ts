/**
 * False while React hydrates prerendered HTML (and during the prerender itself), true afterwards.
 * Lets a page render the exact prerendered markup first and only then read browser-only state
 * (the query string, storage), so hydration never mismatches.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
