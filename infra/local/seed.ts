/**
 * First-run seed of the sandbox: a list of seeders, each run once per data directory (a run is
 * recorded when it completes, so a restart or a later `npm start` does nothing again, and a
 * seeder added later still runs once on an existing data directory).
 *
 * Extension point: a module that owns other content (the programmatic pages, for instance) exports
 * its own `Seeder` and is added to `seeders` below. A seeder writes through its domain functions
 * and repositories, never raw items, so markers and counters stay right.
 */
import { counterRepository } from '@functions/adapters/repositories/counters-repository';
import { seedAnalyticsHistory } from './seed-analytics';
import { seedContent } from './seed-data';
import { pagesSeeder } from './seed-pages';

export interface SeedContext {
  log: (line: string) => void;
}

export interface Seeder {
  /** Stable name; the completed run is recorded under it. */
  name: string;
  /** Creates the seeder's items and says what it created, e.g. '8 articles', for the banner. */
  run(context: SeedContext): Promise<string[]>;
}

/** Every seeder, in order (later ones may rely on earlier ones' content). */
export const seeders: Seeder[] = [{ name: 'content', run: () => seedContent() }, pagesSeeder];

/** Runs every seeder that has not completed on this data yet; returns what was created. */
export async function seed(context: SeedContext): Promise<string[]> {
  const counters = counterRepository;
  const created: string[] = [];
  for (const seeder of seeders) {
    if ((await counters.seedRuns(seeder.name)) > 0) continue;
    const made = await seeder.run(context);
    await counters.recordSeedRun(seeder.name);
    context.log(`[seed] ${seeder.name}: ${made.join(', ') || 'nothing'}`);
    created.push(...made);
  }
  return created;
}

/**
 * The analytics history (`npm start -- --seed-analytics`), run once per data directory like the
 * seeders, after them, so it counts views of the seeded articles and pages.
 */
export async function seedAnalytics(context: SeedContext): Promise<string[]> {
  if ((await counterRepository.seedRuns('analytics')) > 0) return [];
  const made = await seedAnalyticsHistory();
  await counterRepository.recordSeedRun('analytics');
  context.log(`[seed] analytics: ${made}`);
  return [made];
}
