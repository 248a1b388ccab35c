import { describe, expect, it } from 'vitest';
import type { PageRecord } from '@shared/schemas/page';
import { newPageRecord } from '@functions/domain/pages/create-page';
import {
  claimPageGeneration,
  recordGeneratedContent,
  recordGenerationFailure,
  releasePageGeneration,
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

    const saved = await recordGeneratedContent(deps, page.id, generatedContent, 'r1');

    expect(saved).toMatchObject({
      ...generatedContent,
      status: 'draft',
      error_message: null,
      version: 2,
    });
  });

  it('keeps a published page published and clears an earlier error', async () => {
    const { deps, page } = await withPage({ status: 'published', error_message: null });

    const saved = await recordGeneratedContent(deps, page.id, generatedContent, 'r1');

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

    const saved = await recordGenerationFailure(deps, page.id, 'No data received from AI', 'r1');

    expect(saved).toMatchObject({
      status: 'error',
      error_message: 'No data received from AI',
      version: 3,
    });
  });

  it('does nothing for a page deleted meanwhile', async () => {
    const { deps } = await withPage();

    expect(
      await recordGenerationFailure(deps, '99999999-9999-4999-8999-999999999999', 'x', 'r1'),
    ).toBeUndefined();
  });

  it('keeps a live page live, with its content, when its regeneration fails, and notes the error', async () => {
    const { deps, page } = await withPage({ ...generatedContent, status: 'published' });

    const saved = await recordGenerationFailure(
      deps,
      page.id,
      'Failed to regenerate content',
      'r2',
    );

    expect(saved).toMatchObject({
      ...generatedContent,
      status: 'published',
      error_message: null,
      generation: { request_id: 'r2', state: 'done', error: 'Failed to regenerate content' },
    });
  });

  it('keeps a filled draft as a draft when its regeneration fails', async () => {
    const { deps, page } = await withPage({ ...generatedContent, status: 'draft' });

    const saved = await recordGenerationFailure(deps, page.id, 'No data received from AI', 'r2');

    expect(saved).toMatchObject({ ...generatedContent, status: 'draft', error_message: null });
    expect(saved?.generation?.error).toBe('No data received from AI');
  });

  it('clears the noted error when a later regeneration succeeds', async () => {
    const { deps, page } = await withPage({ ...generatedContent, status: 'published' });
    await recordGenerationFailure(deps, page.id, 'Failed to regenerate content', 'r2');

    const saved = await recordGeneratedContent(deps, page.id, generatedContent, 'r3');

    expect(saved).toMatchObject({ status: 'published', generation: { error: null } });
  });

  it('lets one delivery of a request claim it; copies find it held, then finished', async () => {
    const { deps, page } = await withPage();

    const [first, second, third] = await Promise.all([
      claimPageGeneration(deps, page.id, 'r1', 60_000),
      claimPageGeneration(deps, page.id, 'r1', 60_000),
      claimPageGeneration(deps, page.id, 'r1', 60_000),
    ]);
    await recordGeneratedContent(deps, page.id, generatedContent, 'r1');
    const late = await claimPageGeneration(deps, page.id, 'r1', 60_000);
    const next = await claimPageGeneration(deps, page.id, 'r2', 60_000);

    expect([first.claimed, second.claimed, third.claimed].filter(Boolean)).toHaveLength(1);
    expect([second, third]).toContainEqual({ claimed: false, reason: 'held' });
    expect(late).toEqual({ claimed: false, reason: 'finished' });
    expect(next.claimed).toBe(true);
  });

  it('lets a redelivery take over a released claim', async () => {
    const { deps, page } = await withPage();
    await claimPageGeneration(deps, page.id, 'r1', 60_000);

    await releasePageGeneration(deps, page.id, 'r1');
    const again = await claimPageGeneration(deps, page.id, 'r1', 60_000);

    expect(again.claimed).toBe(true);
  });
});
