/**
 * The weekly digest's run: nothing while off or before its time; once due, one send of kind
 * `digest` listing the week's articles, claimed with its week so a second or simultaneous run
 * sends nothing more; a week with no article claims the week and sends nothing; a changed
 * schedule takes effect when saved, an unchanged one keeps its time.
 */
import { describe, expect, it } from 'vitest';
import type {
  DigestRun,
  DigestSettings,
  DigestSettingsInput,
} from '@shared/schemas/newsletter-digest';
import type {
  DigestArticle,
  DigestSend,
  NewsletterQueueMessage,
} from '@shared/schemas/newsletter-sends';
import {
  runDigest,
  updateDigestSettings,
  type DigestDeps,
} from '@functions/domain/newsletter/digest';
import type { DigestStore } from '@functions/domain/newsletter/digest-ports';

const due = new Date('2026-11-25T09:20:00Z');
const published = (n: number, at: string): DigestArticle => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Article ${n}`,
  slug: `article-${n}`,
  excerpt: `Summary ${n}`,
  published_date: at,
});

function world(settings: DigestSettings, articles: DigestArticle[]) {
  const weeks = new Map<string, DigestRun>();
  const sends = new Map<string, DigestSend>();
  const queued: NewsletterQueueMessage[] = [];
  const windows: [Date, Date][] = [];
  let stored = settings;
  const digests: DigestStore = {
    get: async () => stored,
    put: async (input: DigestSettingsInput, since: string) =>
      (stored = { ...stored, ...input, scheduled_since: since }),
    claimWeek: async (run, send) => {
      if (weeks.has(run.week)) return false;
      weeks.set(run.week, run);
      if (send) sends.set(send.id, send);
      stored = { ...stored, last_run: run };
      return true;
    },
    weekRun: async (week) => weeks.get(week),
  };
  const deps: DigestDeps = {
    digests,
    articles: {
      publishedBetween: async (from, to) => {
        windows.push([from, to]);
        return articles.filter(
          (a) =>
            Date.parse(a.published_date) >= from.getTime() &&
            Date.parse(a.published_date) < to.getTime(),
        );
      },
    },
    sends: { get: async (id) => sends.get(id) },
    queue: { enqueue: async (messages) => void queued.push(...messages) },
    brandName: 'Acme Advisory',
  };
  return { deps, weeks, sends, queued, windows, settings: () => stored };
}

const on: DigestSettings = { enabled: true, weekday: 'wednesday', hour: 9 };
const week = [
  published(1, '2026-11-24T12:00:00.000Z'),
  published(2, '2026-11-19T08:00:00.000Z'),
  // Eight days before: last week's.
  published(3, '2026-11-17T08:00:00.000Z'),
];

describe('runDigest', () => {
  it('sends nothing and claims nothing while the digest is off', async () => {
    const { deps, weeks, queued } = world({ ...on, enabled: false }, week);

    expect(await runDigest(deps, due)).toEqual({ outcome: 'off' });
    expect(weeks.size).toBe(0);
    expect(queued).toEqual([]);
  });

  it("creates one digest send of the week's articles and queues its fan-out once due", async () => {
    const { deps, sends, queued, windows, settings } = world(on, week);

    const result = await runDigest(deps, due);

    expect(result).toMatchObject({ outcome: 'sent', week: '2026-11-23', articles: 2 });
    const send = [...sends.values()][0]!;
    expect(send).toMatchObject({
      kind: 'digest',
      subject: 'This week at Acme Advisory: 2 articles',
      week: '2026-11-23',
      article_count: 2,
      status: 'queued',
      created_by: 'Weekly digest',
      campaign: 'digest-2026-11-23',
    });
    expect(send.articles.map((a) => a.title)).toEqual(['Article 1', 'Article 2']);
    expect(windows).toEqual([[new Date('2026-11-18T09:00:00Z'), new Date('2026-11-25T09:00:00Z')]]);
    expect(queued).toEqual([{ kind: 'newsletter-fanout', send_id: send.id }]);
    expect(settings().last_run).toMatchObject({
      week: '2026-11-23',
      articles: 2,
      send_id: send.id,
    });
  });

  it('sends nothing more on a later run of the same week, nor on a run beside it', async () => {
    const { deps, sends, queued } = world(on, week);

    const together = await Promise.all([runDigest(deps, due), runDigest(deps, due)]);
    const later = await runDigest(deps, new Date('2026-11-27T18:00:00Z'));

    expect(together.filter((r) => r.outcome === 'sent')).toHaveLength(1);
    expect(later.outcome).toBe('claimed-already');
    expect(sends.size).toBe(1);
    // The run beside the winner may queue the still-queued fan-out again (harmless); the later
    // run finds it started and queues nothing.
    const fanouts = queued.filter((m) => m.kind === 'newsletter-fanout');
    expect(new Set(fanouts.map((m) => 'send_id' in m && m.send_id)).size).toBe(1);
  });

  it('queues the fan-out again when the run that claimed the week left its send queued', async () => {
    const { deps, sends, queued } = world(on, week);
    await runDigest(deps, due);
    queued.length = 0; // as if that run's queue call had been lost

    const retry = await runDigest(deps, new Date('2026-11-25T10:20:00Z'));

    expect(retry).toEqual({ outcome: 'claimed-already', week: '2026-11-23', resumed: true });
    expect(queued).toEqual([{ kind: 'newsletter-fanout', send_id: [...sends.keys()][0] }]);
  });

  it('claims a week with no article without a send, and says so in the last run', async () => {
    const { deps, sends, queued, settings } = world(on, [week[2]!]);

    expect(await runDigest(deps, due)).toEqual({ outcome: 'empty', week: '2026-11-23' });
    expect(sends.size).toBe(0);
    expect(queued).toEqual([]);
    expect(settings().last_run).toEqual({
      week: '2026-11-23',
      ran_at: due.toISOString(),
      articles: 0,
    });
    expect((await runDigest(deps, due)).outcome).toBe('claimed-already');
  });
});

describe('updateDigestSettings', () => {
  const actor = { email: 'admin@example.com' };
  const activity = { record: async () => {} };

  it('dates a changed schedule from its save, and keeps the date of one saved unchanged', async () => {
    const { deps } = world({ ...on, enabled: false }, []);
    const store = { digests: deps.digests, activity };

    const first = await updateDigestSettings(
      { ...store, now: () => new Date('2026-11-25T09:30:00Z') },
      { enabled: true, weekday: 'wednesday', hour: 9 },
      actor,
    );
    // Turned on after this week's time: this week is skipped.
    const skipped = await runDigest(deps, new Date('2026-11-25T10:00:00Z'));
    const again = await updateDigestSettings(
      { ...store, now: () => new Date('2026-11-26T12:00:00Z') },
      { enabled: true, weekday: 'wednesday', hour: 9 },
      actor,
    );
    const moved = await updateDigestSettings(
      { ...store, now: () => new Date('2026-11-27T12:00:00Z') },
      { enabled: true, weekday: 'friday', hour: 9 },
      actor,
    );

    expect(first.scheduled_since).toBe('2026-11-25T09:30:00.000Z');
    expect(again.scheduled_since).toBe('2026-11-25T09:30:00.000Z');
    expect(moved.scheduled_since).toBe('2026-11-27T12:00:00.000Z');
    expect(skipped.outcome).toBe('not-due');
  });
});
