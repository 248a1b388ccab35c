/** What the weekly digest needs of storage, said without AWS words. */
import type {
  DigestRun,
  DigestSettings,
  DigestSettingsInput,
} from '@shared/schemas/newsletter-digest';
import type { DigestArticle, DigestSend } from '@shared/schemas/newsletter-sends';

/** The digest's settings and the weeks it has run (adapter: the `newsletters` table). */
export interface DigestStore {
  /** The settings in force, with the last run; the defaults (off) until first saved. */
  get(): Promise<DigestSettings>;
  /** Stores the schedule, keeping the last run; `since` is when this schedule took effect. */
  put(settings: DigestSettingsInput, since: string): Promise<DigestSettings>;
  /**
   * Claims the week of `run` (a conditional write) together with its send, when there is one,
   * and records the run as the last: all or nothing. False when the week was claimed already,
   * so a retried or doubled run sends once.
   */
  claimWeek(run: DigestRun, send: DigestSend | undefined): Promise<boolean>;
  /** What the run that claimed `week` did; undefined when none did. */
  weekRun(week: string): Promise<DigestRun | undefined>;
}

/** The public articles that went live in [from, to), newest first. */
export interface PublishedArticles {
  publishedBetween(from: Date, to: Date): Promise<DigestArticle[]>;
}
