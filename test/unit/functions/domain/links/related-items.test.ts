import { describe, expect, it } from 'vitest';
import { signatureOf } from '@functions/domain/quality/fingerprint';
import {
  industryBoost,
  rankRelated,
  type RelatedCandidate,
} from '@functions/domain/links/related-items';
import { pagesReachedBy } from '@functions/domain/links/internal-links';

const base =
  'Supply chains break when a single supplier fails and nobody planned a second source. ' +
  'Resilient operators map every tier, hold buffer stock where lead times are long, and ' +
  'rehearse the switch before the disruption arrives.';

function item(
  path: string,
  text: string,
  fields: Partial<RelatedCandidate> = {},
): RelatedCandidate {
  return {
    id: `00000000-0000-4000-8000-${path.length.toString().padStart(12, '0')}`,
    kind: 'page',
    path,
    title: path.slice(path.lastIndexOf('/') + 1),
    industry: '',
    keyword: '',
    category: '',
    published: true,
    signature: signatureOf(text),
    ...fields,
  };
}

/** A text that shares no word with any other of its kind (nor with `base`). */
const unrelatedText = (n: number) =>
  Array.from({ length: 12 }, (_, word) => `t${n}w${word}`).join(' ');

describe('rankRelated', () => {
  it('puts the most similar text first', () => {
    const subject = item('/solutions/subject', base);
    const near = item('/solutions/near', `${base} One more closing sentence.`);
    const half = item('/solutions/half', `${base.slice(0, 120)} ${unrelatedText(1)}`);
    const far = item('/solutions/far', `${unrelatedText(2)} ${base.slice(0, 60)}`);

    const ranked = rankRelated(subject, [far, half, near]);

    expect(ranked.map((r) => r.candidate.path)).toEqual([
      '/solutions/near',
      '/solutions/half',
      '/solutions/far',
    ]);
  });

  it('lifts a shared industry and shared keyword words over an unrelated text', () => {
    const subject = item('/solutions/subject', unrelatedText(0), {
      industry: 'Logistics',
      keyword: 'Supply chain resilience',
    });
    const sameIndustry = item('/solutions/industry', unrelatedText(1), { industry: 'logistics' });
    const sharedKeyword = item('/solutions/keyword', unrelatedText(2), {
      keyword: 'Supply chain audits',
    });
    const nothing = item('/solutions/nothing', unrelatedText(3), { industry: 'Retail' });

    const ranked = rankRelated(subject, [nothing, sharedKeyword, sameIndustry]);

    // Industry: +0.25; keyword: 0.25 x 2 shared of 4 words = 0.125; nothing shared: left out.
    expect(ranked.map((r) => [r.candidate.path, r.score])).toEqual([
      ['/solutions/industry', industryBoost],
      ['/solutions/keyword', 0.125],
    ]);
  });

  it('never lists the item itself nor an unpublished item', () => {
    const subject = item('/solutions/subject', base);
    const self = item('/solutions/subject', base);
    const draft = item('/solutions/draft', base, { published: false });
    const live = item('/insights/live', base, { kind: 'article' });

    const ranked = rankRelated(subject, [self, draft, live]);

    expect(ranked.map((r) => r.candidate.path)).toEqual(['/insights/live']);
  });

  it('lists five at most', () => {
    const subject = item('/solutions/subject', base, { industry: 'Logistics' });
    const many = Array.from({ length: 9 }, (_, i) =>
      item(`/solutions/p${i}`, unrelatedText(i), { industry: 'Logistics' }),
    );

    expect(rankRelated(subject, many)).toHaveLength(5);
  });

  it('gives the same list whatever the candidates order, equal scores in path order', () => {
    const subject = item('/solutions/subject', unrelatedText(0), { industry: 'Logistics' });
    const tied = ['/solutions/c', '/insights/a', '/solutions/b', '/solutions/a'].map((path, i) =>
      item(path, unrelatedText(i + 10), { industry: 'Logistics' }),
    );

    const forward = rankRelated(subject, tied).map((r) => r.candidate.path);
    const backward = rankRelated(subject, [...tied].reverse()).map((r) => r.candidate.path);

    expect(forward).toEqual(['/insights/a', '/solutions/a', '/solutions/b', '/solutions/c']);
    expect(backward).toEqual(forward);
  });
});

describe('pagesReachedBy', () => {
  const pages = [
    item('/solutions/a', base, { industry: 'Logistics' }),
    item('/solutions/b', `${base} Another ending.`, { industry: 'Logistics' }),
    item('/solutions/other', unrelatedText(1), { industry: 'Retail' }),
  ];

  it('names the pages that list the changed item, even once it is unpublished', () => {
    const changed = item('/solutions/c', `${base} A third ending.`, {
      industry: 'Logistics',
      published: false,
    });

    const reached = pagesReachedBy(changed, pages).map((page) => page.path);

    expect(reached).toEqual(['/solutions/a', '/solutions/b']);
  });

  it('names the pages that link to a deleted item as rendered, and no other', () => {
    const reached = pagesReachedBy(undefined, pages, ['/solutions/other', '/insights']);

    expect(reached.map((page) => page.path)).toEqual(['/solutions/other']);
  });

  it('names a page that linked to the item even when it is no longer near', () => {
    const changed = item('/solutions/c', unrelatedText(7), { industry: 'Aerospace' });

    expect(pagesReachedBy(changed, pages).map((page) => page.path)).toEqual([]);
    expect(pagesReachedBy(changed, pages, ['/solutions/b']).map((page) => page.path)).toEqual([
      '/solutions/b',
    ]);
  });
});
