/**
 * Copy of the cookie consent dialog and the Cookie Settings page (public-site.md sections 2 and 4).
 * The categories themselves (names, descriptions) are shared facts in shared/content.
 */

/** The consent dialog. */
export const consentDialogCopy = {
  simple: {
    title: 'We value your privacy',
    description:
      'We use essential cookies to run this site and, with your consent, optional cookies for analytics, preferences and sessions. You can change your choice at any time on the Cookie Settings page.',
    acceptAll: 'Accept All Cookies',
    rejectAll: 'Reject All (Essential Only)',
    customize: 'Customize Preferences',
  },
  detailed: {
    title: 'Customize Cookie Preferences',
    description:
      'Choose which optional cookies you allow. Necessary cookies are always on because the site cannot work without them.',
    required: 'Required',
    save: 'Save Preferences',
    acceptAll: 'Accept All',
    rejectAll: 'Reject All',
    back: 'Back to Simple View',
  },
} as const;

/** The Cookie Settings page (/cookies). */
export const cookieSettingsCopy = {
  intro: [
    'Cookies are small text files a website stores in your browser. Some are essential: without them pages cannot load securely or remember the choices you make here. Others are optional and help us understand how the site is used, remember your preferences or keep track of a visit.',
    'Necessary cookies are always on. Switch each optional category on or off below, then save. Nothing changes until you press Save Cookie Preferences.',
  ],
  categoriesHeading: 'Cookie Categories',
  required: 'Required',
  save: 'Save Cookie Preferences',
  openModal: 'Open Cookie Consent Modal',
  clearAll: 'Clear All Cookies & Reset',
  savedToast: 'Cookie preferences saved',
  currentHeading: 'Current Settings',
  consentDate: 'Consent date',
  enabled: 'Enabled',
  disabled: 'Disabled',
  none: 'No cookie preferences have been saved yet.',
  labels: { analytics: 'Analytics', preferences: 'Preferences', session: 'Session' },
} as const;

/** Console warning when browser storage cannot be used (private modes, blocked storage). */
export const storageUnavailableWarning =
  'Browser storage is unavailable: cookie preferences are kept in memory for this visit only.';
