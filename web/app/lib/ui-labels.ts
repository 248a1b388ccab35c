/**
 * Accessible names of structural UI (landmarks, skip link) that the content modules do not carry.
 * Visible copy lives in app/content; these strings are only read by assistive technology, apart
 * from the skip link, which shows on focus.
 */
export const uiLabels = {
  skipToContent: 'Skip to main content',
  mainNavigation: 'Main',
  mobileNavigation: 'Mobile',
  footerNavigation: 'Footer',
  legalNavigation: 'Legal',
  breadcrumb: 'Breadcrumb',
  opensInNewTab: '(opens in a new tab)',
  effectiveDate: 'Effective date:',
  tableOfContents: 'Contents',
} as const;
