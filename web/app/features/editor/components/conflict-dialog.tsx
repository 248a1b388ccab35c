/**
 * The answer to a stale save (409): the text stays in the editor and on this device, and the
 * writer can reload the latest version with their changes re-applied on it, or keep editing.
 */
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

export function ConflictDialog({
  message,
  reloading,
  onReapply,
  onDismiss,
}: {
  /** The API's conflict message; the dialog is open while it is set. */
  message: string | null;
  reloading: boolean;
  onReapply: () => void;
  onDismiss: () => void;
}) {
  return (
    <AlertDialog open={message !== null} onOpenChange={(open) => !open && onDismiss()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Someone else saved this article</AlertDialogTitle>
          <AlertDialogDescription>
            {message} Your text has not been lost: it is still in the editor and kept on this
            device.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm">
          Reload the latest version to re-apply your changes on top of it (fields you did not touch
          take the latest text), or keep editing and decide later.
        </p>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep editing</AlertDialogCancel>
          <AlertDialogAction
            variant="brand"
            disabled={reloading}
            onClick={(event) => {
              // The dialog stays open until the latest version is in.
              event.preventDefault();
              onReapply();
            }}
          >
            {reloading ? 'Loading...' : 'Reload latest and re-apply my changes'}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
