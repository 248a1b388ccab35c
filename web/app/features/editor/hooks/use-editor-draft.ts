/**
 * Keeps the editor's unsaved work in localStorage while the user types (debounced, flushed when
 * the page hides or the editor unmounts), and finds a draft left by an earlier visit.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  browserDraftStorage,
  clearDraft,
  draftKey,
  readDraft,
  writeDraft,
  type EditorDraft,
} from '../draft-storage';
import { sameValues, type EditorMode, type EditorValues } from '../editor-values';

const saveDelayMs = 400;

export interface EditorSnapshot {
  mode: EditorMode;
  values: EditorValues;
  base: EditorValues;
  baseVersion: number | null;
}

export function useEditorDraft(articleId: string | undefined, initial: EditorValues) {
  const key = draftKey(articleId);
  // A draft from an earlier visit that differs from what was loaded: offered back once.
  const [offered, setOffered] = useState<EditorDraft | undefined>(() => {
    const storage = browserDraftStorage();
    const draft = storage ? readDraft(storage, key) : undefined;
    if (draft && sameValues(draft.values, initial, draft.mode)) {
      if (storage) clearDraft(storage, key);
      return undefined;
    }
    return draft;
  });
  const pending = useRef<EditorSnapshot | null>(null);
  const timer = useRef<number | undefined>(undefined);
  // While a draft is offered, typing must not overwrite it before the user chose.
  const holding = useRef(offered !== undefined);

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const snapshot = pending.current;
    pending.current = null;
    const storage = browserDraftStorage();
    if (!snapshot || !storage || holding.current) return;
    if (sameValues(snapshot.values, snapshot.base, snapshot.mode)) {
      clearDraft(storage, key);
      return;
    }
    writeDraft(storage, key, {
      mode: snapshot.mode,
      values: snapshot.values,
      base: snapshot.base,
      baseVersion: snapshot.baseVersion,
      savedAt: new Date().toISOString(),
    });
  }, [key]);

  /** Records the current state; written shortly after the last change. */
  const record = useCallback(
    (snapshot: EditorSnapshot) => {
      pending.current = snapshot;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, saveDelayMs);
    },
    [flush],
  );

  useEffect(() => {
    const onHide = () => flush();
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, [flush]);

  /** The user took or refused the offered draft; saving drafts resumes. */
  const settleOffer = useCallback(
    (restore: boolean) => {
      holding.current = false;
      if (!restore) {
        const storage = browserDraftStorage();
        if (storage) clearDraft(storage, key);
      }
      setOffered(undefined);
    },
    [key],
  );

  /** After a successful save: the draft is the saved article now. */
  const clear = useCallback(() => {
    window.clearTimeout(timer.current);
    pending.current = null;
    const storage = browserDraftStorage();
    if (storage) clearDraft(storage, key);
  }, [key]);

  return { offered, settleOffer, record, clear, flush };
}
