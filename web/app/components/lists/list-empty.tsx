/**
 * What an admin list shows when a page has no rows. When a search or a filter emptied it, it says
 * so and offers the way back: Clear filters.
 */
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import type { ListParams } from './use-list-params';

export function ListEmpty({ params, children }: { params: ListParams; children: ReactNode }) {
  return (
    <div className="grid justify-items-center gap-3 rounded-lg border bg-background p-10 text-center text-muted-foreground">
      <p>{children}</p>
      {params.narrowed ? (
        <Button type="button" variant="outline" onClick={() => params.clear()}>
          Clear filters
        </Button>
      ) : null}
    </div>
  );
}
