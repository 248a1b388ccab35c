/**
 * The Source section of a contact's detail: the page the lead was sent from, the visit's first
 * touch and the pages read, and "Not recorded" for contacts stored before attribution.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LeadSource } from '~/features/contacts-admin/components/lead-source';

describe('the Source section of a contact', () => {
  it('shows the source page, first touch, campaign and the pages read in order', () => {
    const html = renderToStaticMarkup(
      createElement(LeadSource, {
        attribution: {
          sourcePath: '/contact',
          firstTouch: {
            landingPath: '/insights/pricing-power',
            referrer: 'https://www.linkedin.com/feed/',
            utm: { source: 'linkedin', campaign: 'q3' },
            at: '2026-06-01T08:00:00.000Z',
          },
          lastContentPath: '/insights/pricing-power',
          pages: ['/insights/pricing-power', '/about', '/contact'],
        },
      }),
    );

    expect(html).toContain('Sent from</dt><dd class="break-all">/contact</dd>');
    expect(html).toContain('Landing page</dt><dd class="break-all">/insights/pricing-power</dd>');
    expect(html).toContain('www.linkedin.com');
    expect(html).toContain('linkedin / (none) / q3');
    expect(html).toMatch(
      /<li[^>]*>\/insights\/pricing-power<\/li><li[^>]*>\/about<\/li><li[^>]*>\/contact<\/li>/,
    );
    expect(html).not.toContain('Not recorded');
  });

  it('says None (direct) for a visit that came with no referrer, as the server stores it', () => {
    const html = renderToStaticMarkup(
      createElement(LeadSource, {
        attribution: {
          sourcePath: '/contact',
          firstTouch: {
            landingPath: '/',
            referrer: 'direct',
            utm: {},
            at: '2026-06-01T08:00:00.000Z',
          },
        },
      }),
    );

    expect(html).toContain('Referrer</dt><dd class="break-all">None (direct)</dd>');
  });

  it('shows the source page alone for a lead sent without analytics consent', () => {
    const html = renderToStaticMarkup(
      createElement(LeadSource, { attribution: { sourcePath: '/contact' } }),
    );

    expect(html).toContain('/contact');
    expect(html.match(/Not recorded/g)).toHaveLength(4);
  });

  it('says Not recorded for a contact stored before attribution', () => {
    const html = renderToStaticMarkup(createElement(LeadSource, { attribution: undefined }));

    expect(html).toContain('Source');
    expect(html).toContain('Not recorded');
    expect(html).not.toContain('Sent from');
  });
});
