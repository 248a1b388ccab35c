import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import {
  acceptedResponseSchema,
  apiErrorBodySchema,
  fieldErrors,
  pageCountOf,
  paginatedSchema,
} from '@shared/schemas/api';
import { authorInputSchema } from '@shared/schemas/author';
import { categoryInputSchema } from '@shared/schemas/category';
import { parseConsentRecord } from '@shared/schemas/consent';
import { diagnosticAnswersSchema } from '@shared/schemas/diagnostic';
import { newsletterSubscribeInputSchema } from '@shared/schemas/newsletter';
import { podcastResponseSchema } from '@shared/schemas/podcast';
import { idSchema } from '@shared/schemas/primitives';
import { uploadRequestSchema } from '@shared/schemas/upload';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('idSchema', () => {
  it('accepts random and hand-written UUIDs and refuses other text', () => {
    expect(idSchema.safeParse(crypto.randomUUID()).success).toBe(true);
    expect(idSchema.safeParse('00000000-0000-0000-0000-000000000001').success).toBe(true);
    expect(idSchema.safeParse('42').success).toBe(false);
  });
});

describe('categoryInputSchema', () => {
  it('trims the name', () => {
    expect(categoryInputSchema.parse({ name: '  Strategy ' })).toEqual({ name: 'Strategy' });
  });

  it.each(['', '   ', undefined])('refuses %j with the spec message', (name) => {
    expect(firstMessage(categoryInputSchema, { name })).toBe('Category name cannot be empty');
  });
});

describe('authorInputSchema', () => {
  it('requires a name and defaults bio and avatar to empty text', () => {
    expect(firstMessage(authorInputSchema, { name: ' ' })).toBe('Name is required');
    expect(authorInputSchema.parse({ name: 'Ada' })).toEqual({
      name: 'Ada',
      bio: '',
      avatar_url: '',
    });
  });
});

describe('newsletterSubscribeInputSchema', () => {
  it('stores the address trimmed and in lower case', () => {
    const parsed = newsletterSubscribeInputSchema.parse({ email: ' Ada@Example.COM ' });

    expect(parsed.email).toBe('ada@example.com');
  });

  it.each(['', 'ada', 'ada@', undefined])('refuses %j with the footer message', (email) => {
    expect(firstMessage(newsletterSubscribeInputSchema, { email })).toBe(
      'Please enter a valid email address',
    );
  });
});

describe('uploadRequestSchema', () => {
  it('accepts a JPEG under 5 MB and normalises the type', () => {
    const parsed = uploadRequestSchema.parse({
      fileName: 'a.jpg',
      contentType: 'IMAGE/JPEG',
      size: 1000,
    });

    expect(parsed.contentType).toBe('image/jpeg');
  });

  it.each(['application/pdf', 'image/svg+xml', ''])('refuses the type %j', (contentType) => {
    expect(firstMessage(uploadRequestSchema, { fileName: 'a', contentType, size: 1 })).toBe(
      'Invalid file type: Please upload an image file (JPEG, PNG, etc).',
    );
  });

  it('refuses a file over 5 MB', () => {
    const input = { fileName: 'a.png', contentType: 'image/png', size: 5 * 1024 * 1024 + 1 };

    expect(firstMessage(uploadRequestSchema, input)).toBe(
      'File too large: Please upload an image under 5MB',
    );
  });
});

describe('diagnosticAnswersSchema', () => {
  const answers = {
    timeframe: 'not_started',
    investment: 'no_change',
    aiUseAreas: ['not_using'],
    blockers: ['roi'],
    outcomes: ['faster_ramp'],
    numTools: '0',
    initiative: 'dashboard',
  };

  it('accepts a complete set of answers', () => {
    expect(diagnosticAnswersSchema.safeParse(answers).success).toBe(true);
  });

  it('gives the spec messages for empty and overfull lists', () => {
    const empty = diagnosticAnswersSchema.safeParse({
      ...answers,
      aiUseAreas: [],
      blockers: [],
      outcomes: [],
    });
    const overfull = diagnosticAnswersSchema.safeParse({
      ...answers,
      blockers: ['roi', 'fit', 'adoption', 'technical'],
      outcomes: ['faster_ramp', 'revenue_per_rep', 'automate_admin', 'meeting_quality'],
    });

    expect(empty.success ? {} : fieldErrors(empty.error)).toEqual({
      aiUseAreas: 'Please select at least one area',
      blockers: 'Please select at least one blocker',
      outcomes: 'Please select at least one outcome',
    });
    expect(overfull.success ? {} : fieldErrors(overfull.error)).toEqual({
      blockers: 'Please select no more than 3 blockers',
      outcomes: 'Please select no more than 3 outcomes',
    });
  });

  it('refuses a single choice outside its listed values', () => {
    expect(firstMessage(diagnosticAnswersSchema, { ...answers, numTools: '7' })).toBe(
      'Please select an option to continue',
    );
  });
});

