/** Copy of the sitemap checker page (/sitemap-info; DESIGN.md section 12, deviation 10). */

export const sitemapInfoCopy = {
  heading: 'Sitemap Info',
  intro:
    'Search engines read our XML sitemap to discover every public page, article and solution page. This page fetches it live and checks that it is valid.',
  statusHeading: 'Sitemap Status',
  contentType: 'Content type',
  urlCount: 'URLs listed',
  viewXml: 'View sitemap.xml',
  humanSitemap: 'Browse the sitemap page',
  toasts: { error: 'Sitemap Error', valid: 'Sitemap Valid' },
  info: {
    heading: 'About This Sitemap',
    protocol: 'Protocol',
    protocolValue: 'Sitemaps XML protocol v0.9',
    protocolUrl: 'https://www.sitemaps.org/protocol.html',
    lastUpdated: 'Last updated',
    lastUpdatedValue: 'May 13, 2025',
    generation: 'Generation',
    generationValue:
      'Generated at build time for the static pages, with every published article and solution page added as it is published.',
  },
} as const;
