/**
 * The public forms' rate limit holds against spoofed client headers (finding 1): the
 * viewer address is believed only with the origin secret CloudFront (here the sandbox's HTTP
 * server) adds, so a caller rotating `CloudFront-Viewer-Address`, `X-Forwarded-For` and guesses
 * of the secret is still one client. (Address normalisation: test/unit/functions/lib/http.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestValues } from '@shared/content/interests';
import { startSandbox, type HostileSandbox } from './hostile-support';

let sandbox: HostileSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: false, env: { CONTACT_RATE_LIMIT: '5' } });
});

afterAll(async () => {
  await sandbox?.stop();
});

const contact = (i: number) => ({
  firstName: 'Rotating',
  lastName: `Caller ${i}`,
  email: `rotating${i}@example.com`,
  companyName: 'Spoof Ltd',
  interest: interestValues[0],
  message: `Message number ${i}, each from a "different" address.`,
});

describe('the public forms rate limit under spoofed client headers', () => {
  it('answers 429 after the limit however the client headers rotate', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 9; i += 1) {
      const response = await fetch(`${sandbox.url}/api/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cloudfront-viewer-address': `198.51.100.${i}:${40000 + i}`,
          'x-forwarded-for': `203.0.113.${i}`,
          'x-origin-verify': `guess-${i}-0123456789abcdef`,
        },
        body: JSON.stringify(contact(i)),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }

    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429]);
  });

  it('counts the newsletter the same way', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 7; i += 1) {
      const response = await fetch(`${sandbox.url}/api/newsletter`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'cloudfront-viewer-address': `2001:db8::${i}:443`,
          'x-forwarded-for': `203.0.113.${i}`,
        },
        body: JSON.stringify({ email: `rotating-news${i}@example.com` }),
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });
});
