/** A page row's Status cell: Generating while the worker writes it, else its status badge. */
import { Loader2 } from 'lucide-react';
import type { PageRecord } from '@shared/schemas/page';
import { Badge } from '~/components/ui/badge';
import { isGenerating } from '../page-status';

export function StatusCell({ page, regenerating }: { page: PageRecord; regenerating: boolean }) {
  if (regenerating || isGenerating(page)) {
    return (
      <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Generating
      </span>
    );
  }
  if (page.status === 'published') {
    return (
      <Badge
        variant="custom"
        className="border-transparent bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100"
      >
        Published
      </Badge>
    );
  }
  if (page.status === 'error') {
    return (
      <Badge
        variant="custom"
        className="border-transparent bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100"
      >
        Error
      </Badge>
    );
  }
  return <Badge variant="secondary">Draft</Badge>;
}
