/**
 * The article editor's state beside its form values, as one reducer (the form's values live in
 * react-hook-form): the mode, the saved values and version the edits started from, whether the
 * edits differ from them, and the conflict and re-apply steps of a stale save. Every step reads
 * the state it changes here, so no callback can act on a state older than the last step.
 */
import type { ArticleRecord } from '@shared/schemas/article';
import {
  emptyEditorValues,
  sameValues,
  valuesFromRecord,
  type EditorMode,
  type EditorValues,
} from './editor-values';

export interface EditorState {
  mode: EditorMode;
  /** The saved values the edits started from (as loaded, saved or reloaded after a conflict). */
  base: EditorValues;
  /** The version a save is made against; null until the article is first saved. */
  version: number | null;
  /** The form's values differ from `base` in the common fields and those of `mode`. */
  dirty: boolean;
  /** The message of a stale save (409) while the writer decides what to do with it. */
  conflict: string | null;
  /** After a reload on a conflict: the version loaded and the fields of mine re-applied on it. */
  reapplied: { version: number; fields: string[] } | null;
  /** The latest version is being loaded to re-apply the edits on it. */
  reloading: boolean;
}

export type EditorAction =
  /** The writer changed a value. */
  | { type: 'edited'; values: EditorValues }
  /** The values were converted to the other mode's fields. */
  | { type: 'mode-switched'; mode: EditorMode; values: EditorValues }
  | { type: 'saved'; record: ArticleRecord }
  /** Another call (a schedule) moved the stored version on from ours without touching content. */
  | { type: 'version-moved'; from: number; to: number }
  | { type: 'conflicted'; message: string }
  | { type: 'conflict-dismissed' }
  | { type: 'reload-started' }
  | { type: 'reload-failed' }
  /** My edits were re-applied on the latest version (`values` is the merge). */
  | {
      type: 'reapplied';
      base: EditorValues;
      version: number;
      fields: string[];
      values: EditorValues;
    }
  /** A draft kept on this device was taken back. */
  | {
      type: 'draft-restored';
      mode: EditorMode;
      base: EditorValues;
      version: number | null;
      values: EditorValues;
    };

/** The state of an editor opened on `article` (undefined: a new article). */
export function initialEditorState(article: ArticleRecord | undefined): EditorState {
  return {
    mode: 'simple',
    base: article ? valuesFromRecord(article) : emptyEditorValues,
    version: article?.version ?? null,
    dirty: false,
    conflict: null,
    reapplied: null,
    reloading: false,
  };
}

function withDirty(state: EditorState, values: EditorValues): EditorState {
  const dirty = !sameValues(values, state.base, state.mode);
  return dirty === state.dirty ? state : { ...state, dirty };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edited':
      return withDirty(state, action.values);
    case 'mode-switched':
      return withDirty({ ...state, mode: action.mode }, action.values);
    case 'saved':
      return {
        ...state,
        base: valuesFromRecord(action.record),
        version: action.record.version,
        dirty: false,
        reapplied: null,
      };
    case 'version-moved':
      // Only from the version the edits are based on: otherwise the content may differ too.
      return state.version === action.from ? { ...state, version: action.to } : state;
    case 'conflicted':
      return { ...state, conflict: action.message };
    case 'conflict-dismissed':
      return { ...state, conflict: null };
    case 'reload-started':
      return { ...state, reloading: true };
    case 'reload-failed':
      return { ...state, reloading: false };
    case 'reapplied':
      return withDirty(
        {
          ...state,
          base: action.base,
          version: action.version,
          reapplied: { version: action.version, fields: action.fields },
          conflict: null,
          reloading: false,
        },
        action.values,
      );
    case 'draft-restored':
      return withDirty(
        { ...state, mode: action.mode, base: action.base, version: action.version },
        action.values,
      );
  }
}
