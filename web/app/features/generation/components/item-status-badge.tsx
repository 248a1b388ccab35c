/** The status of a batch item as the portal shows it: Pending, Processing, Complete or Failed. */
import { Loader2 } from 'lucide-react';
import { generationItemStatusLabels, type GenerationItemStatus } from '@shared/schemas/generation';
import { Badge } from '~/components/ui/badge';
import { cn } from '~/lib/cn';

const statusClasses: Readonly<Record<GenerationItemStatus, string>> = {
  pending: 'bg-secondary text-secondary-foreground',
  processing: 'bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100',
  complete: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100',
  failed: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
};

export function ItemStatusBadge({ status }: { status: GenerationItemStatus }) {
  return (
    <Badge variant="custom" className={cn('gap-1 border-transparent', statusClasses[status])}>
      {status === 'processing' ? (
        <Loader2 className="size-3 animate-spin" aria-hidden="true" />
      ) : null}
      {generationItemStatusLabels[status]}
    </Badge>
  );
}
