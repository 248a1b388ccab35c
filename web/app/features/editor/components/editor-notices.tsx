/**
 * The editor's notices about work kept or merged: a draft left by an earlier visit (Restore or
 * Discard), and the fields re-applied on the latest version after a conflict.
 */
import { longDateTime } from '~/lib/date-formats';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';

export function DraftOffer({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: string;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert>
      <AlertTitle>Unsaved changes found</AlertTitle>
      <AlertDescription>
        <p>
          Changes to this article from {longDateTime(savedAt)} were not saved. Restore them to
          continue where you left off, or discard them.
        </p>
        <div className="mt-3 flex gap-2">
          <Button type="button" size="sm" variant="brand" onClick={onRestore}>
            Restore
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
            Discard
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}

export function ReappliedNotice({ fields }: { fields: readonly string[] }) {
  return (
    <Alert>
      <AlertTitle>Latest version loaded</AlertTitle>
      <AlertDescription>
        {fields.length > 0
          ? `Your changes to ${fields.join(', ')} were re-applied on top of the latest saved version. Review them, then Save.`
          : 'You had no changes of your own; the latest saved version is shown.'}
      </AlertDescription>
    </Alert>
  );
}
