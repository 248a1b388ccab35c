/** Error details of a page whose generation failed, with Try Again (a regeneration). */
import { RefreshCw } from 'lucide-react';
import type { PageRecord } from '@shared/schemas/page';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { pageErrorText, pageHeading } from '../page-status';

export function PageErrorDialog({
  page,
  onClose,
  onRetry,
}: {
  /** The page whose error is shown; null: closed. */
  page: PageRecord | null;
  onClose: () => void;
  onRetry: (page: PageRecord) => void;
}) {
  return (
    <Dialog open={page !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent hideClose>
        <DialogHeader>
          <DialogTitle>Error details</DialogTitle>
          <DialogDescription>
            Generating “{page ? pageHeading(page) : ''}” failed.
          </DialogDescription>
        </DialogHeader>
        <p className="rounded-md border bg-muted p-3 text-sm whitespace-pre-wrap">
          {page ? pageErrorText(page) : ''}
        </p>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button
            type="button"
            variant="brand"
            onClick={() => {
              if (page) onRetry(page);
              onClose();
            }}
          >
            <RefreshCw aria-hidden="true" />
            Try Again
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
