import { describe, expect, it } from 'vitest';
import type { PageRecord } from '@shared/schemas/page';
import { newPageRecord } from '@functions/domain/pages/create-page';
import {
  recordGeneratedContent,
  recordGenerationFailure,
} from '@functions/domain/pages/generation-results';
import { generatedContent, pageTestDeps } from './in-memory-page-store';

const input = {
  keyword: 'Partner Programs',
  industry: 'Logistics',
  pain_point: 'Partners bring no pipeline',
  intent_level: 'medium',
  cta_type: 'consultation',
};

async function withPage(changes: Partial<PageRecord> = {}) {
  const deps = pageTestDeps();
  const page = {
    ...newPageRecord(input, { id: deps.newId(), slug: 'partner-programs', now: deps.now() }),
    ...changes,
  };
  await deps.pages.create(page);
  return { deps, page };
}

describe('generation results', () => {
  it('saves generated content on a new page as a draft', async () => {
    const { deps, page } = await withPage();

    const saved = await recordGeneratedContent(deps, page.id, generatedContent);

    expect(saved).toMatchObject({
      ...generatedContent,
      status: 'draft',
      error_message: null,
      version: 2,
    });
  });

  it('keeps a published page published and clears an earlier error', async () => {
    const { deps, page } = await withPage({ status: 'published', error_message: null });

    const saved = await recordGeneratedContent(deps, page.id, generatedContent);

    expect(saved?.status).toBe('published');
  });

  it('records a failure as status error with its message, and retries after a lost race', async () => {
    const { deps, page } = await withPage();
    let raced = false;
    const update = deps.pages.update.bind(deps.pages);
    deps.pages.update = async (id, version, changes) => {
      if (!raced) {
        raced = true;
        await update(id, version, { updated_at: deps.now().toISOString() });
      }
      return update(id, version, changes);
    };

    const saved = await recordGenerationFailure(deps, page.id, 'No data received from AI');

    expect(saved).toMatchObject({
      status: 'error',
      error_message: 'No data received from AI',
      version: 3,
    });
  });

  it('does nothing for a page deleted meanwhile', async () => {
    const { deps } = await withPage();

    expect(
      await recordGenerationFailure(deps, '99999999-9999-4999-8999-999999999999', 'x'),
    ).toBeUndefined();
  });
});
