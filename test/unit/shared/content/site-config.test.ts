/** The site config an environment asks for: the public origin follows PORT unless named. */
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig, siteConfigFromEnv } from '@shared/content/site-config';

describe('siteConfigFromEnv', () => {
  it('names the served port in the default origin', () => {
    expect(siteConfigFromEnv({ PORT: '4000' }).publicOrigin).toBe('http://localhost:4000');
  });

  it('keeps an explicit PUBLIC_ORIGIN whatever the port', () => {
    const site = siteConfigFromEnv({ PORT: '4000', PUBLIC_ORIGIN: 'https://www.example.com/' });

    expect(site.publicOrigin).toBe('https://www.example.com');
  });

  it('keeps the default for no port, a free port (0) or a bad value', () => {
    for (const PORT of [undefined, '', '0', 'abc', '70000']) {
      expect(siteConfigFromEnv({ PORT }).publicOrigin).toBe(defaultSiteConfig.publicOrigin);
    }
  });
});
