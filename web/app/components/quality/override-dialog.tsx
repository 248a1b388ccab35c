/**
 * "Override and publish": publishing an item the quality gate holds needs an editor's reason (at
 * least 10 characters, the API's own rule), which the activity log keeps. A form in a dialog, so
 * Enter in the field does not submit by accident and Escape closes it.
 */
import { useId, useState } from 'react';
import type { QualityFlag } from '@shared/schemas/quality';
import { minOverrideReasonLength, overrideReasonSchema } from '@shared/schemas/quality';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';
import { QualityHoldText } from './quality-hold';

export function OverrideDialog({
  open,
  title,
  flag,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** The item's title, as the dialog names it. */
  title: string;
  flag: QualityFlag | undefined;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();

  const close = () => {
    setReason('');
    setError(null);
    onCancel();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = overrideReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(
        `Give a reason of at least ${minOverrideReasonLength} characters (the activity log keeps it).`,
      );
      return;
    }
    setError(null);
    onConfirm(parsed.data);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Override and publish</DialogTitle>
            <DialogDescription>
              “{title}” is held by the quality check.{' '}
              {flag ? <QualityHoldText flag={flag} /> : null}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Reason for publishing anyway</Label>
            <Textarea
              id={fieldId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              maxLength={1000}
              autoFocus
            />
            {error ? (
              <p id={errorId} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={pending}>
              {pending ? 'Publishing...' : 'Override and publish'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
