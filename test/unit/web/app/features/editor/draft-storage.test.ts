import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  draftKey,
  readDraft,
  writeDraft,
  type DraftStorage,
  type EditorDraft,
} from '~/features/editor/draft-storage';
import { emptyEditorValues } from '~/features/editor/editor-values';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const draft: EditorDraft = {
  mode: 'simple',
  values: { ...emptyEditorValues, title: 'Unsaved title', content: 'Unsaved words' },
  baseVersion: 3,
  base: emptyEditorValues,
  savedAt: '2025-01-05T10:00:00.000Z',
};

describe('draft keys', () => {
  it('keeps one draft per article and one for a new article', () => {
    expect(draftKey('0f8b6a8e-0000-4000-8000-000000000001')).toBe(
      'admin-article-draft:0f8b6a8e-0000-4000-8000-000000000001',
    );
    expect(draftKey(undefined)).toBe('admin-article-draft:new');
  });
});

describe('draft persistence', () => {
  it('reads back exactly what was written', () => {
    const storage = memoryStorage();

    expect(writeDraft(storage, draftKey('a'), draft)).toBe(true);

    expect(readDraft(storage, draftKey('a'))).toEqual(draft);
    expect(readDraft(storage, draftKey('b'))).toBeUndefined();
  });

  it('clears a draft', () => {
    const storage = memoryStorage();
    writeDraft(storage, draftKey('a'), draft);

    clearDraft(storage, draftKey('a'));

    expect(readDraft(storage, draftKey('a'))).toBeUndefined();
  });

  it.each([
    ['not JSON', '{oops'],
    ['another shape', JSON.stringify({ mode: 'simple', values: { title: 1 } })],
    ['an unknown mode', JSON.stringify({ ...draft, mode: 'wysiwyg' })],
  ])('drops a stored value that is %s instead of failing', (_case, raw) => {
    const storage = memoryStorage();
    storage.setItem(draftKey('a'), raw);

    expect(readDraft(storage, draftKey('a'))).toBeUndefined();
    expect(storage.items.has(draftKey('a'))).toBe(false);
  });

  it('reports a refused write (quota, private mode) instead of throwing', () => {
    const storage: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };

    expect(writeDraft(storage, draftKey('a'), draft)).toBe(false);
  });

  it('treats unreadable storage as having no draft', () => {
    const storage: DraftStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };

    expect(readDraft(storage, draftKey('a'))).toBeUndefined();
  });
});
