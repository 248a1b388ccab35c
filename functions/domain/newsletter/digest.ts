/**
 * The weekly digest (Settings, administrators; off by default): at its weekday and hour (UTC) a
 * send of kind `digest` lists the articles that went live in the seven days before, and goes
 * through the same fan-out, batches, rate, unsubscribe links and counters as an article's send
 * (delivery.ts). The week is claimed with the send in one conditional write, so a retried or doubled
 * run sends once; a week with no article sends nothing and says so (the settings' last run).
 */
import { randomUUID } from 'node:crypto';
import {
  digestSubject,
  type DigestSettings,
  type DigestSettingsInput,
} from '@shared/schemas/newsletter-digest';
import { maxDigestArticles, type DigestSend } from '@shared/schemas/newsletter-sends';
import {
  activityEntry,
  type ActivityRecorder,
  type Actor,
} from '@functions/domain/activity/activity';
import { dueDigest } from '@functions/domain/newsletter/digest-schedule';
import type { DigestStore, PublishedArticles } from '@functions/domain/newsletter/digest-ports';
import type { NewsletterQueue, SendStore } from '@functions/domain/newsletter/sends-ports';
import { queuedSend } from '@functions/domain/newsletter/sends';

/** Who the Newsletters screen says started a digest. */
export const digestActor = 'Weekly digest';

export interface DigestDeps {
  digests: DigestStore;
  articles: PublishedArticles;
  sends: Pick<SendStore, 'get'>;
  queue: NewsletterQueue;
  brandName: string;
}

/** What a run did. */
export type DigestRunResult =
  | { outcome: 'off' | 'not-due' }
  | { outcome: 'empty'; week: string }
  | { outcome: 'sent'; week: string; send_id: string; articles: number }
  | { outcome: 'claimed-already'; week: string; resumed: boolean };

/** The digest settings in force. */
export function getDigestSettings(deps: { digests: DigestStore }): Promise<DigestSettings> {
  return deps.digests.get();
}

/**
 * Stores the digest's schedule (validated by the route's schema) and records who changed it. A
 * changed schedule takes effect now; saving it unchanged keeps when it took effect, so a save
 * never moves this week's digest to next week.
 */
export async function updateDigestSettings(
  deps: { digests: DigestStore; activity: ActivityRecorder; now: () => Date },
  input: DigestSettingsInput,
  actor: Actor,
): Promise<DigestSettings> {
  const current = await deps.digests.get();
  const unchanged =
    current.scheduled_since !== undefined &&
    current.enabled === input.enabled &&
    current.weekday === input.weekday &&
    current.hour === input.hour;
  const since = unchanged ? current.scheduled_since! : deps.now().toISOString();
  const saved = await deps.digests.put(input, since);
  await deps.activity.record(
    activityEntry(actor, 'updated', { type: 'settings', id: 'digest', title: 'Weekly digest' }),
  );
  return saved;
}

/**
 * One run of the schedule at `now`: when the digest is due and its week unclaimed, claims the
 * week with a send of the week's articles and queues its fan-out.
 */
export async function runDigest(deps: DigestDeps, now: Date): Promise<DigestRunResult> {
  const settings = await deps.digests.get();
  if (!settings.enabled) return { outcome: 'off' };
  const slot = dueDigest(settings, now);
  if (!slot) return { outcome: 'not-due' };
  // A claimed week costs one read per run, before the articles are read.
  const earlier = await deps.digests.weekRun(slot.week);
  if (earlier)
    return {
      outcome: 'claimed-already',
      week: slot.week,
      resumed: await resume(deps, earlier.send_id),
    };

  const articles = await deps.articles.publishedBetween(slot.from, slot.at);
  const id = randomUUID();
  const send: DigestSend | undefined =
    articles.length === 0
      ? undefined
      : {
          ...queuedSend(id, now, digestActor),
          kind: 'digest',
          subject: digestSubject(deps.brandName, articles.length),
          week: slot.week,
          article_count: articles.length,
          articles: articles.slice(0, maxDigestArticles),
          campaign: `digest-${slot.week}`,
        };
  const run = {
    week: slot.week,
    ran_at: now.toISOString(),
    articles: articles.length,
    ...(send ? { send_id: id } : {}),
  };
  if (!(await deps.digests.claimWeek(run, send))) {
    // Another run claimed it between the read and the write: that run queues its own fan-out.
    return { outcome: 'claimed-already', week: slot.week, resumed: false };
  }
  if (!send) return { outcome: 'empty', week: slot.week };
  await deps.queue.enqueue([{ kind: 'newsletter-fanout', send_id: id }]);
  return { outcome: 'sent', week: slot.week, send_id: id, articles: articles.length };
}

/**
 * A claimed week whose send is still `queued`: the run that claimed it may have stopped before
 * its queue call, so the fan-out is queued again. Harmless if it was queued after all: a page is
 * counted once and every address is claimed before its mail, so nobody gets two.
 */
async function resume(deps: DigestDeps, sendId: string | undefined): Promise<boolean> {
  if (!sendId) return false;
  const send = await deps.sends.get(sendId);
  if (send?.status !== 'queued') return false;
  await deps.queue.enqueue([{ kind: 'newsletter-fanout', send_id: sendId }]);
  return true;
}
