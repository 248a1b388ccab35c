/** Copy of the public programmatic landing page (public-site.md sections 2 and 8). */

export const programmaticPageCopy = {
  loading: 'Loading page',
  getStarted: { label: 'Get Started', path: '/contact' },
  learnAbout: { label: 'Learn About Us', path: '/about' },
  benefitsHeading: 'Key Benefits',
  contactUs: { label: 'Contact Us Today', path: '/contact' },
  faqHeading: 'Frequently Asked Questions',
  relatedReadingHeading: 'Related Reading',
  relatedKind: { article: 'Insight', page: 'Solution' },
  relatedHeading: 'Explore Related Solutions',
  relatedSlugs: ['strategy-market-design', 'growth-enablement'],
  learnMore: 'Learn more',
  draftBanner: {
    draft: 'Draft preview: this page is not published. Only signed-in staff can see it.',
    error: 'This page failed to generate and is not published. Only signed-in staff can see it.',
  },
  notFound: {
    heading: 'Page Not Found',
    text: 'Sorry, the page you are looking for does not exist or is not published yet.',
    button: 'Return to Home',
  },
} as const;
