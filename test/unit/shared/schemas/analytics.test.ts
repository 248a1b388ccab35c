import { describe, expect, it } from 'vitest';
import {
  attributionSchema,
  beaconSchema,
  cleanUtmValue,
  matchPublicPath,
  referrerDomain,
} from '@shared/schemas/analytics';

describe('matchPublicPath', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/insights?category=strategy', '/insights'],
    ['/insights/my-article#part-2', '/insights/my-article'],
    ['/solutions/growth-enablement', '/solutions/growth-enablement'],
    ['/solutions/fintech-sales-automation', '/solutions/fintech-sales-automation'],
    ['/markets/technology-saas', '/markets/technology-saas'],
  ])('keeps the public route %s as %s', (raw, path) => {
    expect(matchPublicPath(raw)).toBe(path);
  });

  it.each([
    '/admin',
    '/admin/articles/123',
    '/preview',
    '/newsletter/confirm',
    '/wp-login.php',
    '/insights/Upper_Case',
    '/insights/a/b',
    '/markets/unknown-market',
    'https://evil.example/about',
    '',
    '/api/contact',
  ])('counts %s as other', (raw) => {
    expect(matchPublicPath(raw)).toBe('other');
  });
});

describe('cleanUtmValue', () => {
  it('trims, lower-cases and keeps only [a-z0-9._ -]', () => {
    expect(cleanUtmValue('  Spring Launch! 2025 ')).toBe('spring launch 2025');
    expect(cleanUtmValue('News_Letter.v2')).toBe('news_letter.v2');
    expect(cleanUtmValue('<script>alert(1)</script>')).toBe('scriptalert1script');
    expect(cleanUtmValue('Ünïcode—campaign')).toBe('ncodecampaign');
  });

  it('cuts values to 64 characters', () => {
    expect(cleanUtmValue('a'.repeat(100))).toBe('a'.repeat(64));
  });
});

describe('referrerDomain', () => {
  it('keeps only the domain, without www', () => {
    expect(referrerDomain('https://www.Google.com/search?q=private+words')).toBe('google.com');
    expect(referrerDomain('http://news.ycombinator.com/item?id=1')).toBe('news.ycombinator.com');
  });

  it('says direct for none or anything that is not a web address', () => {
    expect(referrerDomain('')).toBe('direct');
    expect(referrerDomain('android-app://com.slack')).toBe('direct');
    expect(referrerDomain('not a url')).toBe('direct');
  });
});

describe('attributionSchema', () => {
  it('cleans every part and drops empty UTM values', () => {
    const parsed = attributionSchema.parse({
      sourcePath: '/contact?x=1',
      firstTouch: {
        landingPath: '/insights/first-read',
        referrer: 'https://www.linkedin.com/feed/',
        utm: { source: ' LinkedIn ', medium: '!!!', campaign: 'Q4' },
        at: '2026-11-01T10:00:00.000Z',
      },
      lastContentPath: '/admin/secret',
      pages: ['/', '/insights/first-read/'],
    });

    expect(parsed).toEqual({
      sourcePath: '/contact',
      firstTouch: {
        landingPath: '/insights/first-read',
        referrer: 'linkedin.com',
        utm: { source: 'linkedin', campaign: 'q4' },
        at: '2026-11-01T10:00:00.000Z',
      },
      lastContentPath: 'other',
      pages: ['/', '/insights/first-read'],
    });
  });

  it('refuses more than 15 pages, naming the field', () => {
    const parsed = attributionSchema.safeParse({ sourcePath: '/', pages: Array(16).fill('/') });

    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['pages']);
  });
});

describe('beaconSchema', () => {
  it('takes 1 to 20 events of a known type', () => {
    const view = {
      type: 'view',
      path: '/',
      referrer: '',
      utm: {},
      sessionId: '6f1d8c1e-2b5a-4c43-9f0e-8a4f5b0c7d21',
    };

    expect(beaconSchema.safeParse({ events: [view] }).success).toBe(true);
    expect(beaconSchema.safeParse({ events: [] }).success).toBe(false);
    expect(beaconSchema.safeParse({ events: Array(21).fill(view) }).success).toBe(false);
    expect(beaconSchema.safeParse({ events: [{ ...view, type: 'click' }] }).success).toBe(false);
    expect(
      beaconSchema.safeParse({ events: [{ ...view, type: 'lead', kind: 'contact' }] }).success,
    ).toBe(false);
  });
});
