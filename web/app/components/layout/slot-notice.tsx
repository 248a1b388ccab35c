/**
 * Marks where a feature that is not built yet will render (a dashed box). Used only by slot
 * routes; each disappears when its feature lands.
 */
import type { ReactNode } from 'react';

export function SlotNotice({ feature, children }: { feature: string; children?: ReactNode }) {
  return (
    <div
      data-slot={feature}
      className="mx-auto my-10 max-w-3xl rounded-xl border-2 border-dashed p-8 text-center text-muted-foreground"
    >
      {children}
    </div>
  );
}
