/** Busy indicator: a spinning icon with a label read by assistive technology. */
import { Loader2 } from 'lucide-react';
import { cn } from '~/lib/cn';

export function Spinner({ label = 'Loading', className }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <Loader2 className="size-6 animate-spin text-brand-text" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
