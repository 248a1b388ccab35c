/**
 * A running or finished batch (admin-portal.md sections 2 and 4): a progress bar of finished items
 * over total, each item with its status badge and message, View Error for failed items, a link
 * to each generated article, and the summary once every item is finished. The batch runs on the
 * server and is read every 1.5 s while unfinished, so a reload or another tab shows it as well.
 */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AlertTriangle, CheckCircle2, FileText, Plus, RotateCcw } from 'lucide-react';
import { toast } from '~/lib/toast';
import { batchSummaryMessage } from '@shared/content/generation-messages';
import type { GenerationItem } from '@shared/schemas/generation';
import { Alert, AlertDescription, AlertTitle } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardDescription, CardTitle } from '~/components/ui/card';
import { Progress } from '~/components/ui/progress';
import { Spinner } from '~/components/ui/spinner';
import { ApiError, errorMessage, useErrorToast } from '~/lib/admin-api';
import { useJob } from '../api/get-job';
import { useRetryJob } from '../api/retry-job';
import { ItemErrorDialog } from './item-error-dialog';
import { ItemStatusBadge } from './item-status-badge';

export function BatchProgress({ jobId, onNewBatch }: { jobId: string; onNewBatch: () => void }) {
  const job = useJob(jobId);
  const retry = useRetryJob();
  const [errorItem, setErrorItem] = useState<GenerationItem | undefined>();
  const notFound = job.error instanceof ApiError && job.error.status === 404;
  useErrorToast('Failed to load data', notFound ? undefined : job.error);

  // Announce the end of a batch that was watched running.
  const status = job.data?.job.status;
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === 'processing' && status === 'complete' && job.data) {
      toast.success(batchSummaryMessage(job.data.job.counts.complete, job.data.job.total));
    }
    previous.current = status;
  }, [status, job.data]);

  if (job.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading batch" />
      </div>
    );
  }
  if (!job.data) {
    return (
      <Alert variant="destructive">
        <AlertTriangle aria-hidden="true" />
        <AlertTitle>{notFound ? 'Batch not found' : 'Failed to load data'}</AlertTitle>
        <AlertDescription className="grid gap-3">
          <p>{notFound ? 'This batch does not exist or was removed.' : errorMessage(job.error)}</p>
          <div>
            <Button type="button" variant="outline" onClick={onNewBatch}>
              Start a new batch
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }

  const { counts, total } = job.data.job;
  const finished = counts.complete + counts.failed;
  const done = job.data.job.status === 'complete';
  const percent = Math.round(job.data.progress * 100);

  const openArticle = (item: GenerationItem) => {
    if (!item.article_id) toast.error('Error', { description: 'Article ID not available' });
  };

  const retryFailed = async () => {
    try {
      await retry.mutateAsync(jobId);
    } catch (error) {
      toast.error('Error generating articles', { description: errorMessage(error) });
    }
  };

  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-4 p-6">
        <div className="grid gap-1.5">
          <CardTitle as="h2">{done ? 'Batch finished' : 'Generating articles'}</CardTitle>
          <CardDescription>
            {done
              ? 'Every article of the batch has been written or has failed.'
              : 'The batch runs on the server: you can close this page and come back to it later.'}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {counts.failed > 0 && done ? (
            <Button
              type="button"
              variant="outline"
              onClick={retryFailed}
              disabled={retry.isPending}
            >
              <RotateCcw aria-hidden="true" />
              Retry failed
            </Button>
          ) : null}
          <Button type="button" variant="outline" onClick={onNewBatch}>
            <Plus aria-hidden="true" />
            New batch
          </Button>
        </div>
      </div>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <div className="flex justify-between text-sm">
            <span>
              {finished} of {total} finished
            </span>
            <span className="text-muted-foreground">{percent}%</span>
          </div>
          <Progress
            value={percent}
            aria-label="Batch progress"
            aria-valuetext={`${finished} of ${total} finished`}
          />
        </div>

        {done ? (
          <Alert role="status">
            <CheckCircle2 aria-hidden="true" />
            <AlertTitle>Batch complete</AlertTitle>
            <AlertDescription>{batchSummaryMessage(counts.complete, total)}</AlertDescription>
          </Alert>
        ) : null}

        <ol className="grid gap-2" aria-label="Batch items">
          {job.data.items.map((item) => (
            <li
              key={item.index}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
              aria-label={`${item.title}: ${item.status}`}
            >
              <div className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-medium">
                  {item.index + 1}. {item.title}
                </span>
                <span className="text-sm text-muted-foreground">
                  Keyword: {item.keyword} · {item.message}
                </span>
              </div>
              <div className="flex items-center gap-2">
                <ItemStatusBadge status={item.status} />
                {item.status === 'failed' ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    onClick={() => setErrorItem(item)}
                  >
                    View Error
                  </Button>
                ) : null}
                {item.status === 'complete' ? (
                  item.article_id ? (
                    <Button asChild size="sm" variant="ghost">
                      {/* The editor, in this tab: no external-link icon. */}
                      <Link to={`/admin/articles/edit/${item.article_id}`}>
                        <FileText aria-hidden="true" />
                        View Article
                      </Link>
                    </Button>
                  ) : (
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      onClick={() => openArticle(item)}
                    >
                      View Article
                    </Button>
                  )
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
      <ItemErrorDialog item={errorItem} onClose={() => setErrorItem(undefined)} />
    </Card>
  );
}
