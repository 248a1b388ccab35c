/**
 * The middy stack every handler shares: body size before parsing, JSON parsing, per-field
 * validation messages, the error mapping, and the client address used by the rate limits.
 */
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ConflictError, NotFoundError } from '@functions/domain/errors';
import { clientAddress, normaliseAddress } from '@functions/lib/client-address';
import { route, type HttpEvent } from '@functions/lib/http';

const context = { awsRequestId: 'req-1' } as Context;

// The deployment's body limits (CDK and the sandbox write them from the manifest), read once.
process.env.BODY_LIMITS = JSON.stringify({ 'POST /api/x': 64 });

function event(overrides: Partial<HttpEvent> = {}): HttpEvent {
  return {
    version: '2.0',
    routeKey: 'POST /api/x',
    rawPath: '/api/x',
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    requestContext: {
      requestId: 'req-1',
      http: { method: 'POST', path: '/api/x', sourceIp: '203.0.113.9' },
    },
    isBase64Encoded: false,
    ...overrides,
  } as HttpEvent;
}

const echo = route(
  {
    access: 'public',
    body: z.object({ name: z.string().min(1, { error: 'Name is required' }) }),
  },
  async ({ body }) => ({ status: 201, body: { hello: body.name } }),
);

describe('route()', () => {
  it('answers with the handler result as JSON', async () => {
    const response = await echo(event({ body: JSON.stringify({ name: 'Ada' }) }), context);

    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.body!)).toEqual({ hello: 'Ada' });
  });

  it('refuses a body over the limit with 413 before parsing it', async () => {
    const response = await echo(event({ body: `{"name":"${'x'.repeat(100)}"}` }), context);

    expect(response.statusCode).toBe(413);
  });

  it('refuses a body on a route the deployment gave no limit, as a wiring fault (500)', async () => {
    const response = await echo(
      event({ routeKey: 'POST /api/unlisted', body: JSON.stringify({ name: 'Ada' }) }),
      context,
    );

    expect(response.statusCode).toBe(500);
  });

  it('refuses a body that is not declared JSON with 415, as a cross-site form would send it', async () => {
    const body = JSON.stringify({ name: 'Ada' });
    const types = [
      undefined,
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ];

    const statuses = await Promise.all(
      types.map(async (type) => {
        const headers = type ? { 'content-type': type } : {};
        return (await echo(event({ body, headers }), context)).statusCode;
      }),
    );
    const json = await echo(
      event({ body, headers: { 'content-type': 'Application/JSON; charset=utf-8' } }),
      context,
    );

    expect(statuses).toEqual([415, 415, 415, 415, 415]);
    expect(json.statusCode).toBe(201);
  });

  it('answers 400 Invalid JSON for a body that is not JSON', async () => {
    const response = await echo(event({ body: '{not json' }), context);

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body!).error.message).toBe('Invalid JSON');
  });

  it('names each invalid field with its message', async () => {
    const response = await echo(event({ body: JSON.stringify({ name: '' }) }), context);

    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body!).error.fields).toEqual({ name: 'Name is required' });
  });

  it.each([
    [new NotFoundError('Article not found'), 404],
    [new ConflictError('Slug taken'), 409],
  ])('maps domain error %s to its status with its message', async (error, status) => {
    const failing = route({ access: 'public' }, async () => {
      throw error;
    });

    const response = await failing(event(), context);

    expect(response.statusCode).toBe(status);
    expect(JSON.parse(response.body!).error.message).toBe(error.message);
  });

  it('hides an unexpected error behind a 500 with the request id', async () => {
    const failing = route({ access: 'public' }, async () => {
      throw new Error('secret table name leaked');
    });

    const response = await failing(event(), context);

    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(JSON.parse(response.body!).error.requestId).toBe('req-1');
  });

  it('refuses an admin route without a token with 401', async () => {
    const admin = route({ access: 'admin' }, async () => ({ body: 'never' }));

    const response = await admin(event(), context);

    expect(response.statusCode).toBe(401);
  });
});

describe('clientAddress()', () => {
  const secret = 'origin-secret-0123456789';
  const viaCloudFront = (viewer: string) =>
    event({ headers: { 'cloudfront-viewer-address': viewer, 'x-origin-verify': secret } });

  it('takes the viewer address CloudFront forwards, without its port, when the origin secret proves it', () => {
    expect(clientAddress(viaCloudFront('198.51.100.10:46532'), secret)).toBe('198.51.100.10');
    expect(clientAddress(viaCloudFront('2001:db8::1:443'), secret)).toBe('2001:db8:0:0::/64');
  });

  it('ignores a viewer address sent without the origin secret, or with a wrong one', () => {
    const spoofed = [
      event({ headers: { 'cloudfront-viewer-address': '198.51.100.10:1' } }),
      event({
        headers: { 'cloudfront-viewer-address': '198.51.100.10:1', 'x-origin-verify': 'guess' },
      }),
    ];

    for (const request of spoofed) expect(clientAddress(request, secret)).toBe('203.0.113.9');
    expect(clientAddress(viaCloudFront('198.51.100.10:1'), undefined)).toBe('203.0.113.9');
  });

  it('falls back to the address API Gateway saw', () => {
    expect(clientAddress(event(), secret)).toBe('203.0.113.9');
  });
});

describe('normaliseAddress()', () => {
  it.each([
    ['010.001.002.003', '10.1.2.3'],
    ['192.0.2.1', '192.0.2.1'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['::FFFF:C000:0201', '192.0.2.1'],
    ['2001:DB8:0:0:1::1', '2001:db8:0:0::/64'],
    ['2001:db8::abcd:1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:ffff:ffff:ffff:ffff', '2001:db8:0:0::/64'],
    ['[2001:db8:1:2::1]', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('keys %s as %s', (address, key) => {
    expect(normaliseAddress(address)).toBe(key);
  });
});
