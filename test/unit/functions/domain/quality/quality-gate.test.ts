import { describe, expect, it } from 'vitest';
import {
  checkQuality,
  decideQuality,
  heldMessage,
  indexEntry,
  indexSubject,
  overrideNote,
  sameHold,
  type QualitySubject,
} from '@functions/domain/quality/quality-gate';
import {
  defaultQualitySettings,
  describeQualityFlag,
  overrideReasonSchema,
  qualitySettingsSchema,
} from '@shared/schemas/quality';
import {
  distinctText,
  InMemoryContentIndex,
  InMemoryQualitySettings,
} from './in-memory-content-index';

const now = new Date('2026-01-05T10:00:00.000Z');
const base = distinctText('alpha', 220);

function subject(id: string, changes: Partial<QualitySubject> = {}): QualitySubject {
  return {
    id,
    kind: 'page',
    status: 'published',
    path: `/solutions/${id}`,
    title: `Title ${id}`,
    meta_description: `Description of ${id}`,
    text: distinctText(id, 220),
    generated: true,
    ...changes,
  };
}

/** `text` with every `every`-th pair of neighbouring words swapped. */
function swapWords(text: string, every: number): string {
  const words = text.split(' ');
  for (let i = every; i < words.length; i += every)
    [words[i - 1], words[i]] = [words[i] ?? '', words[i - 1] ?? ''];
  return words.join(' ');
}

describe('decideQuality', () => {
  it('holds a near-duplicate of a published item as similar, naming it and the score', () => {
    const original = indexEntry(subject('original', { text: base }));
    const copy = indexEntry(subject('copy', { status: 'other', text: swapWords(base, 60) }));

    const flag = decideQuality(copy, [original], defaultQualitySettings, now);

    expect(flag).toMatchObject({
      reason: 'similar',
      nearest: { id: 'original', path: '/solutions/original', title: 'Title original' },
      checkedAt: now.toISOString(),
    });
    expect(flag?.score).toBeGreaterThanOrEqual(0.8);
    expect(flag?.score).toBeLessThan(1);
  });

  it('passes distinct items, and compares only with published or in-review items of the same kind', () => {
    const item = indexEntry(subject('item', { text: base }));
    const distinct = indexEntry(subject('other'));
    const draftCopy = indexEntry(subject('draft', { status: 'other', text: base }));
    const articleCopy = indexEntry(subject('article', { kind: 'article', text: base }));
    const itself = indexEntry(subject('item', { text: base }));

    expect(
      decideQuality(item, [distinct, draftCopy, articleCopy, itself], defaultQualitySettings, now),
    ).toBeUndefined();
    const inReviewCopy = indexEntry(subject('review', { status: 'in_review', text: base }));
    expect(decideQuality(item, [inReviewCopy], defaultQualitySettings, now)?.reason).toBe(
      'similar',
    );
  });

  it('follows the similarity threshold setting', () => {
    const original = indexEntry(subject('original', { text: base }));
    const copy = indexEntry(subject('copy', { text: swapWords(base, 60) }));
    const flag = decideQuality(copy, [original], defaultQualitySettings, now);
    expect(flag?.reason).toBe('similar');

    const stricter = { ...defaultQualitySettings, similarity_threshold: 0.99 };
    expect(decideQuality(copy, [original], stricter, now)).toBeUndefined();
  });

  it('holds thin content under the floor of its kind, with its count and the minimum', () => {
    const short = distinctText('short', 120);
    const page = indexEntry(subject('thin', { text: short }));
    const article = indexEntry(
      subject('thin-article', { kind: 'article', text: distinctText('a', 160) }),
    );

    expect(decideQuality(page, [], defaultQualitySettings, now)).toEqual({
      reason: 'thin',
      score: 120,
      minimum: 150,
      checkedAt: now.toISOString(),
    });
    expect(describeQualityFlag(decideQuality(page, [], defaultQualitySettings, now)!)).toBe(
      'thin content: 120 unique words (minimum 150)',
    );
    // 160 words pass a page's floor and miss an article's.
    expect(
      decideQuality(
        indexEntry(subject('p', { text: distinctText('a', 160) })),
        [],
        defaultQualitySettings,
        now,
      ),
    ).toBeUndefined();
    expect(decideQuality(article, [], defaultQualitySettings, now)).toMatchObject({
      reason: 'thin',
      score: 160,
      minimum: 180,
    });
  });

  it('holds the same title or meta description, whatever the case and spacing', () => {
    const other = indexEntry(subject('other', { title: 'Revenue Operations for SaaS' }));
    const sameTitle = indexEntry(subject('mine', { title: '  revenue   operations FOR saas ' }));
    expect(decideQuality(sameTitle, [other], defaultQualitySettings, now)).toMatchObject({
      reason: 'duplicate_title',
      nearest: { id: 'other', path: '/solutions/other' },
    });

    const described = indexEntry(
      subject('described', { meta_description: 'One Engine  for growth' }),
    );
    const sameDescription = indexEntry(
      subject('mine', { meta_description: 'one engine for GROWTH' }),
    );
    expect(decideQuality(sameDescription, [described], defaultQualitySettings, now)).toMatchObject({
      reason: 'duplicate_description',
      nearest: { id: 'described' },
    });
  });
});

