/**
 * What a screen shows when its read failed and nothing is on screen yet: what could not be
 * loaded, why (the API's message), and Try Again, busy while the retry runs. The admin lists'
 * frame and the analytics screen share it.
 */
import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { errorMessage } from '~/lib/admin-api';

export interface LoadErrorProps {
  /** What failed to load, as the title says it: "The articles could not be loaded." */
  what: string;
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
}

export function LoadError({ what, query }: LoadErrorProps) {
  return (
    <Alert variant="destructive" className="grid gap-3 bg-background dark:text-red-400">
      <div>
        <AlertTitle>{what} could not be loaded.</AlertTitle>
        <AlertDescription>{errorMessage(query.error)}</AlertDescription>
      </div>
      <div>
        <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" />
          {query.isFetching ? 'Trying again...' : 'Try Again'}
        </Button>
      </div>
    </Alert>
  );
}
