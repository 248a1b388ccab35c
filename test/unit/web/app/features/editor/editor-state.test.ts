/** The editor's state steps: dirty tracking by mode, save, conflict and re-apply, draft restore. */
import { describe, expect, it } from 'vitest';
import { editorReducer, initialEditorState } from '~/features/editor/editor-state';
import { emptyEditorValues, valuesFromRecord } from '~/features/editor/editor-values';
import { storedArticle as record } from './stored-article';

describe('the editor state', () => {
  it('starts clean, in simple mode, on the stored version or none for a new article', () => {
    expect(initialEditorState(record)).toMatchObject({
      mode: 'simple',
      base: valuesFromRecord(record),
      version: 4,
      dirty: false,
      conflict: null,
    });
    expect(initialEditorState(undefined)).toMatchObject({ base: emptyEditorValues, version: null });
  });

  it('is dirty while the values differ from the base, and clean again when they match', () => {
    const start = initialEditorState(record);
    const edited = editorReducer(start, {
      type: 'edited',
      values: { ...start.base, title: 'Changed' },
    });
    expect(edited.dirty).toBe(true);

    const undone = editorReducer(edited, { type: 'edited', values: start.base });
    expect(undone.dirty).toBe(false);
  });

  it('follows a version moved on by a schedule only from the version its edits are based on', () => {
    const start = initialEditorState(record);

    const followed = editorReducer(start, { type: 'version-moved', from: 4, to: 5 });
    const ignored = editorReducer(start, { type: 'version-moved', from: 3, to: 4 });

    expect(followed).toMatchObject({ version: 5, base: start.base, dirty: false });
    expect(ignored).toBe(start);
  });

  it('keeps the same state object when an edit does not change whether it is dirty', () => {
    const start = initialEditorState(record);

    expect(editorReducer(start, { type: 'edited', values: start.base })).toBe(start);
  });

  it('compares the fields of the mode it switched to', () => {
    const start = initialEditorState(record);
    // Only the simple content differs: an advanced-mode editor holds no change of its own.
    const values = { ...start.base, content: 'Rewritten.' };
    const edited = editorReducer(start, { type: 'edited', values });
    expect(edited.dirty).toBe(true);

    const switched = editorReducer(edited, { type: 'mode-switched', mode: 'advanced', values });
    expect(switched).toMatchObject({ mode: 'advanced', dirty: false });
  });

  it('after a save, the saved article is the base and its version the next one to save on', () => {
    const dirty = editorReducer(initialEditorState(undefined), {
      type: 'edited',
      values: { ...emptyEditorValues, title: 'New' },
    });

    const saved = editorReducer(dirty, { type: 'saved', record });

    expect(saved).toMatchObject({
      base: valuesFromRecord(record),
      version: 4,
      dirty: false,
      reapplied: null,
    });
  });

  it('re-applies my edits on the latest version: the conflict closes, the merge is still mine', () => {
    const start = editorReducer(initialEditorState(record), {
      type: 'conflicted',
      message: 'Someone saved first.',
    });
    expect(start.conflict).toBe('Someone saved first.');
    const loading = editorReducer(start, { type: 'reload-started' });
    expect(loading.reloading).toBe(true);

    const latest = { ...valuesFromRecord(record), excerpt: 'Their excerpt' };
    const merged = { ...latest, title: 'My title' };
    const reapplied = editorReducer(loading, {
      type: 'reapplied',
      base: latest,
      version: 5,
      fields: ['Title'],
      values: merged,
    });

    expect(reapplied).toMatchObject({
      base: latest,
      version: 5,
      conflict: null,
      reloading: false,
      reapplied: { version: 5, fields: ['Title'] },
      dirty: true,
    });
  });

  it('a failed reload keeps the conflict open to try again', () => {
    const start = editorReducer(initialEditorState(record), { type: 'conflicted', message: 'x' });

    const failed = editorReducer(editorReducer(start, { type: 'reload-started' }), {
      type: 'reload-failed',
    });

    expect(failed).toMatchObject({ conflict: 'x', reloading: false });
  });

  it('a restored draft brings back its mode, base and version, and counts as unsaved', () => {
    const base = valuesFromRecord(record);

    const restored = editorReducer(initialEditorState(record), {
      type: 'draft-restored',
      mode: 'advanced',
      base,
      version: 3,
      values: { ...base, conclusion: 'Mine.' },
    });

    expect(restored).toMatchObject({ mode: 'advanced', version: 3, dirty: true });
  });
});
