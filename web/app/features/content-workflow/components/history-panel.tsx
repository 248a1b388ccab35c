/**
 * The History panel of the article editor and of each programmatic page: the item's
 * revisions (each the state it had before a change: who changed it, when, how), a side-by-side
 * diff of the one selected against the current version, and Restore. Restore asks first, then
 * writes the revision's fields as a new version made from `expectedVersion` (history is never
 * rewritten); a 409 goes to the screen's own conflict handling (`onConflict`).
 */
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { ArticleRecord } from '@shared/schemas/article';
import type { PageRecord } from '@shared/schemas/page';
import type { RevisionKind, RevisionSummary } from '@shared/schemas/revision';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '~/components/ui/sheet';
import { Skeleton } from '~/components/ui/skeleton';
import { errorMessage, isConflict } from '~/lib/admin-api';
import { longDateTime } from '~/lib/date-formats';
import { toast } from '~/lib/toast';
import type { WorkflowKind } from '~/lib/workflow-refresh';
import { useRestoreRevision, useRevision, useRevisions, useStoredItem } from '../api/revisions';
import { isLive, kindNoun } from '../api/workflow-paths';
import { RevisionDiff } from './revision-diff';

/** How each kind of change reads in the list. */
const kindLabels: Record<RevisionKind, string> = {
  save: 'Saved',
  publish: 'Published',
  unpublish: 'Unpublished',
  seo: 'SEO saved',
  regenerate: 'Regenerated',
  generate: 'Generated',
  restore: 'Restored',
  submit: 'Submitted for review',
  'send-back': 'Sent back',
};

const when = longDateTime;

export interface HistoryPanelProps<T extends ArticleRecord | PageRecord> {
  type: WorkflowKind;
  /** The item as the screen shows it (the diff reads the stored one when the panel opens). */
  current: T;
  /** The version a restore is made from (the one the screen shows). */
  expectedVersion: number;
  /** What the trigger button says to a screen reader (the page's name in a table row). */
  triggerLabel?: string;
  /** Whether restoring replaces unsaved edits (the confirmation says so). */
  unsavedChanges?: boolean;
  onRestored: (record: T) => void;
  /** A stale restore (409): the screen's usual conflict answer. */
  onConflict: (message: string) => void;
  size?: 'sm' | 'default';
  /** Controlled: shown while true, without a trigger button (a row's actions menu opens it). */
  open?: boolean;
  /** Opens the panel at once on this revision (an activity entry's link to it). */
  openRevision?: number;
  onOpenChange?: (open: boolean) => void;
}

