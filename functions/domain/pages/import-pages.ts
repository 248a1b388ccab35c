/**
 * The bulk CSV import of programmatic pages (admin-portal.md sections 2, 4 and 5). The browser
 * parses and checks the file; the server checks each row again with the manual form's rules,
 * creates the valid ones, refuses rows whose slug a fixed route or a redirect answers (the row's
 * error names it), skips rows whose slug is already used (so importing a file twice adds
 * nothing) and queues generation of what it created. One result per row, in file order.
 */
import type { GenerationLanding } from '@shared/schemas/review';
import { activityEntry, type Actor } from '@functions/domain/activity/activity';
import { pageItem } from '@functions/domain/pages/manage-pages';
import type { CsvProcessingResult } from '@shared/schemas/csv';
import { pageCreateInputSchema, type PageRecord } from '@shared/schemas/page';
import { fieldErrors } from '@shared/schemas/api';
import {
  generationNotQueuedMessage,
  intendedSlug,
  newPageRecord,
  queueGeneration,
  type CreatePageDeps,
} from '@functions/domain/pages/create-page';
import { slugReservedMessage, solutionSlugReservation } from '@shared/rules/reserved-slugs';

/** Message of a created row whose generation was queued. */
export const importCreatedMessage = 'Page created. Content generation has started.';

/** Message of a row that could not be saved for a reason other than its data. */
export const importSaveFailedMessage = 'Failed to save the page. Please try again.';

/** Message of a row skipped because its slug is taken. */
export function importSkippedMessage(slug: string): string {
  return `Skipped: a page with the slug "${slug}" already exists.`;
}

/**
 * The row's number in the file as the browser sent it (header = row 1, so data starts at 2);
 * the position in the list when it did not.
 */
export function importRowNumber(row: unknown, index: number): number {
  const given = row && typeof row === 'object' ? (row as { row?: unknown }).row : undefined;
  return typeof given === 'number' && Number.isInteger(given) && given >= 2 ? given : index + 2;
}

/** Creates a page per valid row and queues their generation; never throws for one bad row. */
export async function importPages(
  deps: CreatePageDeps & { log?: (message: string, error: unknown) => void },
  rows: readonly unknown[],
  actor?: Actor,
  /** Where every page's generated content lands (the import's choice, not the rows'). */
  landsIn: GenerationLanding = 'in_review',
): Promise<CsvProcessingResult[]> {
  const results: CsvProcessingResult[] = [];
  const created: { page: PageRecord; result: CsvProcessingResult }[] = [];
  const redirects = await deps.redirects.list();
  // One row after another: rows sharing a slug then resolve in file order (the first one wins).
  for (const [index, raw] of rows.entries()) {
    const row = importRowNumber(raw, index);
    const parsed = pageCreateInputSchema.safeParse(raw);
    if (!parsed.success) {
      const messages = [...new Set(Object.values(fieldErrors(parsed.error)))];
      results.push({ row, status: 'error', message: messages.join(' ') });
      continue;
    }
    const slug = intendedSlug(parsed.data);
    const reservation = solutionSlugReservation(slug, redirects);
    if (reservation) {
      results.push({ row, status: 'error', message: slugReservedMessage(slug, reservation) });
      continue;
    }
    const page = newPageRecord(
      { ...parsed.data, lands_in: landsIn },
      { id: deps.newId(), slug, now: deps.now() },
    );
    try {
      const activity = actor && activityEntry(actor, 'created', pageItem(page));
      if ((await deps.pages.create(page, activity)) === 'slug-taken') {
        results.push({ row, status: 'skipped', message: importSkippedMessage(slug) });
        continue;
      }
    } catch (error) {
      deps.log?.('Failed to save an imported page', error);
      results.push({ row, status: 'error', message: importSaveFailedMessage });
      continue;
    }
    const result: CsvProcessingResult = {
      row,
      status: 'success',
      message: importCreatedMessage,
      page_id: page.id,
    };
    results.push(result);
    created.push({ page, result });
  }
  const notQueued = await queueGeneration(
    deps,
    created.map(({ page }) => page),
  );
  for (const { page, result } of created) {
    if (notQueued.includes(page.id))
      Object.assign(result, { status: 'error', message: generationNotQueuedMessage });
  }
  return results;
}
