/**
 * A page row's secondary actions: the More menu (Schedule, Review, SEO, Preview link, History,
 * Preview) and the dialog each item opens. A row of eight buttons did not fit a 1366 px screen.
 */
import {
  CalendarClock,
  ClipboardCheck,
  ExternalLink,
  History,
  Link2,
  MoreHorizontal,
  ScrollText,
  Search,
} from 'lucide-react';
import { Link } from 'react-router';
import type { PageRecord } from '@shared/schemas/page';
import { itemActivityHref } from '~/components/admin/item-activity-link';
import { PreviewLinks } from '~/components/admin/preview-links';
import { useHasRole } from '~/components/auth/use-role';
import { HistoryPanel } from '~/components/revisions/history-panel';
import { ReviewPanel } from '~/components/review/review-panel';
import { ScheduleDialog } from '~/components/schedule/schedule-dialog';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '~/components/ui/dropdown-menu';
import { toast } from '~/lib/toast';
import { pageHeading } from '../page-status';

/** The dialogs a row's More menu opens (SEO has the table's own). */
export type RowDialog = 'schedule' | 'review' | 'preview-links' | 'history';

/**
 * Every action of a row but the primary one (Regenerate, or Error details), in one menu: a row of
 * eight buttons did not fit a 1366 px screen, let alone a phone's card. Radix gives it arrow-key
 * navigation and typeahead; each item opens its dialog outside the menu.
 */
export function PageRowMenu({
  page,
  heading,
  generating,
  onOpen,
}: {
  page: PageRecord;
  heading: string;
  generating: boolean;
  onOpen: (dialog: RowDialog | 'seo') => void;
}) {
  const published = page.status === 'published';
  // The activity log is an administrator's screen.
  const mayReadActivity = useHasRole('administrator');
  return (
    // Not modal: a modal menu closing while a dialog opens can leave the page inert.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`More actions: ${heading}`}>
          <MoreHorizontal aria-hidden="true" />
          More
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {!published || page.schedule ? (
          <DropdownMenuItem onSelect={() => onOpen('schedule')}>
            <CalendarClock aria-hidden="true" />
            Schedule
          </DropdownMenuItem>
        ) : null}
        {page.status === 'draft' && !generating ? (
          <DropdownMenuItem onSelect={() => onOpen('review')}>
            <ClipboardCheck aria-hidden="true" />
            Review
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => onOpen('seo')}>
          <Search aria-hidden="true" />
          SEO
        </DropdownMenuItem>
        {!published ? (
          <DropdownMenuItem onSelect={() => onOpen('preview-links')}>
            <Link2 aria-hidden="true" />
            Preview link
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => onOpen('history')}>
          <History aria-hidden="true" />
          History
        </DropdownMenuItem>
        {mayReadActivity ? (
          <DropdownMenuItem asChild>
            <Link to={itemActivityHref(page.id)}>
              <ScrollText aria-hidden="true" />
              Activity
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem asChild>
          <a href={`/solutions/${page.slug}`} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Preview (opens in a new tab)
          </a>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The dialog a row's menu opened, for that row's page. */
export function RowDialogs({
  page,
  dialog,
  onClose,
}: {
  page: PageRecord;
  dialog: RowDialog;
  onClose: () => void;
}) {
  const heading = pageHeading(page);
  const published = page.status === 'published';
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (dialog) {
    case 'schedule':
      return (
        <ScheduleDialog
          kind="page"
          item={page}
          published={published}
          name={heading}
          open
          onOpenChange={onOpenChange}
        />
      );
    case 'review':
      return (
        <Dialog open onOpenChange={onOpenChange}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Review “{heading}”</DialogTitle>
              <DialogDescription>
                A page waiting for review is still a draft until an editor approves it.
              </DialogDescription>
            </DialogHeader>
            <ReviewPanel
              kind="page"
              item={page}
              published={published}
              mayChange
              name={heading}
              onChanged={onClose}
            />
          </DialogContent>
        </Dialog>
      );
    case 'preview-links':
      return (
        <PreviewLinks kind="page" id={page.id} name={heading} open onOpenChange={onOpenChange} />
      );
    case 'history':
      return (
        <HistoryPanel
          type="page"
          current={page}
          expectedVersion={page.version}
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
