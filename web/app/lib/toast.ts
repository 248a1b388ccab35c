/**
 * Toasts (sonner: bottom-right, 3 visible, 4000 ms) without putting the toast library in every
 * page's first download. The first toast imports sonner; `<ToastHost />` (root.tsx) waits for that
 * import, mounts sonner's Toaster, and queued toasts show once it listens. Calls keep sonner's
 * shape: `toast.success(title, { description })`.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | undefined;
let markRequested: (loading: Promise<Sonner>) => void = () => {};
const requested = new Promise<Sonner>((resolve) => (markRequested = resolve));
let markHostReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => (markHostReady = resolve));

function show(kind: Kind, message: string, data?: ExternalToast): void {
  sonner ??= import('sonner');
  markRequested(sonner);
  void sonner.then(async (loaded) => {
    await hostReady;
    loaded.toast[kind](message, data);
  });
}

/** The toast calls of the product; each returns at once and shows the toast when ready. */
export const toast = {
  success: (message: string, data?: ExternalToast) => show('success', message, data),
  error: (message: string, data?: ExternalToast) => show('error', message, data),
  info: (message: string, data?: ExternalToast) => show('info', message, data),
  warning: (message: string, data?: ExternalToast) => show('warning', message, data),
  /** Closes the toast shown with this `id` (nothing when no toast was ever shown). */
  dismiss: (id: string | number) => {
    // Chained after any toast already asked for, so a dismiss never overtakes its toast.
    void sonner?.then(async (loaded) => {
      await hostReady;
      loaded.toast.dismiss(id);
    });
  },
};

/** sonner, once the first toast has asked for it (for the host, which then mounts the Toaster). */
export function sonnerRequested(): Promise<Sonner> {
  return requested;
}

/** Called by the host once its Toaster has mounted (and so subscribed): queued toasts show. */
export function markToastHostReady(): void {
  markHostReady();
}