describe('checkQuality through the index', () => {
  it('finds a near-duplicate through the shared buckets and passes once it is deleted', async () => {
    const index = new InMemoryContentIndex();
    const deps = { index, settings: new InMemoryQualitySettings(), now: () => now };
    await indexSubject(deps, subject('original', { text: base }));
    await indexSubject(deps, subject('unrelated'));
    const copy = subject('copy', { status: 'other', text: swapWords(base, 60) });

    const flag = await checkQuality(deps, copy);
    expect(flag).toMatchObject({ reason: 'similar', nearest: { id: 'original' } });

    await index.remove(indexEntry(subject('original', { text: base })));
    expect(await checkQuality(deps, copy)).toBeUndefined();
  });

  it('reads the thresholds from the settings store', async () => {
    const settings = new InMemoryQualitySettings();
    const deps = { index: new InMemoryContentIndex(), settings, now: () => now };
    const item = subject('item', { text: distinctText('x', 160) });
    expect(await checkQuality(deps, item)).toBeUndefined();

    await settings.put({ ...defaultQualitySettings, page_min_unique_words: 200 });
    expect(await checkQuality(deps, item)).toMatchObject({ reason: 'thin', minimum: 200 });
  });

  it('holds a short hand-written article only for a copy or a shared title, never for thin content', async () => {
    const index = new InMemoryContentIndex();
    const deps = { index, settings: new InMemoryQualitySettings(), now: () => now };
    const article = (id: string, changes: Partial<QualitySubject> = {}) =>
      subject(id, { kind: 'article', generated: false, path: `/insights/${id}`, ...changes });
    const short = distinctText('short', 40);
    await indexSubject(deps, article('original', { text: short }));

    expect(await checkQuality(deps, article('brief', { text: distinctText('brief', 40) }))).toBe(
      undefined,
    );
    expect(
      await checkQuality(
        deps,
        article('brief', { text: distinctText('brief', 40), generated: true }),
      ),
    ).toMatchObject({ reason: 'thin', score: 40, minimum: 180 });
    expect(await checkQuality(deps, article('copy', { text: short }))).toMatchObject({
      reason: 'similar',
      nearest: { id: 'original', path: '/insights/original' },
    });
    expect(
      await checkQuality(
        deps,
        article('retitled', { text: distinctText('other', 40), title: 'Title original' }),
      ),
    ).toMatchObject({ reason: 'duplicate_title', nearest: { id: 'original' } });
  });

  it('tells a changed hold from the same one checked again', () => {
    const flag = {
      reason: 'similar' as const,
      score: 0.9,
      nearest: { id: 'a', path: '/a', title: 'A' },
      checkedAt: now.toISOString(),
    };
    expect(sameHold(flag, { ...flag, checkedAt: '2026-02-01T00:00:00.000Z' })).toBe(true);
    expect(sameHold(flag, { ...flag, score: 0.91 })).toBe(false);
    expect(sameHold(flag, undefined)).toBe(false);
    expect(sameHold(undefined, undefined)).toBe(true);
  });

  it('lists a draft under no key, and under all of them once it goes into review', async () => {
    const index = new InMemoryContentIndex();
    const deps = { index, settings: new InMemoryQualitySettings(), now: () => now };
    const probe = subject('probe', { text: swapWords(base, 60) });

    await indexSubject(deps, subject('draft', { status: 'other', text: base }));
    const asDraft = {
      buckets: await index.lookup(indexEntry(probe).keys, 100),
      flag: await checkQuality(deps, probe),
    };
    await indexSubject(deps, subject('draft', { status: 'in_review', text: base }));
    const inReview = await checkQuality(deps, probe);

    expect(asDraft.buckets).toEqual([]);
    expect(asDraft.flag).toBeUndefined();
    expect((await index.get('draft'))?.signature).toBeTruthy();
    expect(inReview).toMatchObject({ reason: 'similar', nearest: { id: 'draft' } });
  });

  it('moves an item between buckets when its text changes', async () => {
    const index = new InMemoryContentIndex();
    await indexSubject({ index }, subject('item', { text: base }));
    await indexSubject({ index }, subject('item', { text: distinctText('new', 200) }));

    const old = indexEntry(subject('probe', { text: base }));
    expect(
      await index.lookup(
        old.keys.filter((key) => key.includes('|b|')),
        100,
      ),
    ).toEqual([]);
  });
});

describe('override rules', () => {
  it('needs a reason of at least 10 characters', () => {
    expect(overrideReasonSchema.safeParse('too short').success).toBe(false);
    expect(overrideReasonSchema.safeParse('  Client asked for both pages  ').data).toBe(
      'Client asked for both pages',
    );
  });

  it('names the nearest item and the score in the refusal and the log note', () => {
    const flag = {
      reason: 'similar' as const,
      score: 0.86,
      nearest: { id: 'x', path: '/solutions/x', title: 'X' },
      checkedAt: now.toISOString(),
    };
    expect(heldMessage(flag)).toContain('0.86 similar to /solutions/x');
    expect(overrideNote(flag, 'Regional variant')).toBe(
      'Published despite quality hold: 0.86 similar to /solutions/x — Regional variant',
    );
  });

  it('refuses thresholds out of range, naming the field', () => {
    const result = qualitySettingsSchema.safeParse({
      ...defaultQualitySettings,
      similarity_threshold: 1.5,
    });
    expect(result.error?.issues[0]).toMatchObject({ path: ['similarity_threshold'] });
  });
});
