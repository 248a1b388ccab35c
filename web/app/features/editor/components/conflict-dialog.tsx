/**
 * The answer to a stale save (409): the text stays in the editor and on this device, and the
 * writer can reload the latest version with their changes re-applied on it, or keep editing. The
 * dialog stays open until the latest version is in.
 */
import { ConfirmDialog } from '~/components/ui/confirm-dialog';

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
    <ConfirmDialog
      item={message}
      title="Someone else saved this article"
      description={(text) =>
        `${text} Your text has not been lost: it is still in the editor and kept on this device.`
      }
      confirmLabel="Reload latest and re-apply my changes"
      cancelLabel="Keep editing"
      variant="brand"
      pending={reloading}
      pendingLabel="Loading..."
      onConfirm={onReapply}
      onCancel={onDismiss}
    >
      <p className="text-sm">
        Reload the latest version to re-apply your changes on top of it (fields you did not touch
        take the latest text), or keep editing and decide later.
      </p>
    </ConfirmDialog>
  );
}
