/**
 * The content workflow of an item open in its editor, in two places: beside Save, its Preview
 * link and History; in the side column, its Schedule control (editors) and the review panel.
 * The editor holds its own copy of the item, so every call here is made against the version the
 * editor's edits start from and hands the stored record back for the editor to follow.
 */
import { RequireRole } from '~/components/auth/require-role';
import type { WorkflowKind, WorkflowRecord } from '~/lib/workflow-refresh';
import { isLive } from '../api/workflow-paths';
import { HistoryPanel } from './history-panel';
import { PreviewLinks } from './preview-links';
import { ReviewPanel } from './review-panel';
import { ScheduleControl } from './schedule-control';

export interface EditorWorkflowProps<T extends WorkflowRecord> {
  kind: WorkflowKind;
  /** The stored item; undefined before its first save. */
  item?: T;
  /** The version the editor's copy is based on. */
  version: number | null;
  /** The editor has unsaved changes: review and schedule wait for a save. */
  dirty: boolean;
  /** The signed-in account may change this draft (a contributor: their own). */
  mayChange: boolean;
  /** A revision to show at once in History (an activity entry's link, `?revision=`). */
  openRevision?: number;
  /** A call wrote new content (a restore, a review call): the editor loads the stored item. */
  onLoaded: (record: T) => void;
  /** A schedule call moved the version on without touching the content. */
  onVersionMoved: (record: T) => void;
  /** A stale restore (409): the editor's conflict answer. */
  onConflict: (message: string) => void;
}

/** Preview link and History, beside the editor's Save (a saved item only). */
export function EditorWorkflowActions<T extends WorkflowRecord>({
  kind,
  item,
  version,
  dirty,
  openRevision,
  onLoaded,
  onConflict,
}: EditorWorkflowProps<T>) {
  if (!item) return null;
  return (
    <>
      <PreviewLinks kind={kind} id={item.id} />
      <HistoryPanel
        type={kind}
        current={item}
        expectedVersion={version ?? item.version}
        unsavedChanges={dirty}
        openRevision={openRevision}
        onRestored={onLoaded}
        onConflict={onConflict}
      />
    </>
  );
}

/** Schedule (editors only) and the review panel, in the editor's side column. */
export function EditorWorkflowPanel<T extends WorkflowRecord>({
  kind,
  item,
  version,
  dirty,
  mayChange,
  onLoaded,
  onVersionMoved,
}: EditorWorkflowProps<T>) {
  const published = item ? isLive(item) : false;
  return (
    <>
      <RequireRole minimum="editor">
        <ScheduleControl
          kind={kind}
          item={item}
          published={published}
          version={version}
          unsaved={dirty}
          onChanged={(record) => onVersionMoved(record as T)}
        />
      </RequireRole>
      {item ? (
        <ReviewPanel
          kind={kind}
          item={{ ...item, version: version ?? item.version }}
          published={published}
          mayChange={mayChange}
          unsaved={dirty}
          onChanged={(record) => onLoaded(record as T)}
        />
      ) : null}
    </>
  );
}
