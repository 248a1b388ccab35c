/** View Error: the message of a failed item and its detailed error (admin-portal.md section 2). */
import type { GenerationItem } from '@shared/schemas/generation';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';

export function ItemErrorDialog({
  item,
  onClose,
}: {
  item: GenerationItem | undefined;
  onClose: () => void;
}) {
  return (
    <Dialog open={item !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent size="wide">
        <DialogHeader>
          <DialogTitle>Error Details</DialogTitle>
          <DialogDescription>{item ? `${item.title} (${item.keyword})` : ''}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <div className="grid gap-1">
            <h3 className="text-sm font-semibold">Message</h3>
            <p className="text-sm">{item?.message || 'Unknown error'}</p>
          </div>
          <div className="grid gap-1">
            <h3 className="text-sm font-semibold">Detailed error</h3>
            <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">
              {item?.error_detail || 'No further details were recorded.'}
            </pre>
          </div>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Close
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
