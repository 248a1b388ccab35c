/**
 * A modal that only a choice closes, on the browser's own `<dialog>` (`showModal()`): the page
 * behind is inert, focus stays inside, and the top layer needs no portal. Used where a dialog
 * library would be a first-load cost on every public page: the cookie consent dialog, which every
 * first visit shows. (The admin's dialogs use Radix; the admin is loaded on demand.)
 *
 * Escape is refused. Chromium may close a dialog on a repeated Escape even when `cancel` is
 * refused, so a close the owner did not ask for reopens it. Rendered means open: mount it to show
 * it, unmount it to close it (it opens one task after it mounts).
 */
import { useEffect, useRef, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

const modalDialogVariants = cva(
  'fixed top-1/2 left-1/2 z-50 m-0 grid max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/60',
  {
    variants: {
      size: {
        default: 'max-w-lg',
        wide: 'max-w-xl',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

export function ModalDialog({
  className,
  children,
  size,
  ...props
}: ComponentProps<'dialog'> & VariantProps<typeof modalDialogVariants>) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // showModal() makes the whole page inert, which restyles every element: some 10 ms on a
    // phone. In a task of its own, not added to the hydration's effects (the consent dialog
    // mounts with the page), so neither becomes a long task.
    const opening = setTimeout(() => {
      if (!dialog.open) dialog.showModal();
    });
    const refuse = (event: Event) => event.preventDefault();
    const reopen = () => {
      if (dialog.isConnected) dialog.showModal();
    };
    dialog.addEventListener('cancel', refuse);
    dialog.addEventListener('close', reopen);
    return () => {
      clearTimeout(opening);
      dialog.removeEventListener('cancel', refuse);
      dialog.removeEventListener('close', reopen);
    };
  }, []);

  return (
    <dialog ref={ref} className={cn(modalDialogVariants({ size }), className)} {...props}>
      {children}
    </dialog>
  );
}
