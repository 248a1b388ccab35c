import { describe, expect, it } from 'vitest';
import { publishAtPastMessage } from '@shared/schemas/schedule';
import { setArticlePublished, updateArticle } from '@functions/domain/articles/manage-articles';
import { ConflictError, ValidationError } from '@functions/domain/errors';
import {
  articleAlreadyPublishedMessage,
  scheduleArticle,
  unscheduleArticle,
} from '@functions/domain/schedules/manage-schedules';
import { contentWithReferences, createBody, storedArticle } from '../articles/fixtures';

const now = new Date('2025-05-15T10:00:00.000Z');

function setup(fields: Parameters<typeof storedArticle>[1] = {}) {
  const content = contentWithReferences();
  const draft = storedArticle(1, { is_published: false, ...fields });
  content.articleRows.set(draft.id, draft);
  const deps = {
    articles: content.articles,
    authors: content.authors,
    categories: content.categories,
    now: () => now,
  };
  return { content, deps, draft };
}

describe('scheduleArticle', () => {
  it('stores the time as UTC with no failed try and moves the version on', async () => {
    const { content, deps, draft } = setup();

    const saved = await scheduleArticle(deps, draft.id, {
      publish_at: '2025-05-15T08:30:00-04:00',
      expected_version: draft.version,
    });

    expect(saved.schedule).toEqual({
      publish_at: '2025-05-15T12:30:00.000Z',
      attempts: 0,
      last_error: null,
      last_attempt_at: null,
    });
    expect(saved.version).toBe(draft.version + 1);
    expect(content.articleRows.get(draft.id)?.is_published).toBe(false);
  });

  it('refuses a time that is not in the future, naming publish_at, and writes nothing', async () => {
    const { content, deps, draft } = setup();

    const attempt = scheduleArticle(deps, draft.id, {
      publish_at: now.toISOString(),
      expected_version: draft.version,
    });

    await expect(attempt).rejects.toThrow(ValidationError);
    await expect(attempt).rejects.toMatchObject({ fields: { publish_at: publishAtPastMessage } });
    expect(content.articleWrites).toBe(0);
  });

  it('refuses a published article and a stale version with 409', async () => {
    const { deps, draft } = setup();
    const { deps: liveDeps, draft: live } = setup({ is_published: true });
    const input = { publish_at: '2025-06-01T09:00:00.000Z' };

    await expect(
      scheduleArticle(liveDeps, live.id, { ...input, expected_version: live.version }),
    ).rejects.toThrow(articleAlreadyPublishedMessage);
    await expect(
      scheduleArticle(deps, draft.id, { ...input, expected_version: draft.version + 1 }),
    ).rejects.toThrow(ConflictError);
  });
});

describe('the schedule and the other article writes', () => {
  const schedule = {
    publish_at: '2025-06-01T09:00:00.000Z',
    attempts: 2,
    last_error: 'Something',
    last_attempt_at: '2025-06-01T09:01:00.000Z',
  };

  it('keeps the schedule through an edit of the draft', async () => {
    const { deps, draft } = setup({ schedule });

    const saved = await updateArticle(deps, draft.id, {
      ...createBody({ is_published: false, title: 'Edited' }),
      version: draft.version,
    });

    expect(saved.schedule).toEqual(schedule);
  });

  it('ends the schedule when the article is published, by the switch or by a save', async () => {
    const { deps, draft } = setup({ schedule });
    const { deps: saveDeps, draft: saved } = setup({ schedule });

    const switched = await setArticlePublished(deps, draft.id, true);
    const edited = await updateArticle(saveDeps, saved.id, {
      ...createBody({ is_published: true }),
      version: saved.version,
    });

    expect(switched.schedule).toBeUndefined();
    expect(edited.schedule).toBeUndefined();
  });

  it('refuses the scheduler a publish from a version that is no longer stored', async () => {
    const { content, deps, draft } = setup({ schedule });

    await expect(
      setArticlePublished(deps, draft.id, true, undefined, draft.version - 1),
    ).rejects.toThrow(ConflictError);
    expect(content.articleRows.get(draft.id)?.is_published).toBe(false);
  });

  it('unschedules, leaving a draft, and does nothing to an article without a schedule', async () => {
    const { content, deps, draft } = setup({ schedule });

    const unscheduled = await unscheduleArticle(deps, draft.id);
    const writes = content.articleWrites;
    const again = await unscheduleArticle(deps, draft.id);

    expect(unscheduled).toMatchObject({ is_published: false, version: draft.version + 1 });
    expect(unscheduled.schedule).toBeUndefined();
    expect(again.version).toBe(unscheduled.version);
    expect(content.articleWrites).toBe(writes);
  });
});
