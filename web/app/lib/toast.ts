/**
 * Toasts (sonner: bottom-right, 3 visible, 4000 ms) without putting the toast library in every
 * page's first download. The first toast imports sonner; `<ToastHost />` (root.tsx) then mounts
 * sonner's Toaster, and the toast is shown once the Toaster listens. Calls keep sonner's shape:
 * `toast.success(title, { description })`.
 */
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

type Sonner = typeof SonnerModule;
type Kind = 'success' | 'error' | 'info' | 'warning';

let sonner: Promise<Sonner> | undefined;
let hostListener: ((loaded: Sonner) => void) | undefined;
let markHostReady: () => void = () => {};
const hostReady = new Promise<void>((resolve) => (markHostReady = resolve));

/** Loads sonner once and hands it to the host, which mounts the Toaster. */
function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').then((loaded) => {
    hostListener?.(loaded);
    return loaded;
  });
  return sonner;
}

function show(kind: Kind, message: string, data?: ExternalToast): void {
  void loadSonner().then(async (loaded) => {
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
};

/** Registers the host (one per document); `listener` gets sonner when the first toast needs it. */
export function registerToastHost(listener: (loaded: Sonner) => void): () => void {
  hostListener = listener;
  // A toast asked for before the host mounted (during hydration) still gets its Toaster.
  void sonner?.then(listener);
  return () => {
    if (hostListener === listener) hostListener = undefined;
  };
}

/** Called by the host once its Toaster has mounted (and so subscribed): queued toasts show. */
export function markToastHostReady(): void {
  markHostReady();
}
