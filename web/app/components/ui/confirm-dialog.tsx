/**
 * A question asked before an action that cannot be taken back: delete from an admin list,
 * regenerate a live page, leave a form with unsaved changes, reload after a save conflict. It is
 * open while `item` is set (the row to delete, the blocked navigation, the conflict's message)
 * and names what will happen; focus starts on Cancel
 * (alert-dialog.tsx), so Enter never destroys anything by accident.
 *
 * The caller closes it: `onConfirm` acts on the item and clears it; `onCancel` (Cancel, Escape)
 * clears it without acting.
 */
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '~/components/ui/alert-dialog';

export interface ConfirmDialogProps<T> {
  /** What the question is about; the dialog is open while it is set. */
  item: T | null;
  title: string;
  /** What confirming will do to `item`. */
  description: (item: T) => ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive (red) unless the action only moves on. */
  variant?: 'destructive' | 'brand';
  /** While the action runs: it is disabled and reads `pendingLabel`. */
  pending?: boolean;
  pendingLabel?: string;
  /** More to say below the description. */
  children?: ReactNode;
  onConfirm: (item: T) => void;
  onCancel: () => void;
}

export function ConfirmDialog<T>({
  item,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  variant = 'destructive',
  pending = false,
  pendingLabel,
  children,
  onConfirm,
  onCancel,
}: ConfirmDialogProps<T>) {
  return (
    <AlertDialog open={item !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>
            {item === null ? null : description(item)}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{cancelLabel}</AlertDialogCancel>
          <AlertDialogAction
            variant={variant}
            disabled={pending}
            onClick={(event) => {
              // The caller closes the dialog by clearing `item`; closing here would also cancel.
              event.preventDefault();
              if (item !== null) onConfirm(item);
            }}
          >
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