export function HistoryPanel<T extends ArticleRecord | PageRecord>({
  type,
  current,
  expectedVersion,
  triggerLabel,
  unsavedChanges = false,
  onRestored,
  onConflict,
  size = 'default',
  open: openProp,
  openRevision,
  onOpenChange,
}: HistoryPanelProps<T>) {
  const [openState, setOpenState] = useState(openRevision !== undefined);
  const open = openProp ?? openState;
  const setOpen = onOpenChange ?? setOpenState;
  const [selected, setSelected] = useState<number | null>(openRevision ?? null);
  const [confirming, setConfirming] = useState<RevisionSummary | null>(null);
  // What the selected revision is compared with: the current version (null) or another revision.
  const [against, setAgainst] = useState<number | null>(null);
  const list = useRevisions(type, current.id, current.version, open);
  const revision = useRevision(type, current.id, open ? selected : null);
  const other = useRevision(type, current.id, open && against !== null ? against : null);
  const restore = useRestoreRevision(type, current.id);
  const stored = useStoredItem(type, current.id, open);
  const items = list.data?.items ?? [];

  const close = () => {
    setOpen(false);
    setSelected(null);
    setAgainst(null);
  };

  const confirmRestore = (item: RevisionSummary) => {
    restore.mutate(
      { version: item.version, expectedVersion },
      {
        onSuccess: (record) => {
          setConfirming(null);
          close();
          toast.success('Revision restored', {
            description: `Version ${item.version} is back as version ${record.version}.`,
          });
          onRestored(record as T);
        },
        onError: (error) => {
          setConfirming(null);
          // A stale version is the screen's conflict; a slug now held by another item is not.
          if (isConflict(error) && !error.fields?.slug) {
            close();
            onConflict(error.message);
            return;
          }
          toast.error('Error restoring revision', { description: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Sheet open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      {openProp === undefined ? (
        <SheetTrigger asChild>
          <Button type="button" variant="outline" size={size} aria-label={triggerLabel}>
            <History aria-hidden="true" />
            History
          </Button>
        </SheetTrigger>
      ) : null}
      <SheetContent className="sm:max-w-3xl" aria-describedby="history-description">
        <SheetTitle>History</SheetTitle>
        <SheetDescription id="history-description">
          Each entry is the state before a change: who made the change, when and what it was. Select
          one to compare it with the current version. The last 100 are kept.
        </SheetDescription>

        {list.isPending ? (
          <Skeleton className="h-24" />
        ) : list.error ? (
          <p className="text-sm text-destructive" role="alert">
            The history could not be loaded: {errorMessage(list.error)}
          </p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No earlier versions yet.</p>
        ) : (
          <ul className="grid max-h-72 gap-1 overflow-y-auto" aria-label="Revisions">
            {items.map((item) => (
              <li key={item.version}>
                <button
                  type="button"
                  aria-pressed={selected === item.version}
                  onClick={() => {
                    setSelected(item.version);
                    setAgainst(null);
                  }}
                  className="grid w-full gap-0.5 rounded-md border px-3 py-2 text-left text-sm hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-pressed:border-primary aria-pressed:bg-muted"
                >
                  <span className="font-medium">
                    Version {item.version}: {kindLabels[item.kind]} by {item.actor}
                  </span>
                  <span className="text-xs text-muted-foreground">{when(item.at)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}

        {selected !== null ? (
          <section
            aria-label={`Version ${selected} compared with ${
              against === null ? 'the current version' : `version ${against}`
            }`}
            className="grid gap-3"
          >
            <label className="grid gap-1 text-sm sm:w-64">
              <span className="font-medium">Compare with</span>
              <select
                className="h-9 rounded-md border bg-background px-2"
                value={against ?? 'current'}
                onChange={(event) =>
                  setAgainst(event.target.value === 'current' ? null : Number(event.target.value))
                }
              >
                <option value="current">The current version</option>
                {items
                  .filter((item) => item.version !== selected)
                  .map((item) => (
                    <option key={item.version} value={item.version}>
                      Version {item.version}
                    </option>
                  ))}
              </select>
            </label>
            {revision.data &&
            revision.data.version === selected &&
            (against === null || other.data?.version === against) ? (
              <>
                <RevisionDiff
                  type={type}
                  revision={revision.data.snapshot}
                  revisionVersion={selected}
                  current={
                    against !== null && other.data ? other.data.snapshot : (stored.data ?? current)
                  }
                  {...(against !== null ? { currentLabel: `Version ${against}` } : {})}
                />
                <div>
                  <Button
                    type="button"
                    variant="brand"
                    disabled={restore.isPending}
                    onClick={() =>
                      setConfirming(items.find((item) => item.version === selected) ?? null)
                    }
                  >
                    <RotateCcw aria-hidden="true" />
                    Restore version {selected}
                  </Button>
                </div>
              </>
            ) : revision.error ? (
              <p className="text-sm text-destructive" role="alert">
                {errorMessage(revision.error)}
              </p>
            ) : (
              <Skeleton className="h-32" />
            )}
          </section>
        ) : null}

        <ConfirmDialog
          item={confirming}
          title="Restore this version?"
          description={(item) =>
            `Version ${item.version}'s content becomes the newest version; the ${
              kindNoun[type]
            } stays ${
              isLive(current) ? 'published' : 'unpublished'
            } as it is now. The current version stays in the history.${
              unsavedChanges ? ' Your unsaved changes in the editor are replaced.' : ''
            }`
          }
          confirmLabel="Restore"
          variant="brand"
          pending={restore.isPending}
          pendingLabel="Restoring..."
          onConfirm={confirmRestore}
          onCancel={() => setConfirming(null)}
        />
      </SheetContent>
    </Sheet>
  );
}
