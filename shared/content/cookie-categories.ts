/** The four cookie categories of the consent dialog and the Cookie Settings page. */

/** A cookie category. Essential categories are always on and cannot be switched off. */
export interface CookieCategory {
  id: 'necessary' | 'analytics' | 'preferences' | 'session';
  name: string;
  description: string;
  essential: boolean;
}

/** The categories, in the order the dialog lists them. Only necessary is on by default. */
export const cookieCategories: readonly CookieCategory[] = [
  {
    id: 'necessary',
    name: 'Necessary',
    description:
      'Required for the website to work: page navigation, security and remembering your cookie choices. These cannot be disabled.',
    essential: true,
  },
  {
    id: 'analytics',
    name: 'Analytics',
    description:
      'Help us understand how visitors use the site, such as which pages are read most, so we can improve it. Data is aggregated and anonymous.',
    essential: false,
  },
  {
    id: 'preferences',
    name: 'Preferences',
    description:
      'Remember choices you make, such as your theme, so the site behaves the way you prefer on your next visit.',
    essential: false,
  },
  {
    id: 'session',
    name: 'Session',
    description:
      'Keep track of your activity during a single visit, such as form progress. They are deleted when you close your browser.',
    essential: false,
  },
];

/**
 * Cookies written beside the stored record, one per optional category (path /, one year,
 * SameSite Lax), so server-side code could read the choice without the browser storage.
 */
export const consentCookieNames = {
  analytics: 'analytics_consent',
  preferences: 'preferences_consent',
  session: 'session_consent',
} as const;