describe('parseConsentRecord', () => {
  const record = {
    necessary: true,
    analytics: false,
    preferences: true,
    session: false,
    timestamp: 1,
    version: '1.0',
  };

  it('accepts a whole record and drops keys it does not know', () => {
    expect(parseConsentRecord(record)).toEqual(record);
    expect(parseConsentRecord({ ...record, extra: 'x' })).toEqual(record);
  });

  it('requires necessary true and version 1.0', () => {
    expect(parseConsentRecord({ ...record, necessary: false })).toBeUndefined();
    expect(parseConsentRecord({ ...record, version: '0.9' })).toBeUndefined();
  });

  it('refuses missing or mistyped choices and bad timestamps', () => {
    const { session: _session, ...withoutSession } = record;
    expect(parseConsentRecord(withoutSession)).toBeUndefined();
    expect(parseConsentRecord({ ...record, analytics: 'true' })).toBeUndefined();
    expect(parseConsentRecord({ ...record, timestamp: -1 })).toBeUndefined();
    expect(parseConsentRecord({ ...record, timestamp: 1.5 })).toBeUndefined();
    expect(parseConsentRecord({ ...record, timestamp: '1' })).toBeUndefined();
    expect(parseConsentRecord(null)).toBeUndefined();
    expect(parseConsentRecord('consent')).toBeUndefined();
  });
});

describe('podcastResponseSchema', () => {
  it('accepts episodes with and without a number', () => {
    const response = {
      title: 'Growth Briefing',
      description: 'd',
      link: 'https://host.test',
      feedUrl: 'https://host.test/rss',
      episodes: [
        {
          title: 'a',
          description: '',
          pubDate: '2025-05-01T00:00:00.000Z',
          duration: '32:15',
          audioUrl: '#',
        },
        {
          title: 'b',
          description: '',
          pubDate: '2025-04-24T00:00:00.000Z',
          duration: '',
          audioUrl: 'https://host.test/b.mp3',
          episodeNumber: 1,
        },
      ],
    };

    expect(podcastResponseSchema.safeParse(response).success).toBe(true);
  });
});

describe('api envelope', () => {
  it('keys field errors by dotted path, first message per field, whole-object issues as _', () => {
    const schema = z.object({
      a: z.array(z.object({ b: z.string().min(3, 'short').regex(/^x/, 'no x') })),
    });
    const whole = z.object({ a: z.string() }).refine(() => false, 'whole');

    const nested = schema.safeParse({ a: [{ b: 'y' }] });
    const outer = whole.safeParse({ a: 'a' });

    expect(nested.success ? {} : fieldErrors(nested.error)).toEqual({ 'a.0.b': 'short' });
    expect(outer.success ? {} : fieldErrors(outer.error)).toEqual({ _: 'whole' });
  });

  it('describes the error body and the accepted answer', () => {
    const body = { error: { code: 'not_found', message: 'Article not found', requestId: 'r1' } };

    expect(apiErrorBodySchema.safeParse(body).success).toBe(true);
    expect(apiErrorBodySchema.safeParse({ error: { code: 'oops', message: '' } }).success).toBe(
      false,
    );
    expect(acceptedResponseSchema.safeParse({ ok: true }).success).toBe(true);
  });

  it('builds a numbered page schema and counts pages', () => {
    const schema = paginatedSchema(z.string());

    expect(schema.safeParse({ items: ['a'], page: 1, pageCount: 1, total: 1 }).success).toBe(true);
    expect(pageCountOf(0, 6)).toBe(0);
    expect(pageCountOf(6, 6)).toBe(1);
    expect(pageCountOf(7, 6)).toBe(2);
  });
});
