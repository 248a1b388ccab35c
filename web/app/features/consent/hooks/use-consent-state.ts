/** The visitor's consent and the dialog's visibility; nothing during prerender and hydration. */
import { useSyncExternalStore } from 'react';
import {
  getConsentState,
  getServerConsentState,
  subscribeConsent,
  type ConsentState,
} from '../api/consent-store';

export function useConsentState(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsentState, getServerConsentState);
}
