/**
 * Where toasts appear (public-site.md section 9: bottom-right, 3 visible, 4000 ms, close button).
 * Renders nothing until the first toast loads sonner (lib/toast.ts), so pages that never toast
 * never download it.
 */
import { useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import type { ToasterProps } from 'sonner';
import { markToastHostReady, sonnerRequested } from '~/lib/toast';

/**
 * sonner's rich text colours reach only about 4.3:1 on their tinted backgrounds; these darker ones
 * meet WCAG AA (4.5:1) for the toasts' 13 px text. Inline custom properties on the toaster win over
 * the library's stylesheet.
 */
const toastColours = {
  '--success-text': '#006b24',
  '--error-text': '#b42318',
  '--info-text': '#0b5cad',
  '--warning-text': '#8a4b00',
} as CSSProperties;

export function ToastHost() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps>>();

  useEffect(() => {
    let mounted = true;
    void sonnerRequested().then((loaded) => {
      if (mounted) setToaster(() => loaded.Toaster);
    });
    return () => {
      mounted = false;
    };
  }, []);

  // Children's effects run first: by now the Toaster has subscribed to new toasts.
  useEffect(() => {
    if (Toaster) markToastHostReady();
  }, [Toaster]);

  if (!Toaster) return null;
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={3}
      duration={4000}
      closeButton
      richColors
      style={toastColours}
    />
  );
}
