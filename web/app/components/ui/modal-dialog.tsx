/**
 * A modal that only a choice closes: a dialog over a backdrop that takes every click outside it,
 * with keyboard focus held inside and `aria-modal` telling assistive technology that the page
 * behind is out of reach. Used where a dialog library would be a first-load cost on every public
 * page: the cookie consent dialog, which every first visit shows. (The admin's dialogs use Radix;
 * the admin is loaded on demand.)
 *
 * Not the browser's `showModal()`: that makes the whole page inert, and Chromium restyles every
 * element of the page to do it (some 15 ms on this machine, 60 ms at Lighthouse's phone speed) on
 * every first visit, in the middle of the page's start-up. Holding focus inside is written here
 * rather than taken from a focus-trap library: two listeners over a handful of buttons and
 * switches, where a library would join every public page's first load. Escape does nothing: a
 * non-modal `<dialog>` receives no close request.
 *
 * Rendered means open: mount it to show it, unmount it to close it.
 */
import { useEffect, useRef, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

const modalDialogVariants = cva(
  'fixed top-1/2 left-1/2 z-50 m-0 grid max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-lg',
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

const focusableSelector =
  'button:not(:disabled), [href], input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(focusableSelector)];
}

function focusFirst(dialog: HTMLElement): void {
  focusables(dialog)[0]?.focus();
}

export function ModalDialog({
  className,
  children,
  size,
  ...props
}: ComponentProps<'dialog'> & VariantProps<typeof modalDialogVariants>) {
  const ref = useRef<HTMLDialogElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Focusing brings the new dialog's style and layout up to date: a task of its own, not added
    // to the render's (the consent dialog mounts right after hydration).
    const focusing = setTimeout(() => {
      if (!dialog.contains(document.activeElement)) focusFirst(dialog);
    });

    // Focus that lands outside (a click through, a screen reader's own move) comes back.
    const holdFocus = (event: FocusEvent) => {
      if (event.target instanceof Node && !dialog.contains(event.target)) focusFirst(dialog);
    };
    // Tab and Shift+Tab cycle within the dialog.
    const cycleTab = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = focusables(dialog);
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey ? active === first || !dialog.contains(active) : active === last) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    // A press on the backdrop would move focus to the page's body; it keeps focus where it is.
    const keepFocus = (event: Event) => event.preventDefault();
    const backdrop = backdropRef.current;
    document.addEventListener('focusin', holdFocus);
    document.addEventListener('keydown', cycleTab);
    backdrop?.addEventListener('mousedown', keepFocus);
    return () => {
      backdrop?.removeEventListener('mousedown', keepFocus);
      clearTimeout(focusing);
      document.removeEventListener('focusin', holdFocus);
      document.removeEventListener('keydown', cycleTab);
      if (before?.isConnected) before.focus();
    };
  }, []);

  return (
    <>
      {/* Takes the clicks outside the dialog, which do nothing. */}
      <div ref={backdropRef} className="fixed inset-0 z-50 bg-black/60" aria-hidden="true" />
      <dialog
        ref={ref}
        open
        aria-modal="true"
        className={cn(modalDialogVariants({ size }), className)}
        {...props}
      >
        {children}
      </dialog>
    </>
  );
}
