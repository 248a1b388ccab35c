/**
 * The review controls of a draft article (in the editor) or programmatic page (on its row), issue
 * Whoever may change the draft sees "Submit for review"; on an item in review an
 * editor sees "Approve and publish" (scheduling it with the Schedule control approves it too) and
 * "Send back", a dialog asking for the note its author will read. The note of the last send-back
 * is shown to everyone who opens the item. Actions a role cannot take are hidden, not offered.
 */
import { useId, useState } from 'react';
import { CheckCircle2, SendHorizontal, Undo2 } from 'lucide-react';
import { contentStatus } from '@shared/rules/review';
import {
  maxReviewNoteLength,
  reviewSendBackInputSchema,
  type Review,
} from '@shared/schemas/review';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog';
import { FormField, fieldControlProps } from '~/components/ui/form-field';
import { Textarea } from '~/components/ui/textarea';
import { useHasRole } from '~/components/auth/use-role';
import { ApiError, errorMessage } from '~/lib/admin-api';
import { longDateTime } from '~/lib/date-formats';
import { toast } from '~/lib/toast';
import { ReviewBadge } from '~/components/review/review-badge';
import type { WorkflowKind, WorkflowRecord } from '~/lib/workflow-refresh';
import { useReviewCall, type ReviewCall } from '../api/review';

export interface ReviewPanelProps {
  kind: WorkflowKind;
  item: { id: string; version: number; review?: Review };
  published: boolean;
  /** The signed-in account may change this draft (a contributor: their own). */
  mayChange: boolean;
  /** The caller has unsaved changes: the review waits for a save. */
  unsaved?: boolean;
  /** The item's name, for the buttons' labels among many rows. */
  name?: string;
  onChanged?: (record: WorkflowRecord) => void;
}

const done: Record<ReviewCall['action'], string> = {
  review: 'Submitted for review',
  approve: 'Approved and published',
  'send-back': 'Sent back to its author',
};

export function ReviewPanel({
  kind,
  item,
  published,
  mayChange,
  unsaved = false,
  name,
  onChanged,
}: ReviewPanelProps) {
  const isEditor = useHasRole('editor');
  const call = useReviewCall(kind);
  const [sendingBack, setSendingBack] = useState(false);
  const status = contentStatus({ published, review: item.review });
  if (published) return null;

  const run = (reviewCall: ReviewCall, onFieldError?: (message: string) => void) => {
    if (unsaved) {
      toast.error('Save your changes first');
      return;
    }
    call.mutate(
      { id: item.id, version: item.version, call: reviewCall },
      {
        onSuccess: (record) => {
          toast.success(done[reviewCall.action]);
          setSendingBack(false);
          onChanged?.(record);
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields?.note : undefined;
          if (field && onFieldError) onFieldError(field);
          else toast.error('Review failed', { description: errorMessage(failure) });
        },
      },
    );
  };
  const suffix = name ? ` ${name}` : '';

  return (
    <div role="group" aria-label="Review" className="grid gap-2">
      <span className="text-sm font-medium">Review</span>
      <ReviewBadge review={item.review} published={published} />
      {item.review?.state === 'sent_back' && item.review.note ? (
        <Alert>
          <AlertTitle>Sent back by {item.review.sent_back_by}</AlertTitle>
          <AlertDescription>
            <p className="whitespace-pre-wrap" data-testid="review-note">
              {item.review.note}
            </p>
            {item.review.sent_back_at ? (
              <p className="mt-1 text-xs text-muted-foreground">
                {longDateTime(item.review.sent_back_at)}
              </p>
            ) : null}
          </AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {status === 'draft' && mayChange ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={call.isPending}
            aria-label={`Submit for review${suffix}`}
            onClick={() => run({ action: 'review' })}
          >
            <SendHorizontal aria-hidden="true" />
            Submit for review
          </Button>
        ) : null}
        {status === 'in_review' && isEditor ? (
          <>
            <Button
              type="button"
              size="sm"
              variant="brand"
              disabled={call.isPending}
              aria-label={`Approve and publish${suffix}`}
              onClick={() => run({ action: 'approve' })}
            >
              <CheckCircle2 aria-hidden="true" />
              Approve and publish
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={call.isPending}
              aria-label={`Send back${suffix}`}
              onClick={() => setSendingBack(true)}
            >
              <Undo2 aria-hidden="true" />
              Send back
            </Button>
          </>
        ) : null}
      </div>
      {status === 'in_review' && !isEditor ? (
        <p className="text-sm text-muted-foreground">An editor will approve it or send it back.</p>
      ) : null}
      <SendBackDialog
        open={sendingBack}
        pending={call.isPending}
        onOpenChange={setSendingBack}
        onSend={(note, onFieldError) => run({ action: 'send-back', note }, onFieldError)}
      />
    </div>
  );
}

function SendBackDialog({
  open,
  pending,
  onOpenChange,
  onSend,
}: {
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onSend: (note: string, onFieldError: (message: string) => void) => void;
}) {
  const id = useId();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const noteId = `${id}-note`;
  const submit = () => {
    // The API's own rule, checked before sending (the same schema validates the route).
    const parsed = reviewSendBackInputSchema.shape.note.safeParse(note);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    onSend(parsed.data, setError);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            submit();
          }}
          noValidate
          className="grid gap-4"
        >
          <DialogHeader>
            <DialogTitle>Send back</DialogTitle>
            <DialogDescription>
              Tell the author what to change. They see this note when they open it.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={noteId}
            label="Note"
            error={error}
            hint={`Up to ${maxReviewNoteLength} characters.`}
          >
            <Textarea
              rows={5}
              value={note}
              maxLength={maxReviewNoteLength}
              onChange={(event) => setNote(event.target.value)}
              {...fieldControlProps(noteId, { error, hint: true })}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="brand" disabled={pending}>
              {pending ? 'Sending...' : 'Send back'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
