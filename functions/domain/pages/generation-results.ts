/**
 * What the generation worker records on a page (admin-portal.md section 4): the generated content
 * (the page becomes a draft, or stays published when it was live), or the failure (status error
 * with its message). Each write is conditional on the version read, retried on a lost race, so a
 * publish toggle in between is never overwritten.
 */
import type { GeneratedPageContent, PageRecord } from '@shared/schemas/page';
import type { PageChanges, PageStore } from '@functions/domain/pages/page-store';

const maxAttempts = 3;

async function updateLatest(
  pages: PageStore,
  pageId: string,
  changesFor: (page: PageRecord) => PageChanges,
): Promise<PageRecord | undefined> {
  for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
    const page = await pages.get(pageId);
    if (!page) return undefined;
    const updated = await pages.update(page.id, page.version, changesFor(page));
    if (updated) return updated;
  }
  throw new Error(`Page ${pageId} kept changing; the generation result was not saved.`);
}

/**
 * Saves generated content on a page. Resolves to the page, or undefined when it was deleted
 * meanwhile (nothing to do).
 */
export function recordGeneratedContent(
  deps: { pages: PageStore; now: () => Date },
  pageId: string,
  content: GeneratedPageContent,
): Promise<PageRecord | undefined> {
  return updateLatest(deps.pages, pageId, (page) => ({
    ...content,
    status: page.status === 'published' ? 'published' : 'draft',
    error_message: null,
    updated_at: deps.now().toISOString(),
  }));
}

/** Marks a page's generation as failed with `message`; undefined when the page was deleted. */
export function recordGenerationFailure(
  deps: { pages: PageStore; now: () => Date },
  pageId: string,
  message: string,
): Promise<PageRecord | undefined> {
  return updateLatest(deps.pages, pageId, () => ({
    status: 'error',
    error_message: message,
    updated_at: deps.now().toISOString(),
  }));
}
