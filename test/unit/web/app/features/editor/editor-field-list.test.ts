/**
 * The editor holds every field of the article input (read from the schema), and a change to any
 * of them is an edit: unsaved-changes detection and the stale-save merge cover a new field
 * without a list of their own.
 */
import { describe, expect, it } from 'vitest';
import { articleInputFields } from '@shared/schemas/article';
import {
  emptyEditorValues,
  rebaseEdits,
  sameValues,
  type EditorValues,
} from '~/features/editor/editor-values';

function changed(values: EditorValues, field: keyof EditorValues): EditorValues {
  const value = values[field];
  const other = Array.isArray(value)
    ? [...value, value[0]]
    : typeof value === 'boolean'
      ? !value
      : typeof value === 'object'
        ? { ...value, meta_title: 'Changed' }
        : `${value} changed`;
  return { ...values, [field]: other };
}

describe('the editor field list', () => {
  it('holds every field of the article input, plus the simple mode content', () => {
    expect(Object.keys(emptyEditorValues).sort()).toEqual(
      [...articleInputFields, 'content'].sort(),
    );
  });

  it('counts a change to any field as an edit', () => {
    for (const field of Object.keys(emptyEditorValues) as (keyof EditorValues)[]) {
      expect(sameValues(emptyEditorValues, changed(emptyEditorValues, field)), field).toBe(false);
    }
  });

  it('keeps my change to any shared field when re-applying my edits on the latest version', () => {
    const shared = articleInputFields.filter(
      (field) => !['introduction', 'key_points', 'sections', 'conclusion'].includes(field),
    );
    for (const field of shared) {
      const mine = changed(emptyEditorValues, field);
      const merged = rebaseEdits(emptyEditorValues, mine, emptyEditorValues, 'advanced');
      expect(merged[field], field).toEqual(mine[field]);
    }
  });
});
