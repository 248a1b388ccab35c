/**
 * The two sample programmatic pages of the sandbox (public-site.md section 3: slugs
 * growth-enablement-b2b-teams and strategic-planning, published; their content lives in
 * shared/content/sample-pages, which the public page also falls back to), written through the
 * pages domain and its DynamoDB repository like any other page, so their slugs are claimed the
 * same way. Idempotent: a sample whose slug is already taken is left as it is, so running the
 * seed again never duplicates or overwrites a page.
 *
 * Run by the sandbox's first-run seed (infra/local/seed.ts, as `pagesSeeder`) after start() has
 * set the functions' environment.
 */
import { randomUUID } from 'node:crypto';
import { samplePages } from '@shared/content/sample-pages';
import { pageStore } from '@functions/wiring/pages';
import { createPublishedPage } from '@functions/domain/pages/create-page';

/**
 * Writes the sample pages that are missing. Resolves to what it wrote for the sandbox banner,
 * e.g. ['2 programmatic pages'], or [] when both already exist.
 */
export async function seedPages(): Promise<string[]> {
  // The pages' store as the API writes it, so a sample is in the quality index from its first write.
  const deps = { pages: pageStore, newId: () => randomUUID(), now: () => new Date() };
  let written = 0;
  for (const { input, content } of samplePages) {
    if ((await createPublishedPage(deps, input, content)) === 'created') written += 1;
  }
  return written === 0 ? [] : [`${written} programmatic page${written === 1 ? '' : 's'}`];
}

/** The sample pages as a seeder of infra/local/seed.ts (add it to `seeders`). */
export const pagesSeeder = { name: 'pages', run: () => seedPages() };
