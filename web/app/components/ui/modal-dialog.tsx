/**
 * A modal on the browser's own `<dialog>` (`showModal()`): the page behind is inert, focus stays
 * inside, and the top layer needs no portal. Used where a dialog library would be a first-load cost
 * on every public page: the cookie consent dialog, which every first visit shows. (The admin's
 * dialogs use Radix; the admin is loaded on demand.)
 *
 * `dismissible: false` keeps it open against Escape. Chromium may close a dialog on a repeated
 * Escape even when `cancel` is refused, so a close that the owner did not ask for reopens it.
 */
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

export interface ModalDialogProps extends Omit<ComponentProps<'dialog'>, 'open' | 'role'> {
  /** `alertdialog` for a dialog that asks for a decision. */
  role?: 'dialog' | 'alertdialog';
  /** Whether Escape may close it (then `onDismiss` is called). */
  dismissible?: boolean;
  onDismiss?: () => void;
  children: ReactNode;
}

/** Rendered means open: mount it to show it, unmount it to close it. */
export function ModalDialog({
  role = 'dialog',
  dismissible = true,
  onDismiss,
  className,
  children,
  ...props
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      if (!dismissible) event.preventDefault();
    };
    const onClose = () => {
      if (dismissible) onDismiss?.();
      else if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClose);
    };
  }, [dismissible, onDismiss]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      className={cn(
        'fixed top-1/2 left-1/2 z-50 m-0 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/60',
        className,
      )}
      {...props}
    >
      {children}
    </dialog>
  );
}
