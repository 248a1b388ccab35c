/** Previous / Next of an admin list read with a cursor (no page count: counting would read it all). */
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '~/components/ui/button';
import type { ListParams } from './use-list-params';

export function ListPager({
  params,
  nextCursor,
  busy,
}: {
  params: ListParams;
  nextCursor: string | null | undefined;
  busy: boolean;
}) {
  if (params.pageNumber === 1 && !nextCursor) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-end gap-3 p-3">
      <span className="text-sm text-muted-foreground" aria-live="polite">
        Page {params.pageNumber}
      </span>
      <Button
        variant="outline"
        size="sm"
        disabled={params.pageNumber === 1 || busy}
        onClick={() => params.previous()}
      >
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={!nextCursor || busy}
        onClick={() => nextCursor && params.next(nextCursor)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
