/**
 * The workflow dialog a list row's actions menu opened, for that row's item: Schedule, Review,
 * SEO (a page's own panel), Preview links or History. The list gives the item as it is now (a
 * schedule or review changes it while the dialog is open) and closes the dialog on `onClose`.
 */
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { toast } from '~/lib/toast';
import type { WorkflowKind, WorkflowRecord } from '~/lib/workflow-refresh';
import { isLive, isPage, kindNoun } from '../api/workflow-paths';
import { HistoryPanel } from './history-panel';
import { PageSeoDialog } from './page-seo-dialog';
import { PreviewLinks } from './preview-links';
import { ReviewPanel } from './review-panel';
import { ScheduleDialog } from './schedule-dialog';

/** The dialogs a row's menu can open. */
export type RowWorkflowDialogName = 'schedule' | 'review' | 'seo' | 'preview-links' | 'history';

export function RowWorkflowDialog({
  kind,
  item,
  name,
  dialog,
  onClose,
}: {
  kind: WorkflowKind;
  item: WorkflowRecord;
  /** The item's name as its row shows it. */
  name: string;
  dialog: RowWorkflowDialogName;
  onClose: () => void;
}) {
  const published = isLive(item);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (dialog) {
    case 'schedule':
      return (
        <ScheduleDialog
          kind={kind}
          item={item}
          published={published}
          name={name}
          open
          onOpenChange={onOpenChange}
        />
      );
    case 'review':
      return (
        <Dialog open onOpenChange={onOpenChange}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Review “{name}”</DialogTitle>
              <DialogDescription>
                A {kindNoun[kind]} waiting for review is still a draft until an editor approves it.
              </DialogDescription>
            </DialogHeader>
            <ReviewPanel
              kind={kind}
              item={item}
              published={published}
              mayChange
              name={name}
              onChanged={onClose}
            />
          </DialogContent>
        </Dialog>
      );
    case 'seo':
      // An article's SEO fields are part of its editor's form, saved with the article.
      return isPage(item) ? <PageSeoDialog page={item} name={name} onClose={onClose} /> : null;
    case 'preview-links':
      return <PreviewLinks kind={kind} id={item.id} name={name} open onOpenChange={onOpenChange} />;
    case 'history':
      return (
        <HistoryPanel
          type={kind}
          current={item}
          expectedVersion={item.version}
          onRestored={() => undefined}
          onConflict={(message) =>
            toast.error('Error restoring revision', { description: message })
          }
          open
          onOpenChange={onOpenChange}
        />
      );
  }
}
