/**
 * The Newsletters screen's list: each send with its kind (an article, or the weekly digest with
 * the articles it listed), its article or subject, status, progress (sent of total, read again
 * every two seconds while one is going out; recipients given up on as "Failed: N") and what SES
 * reported back: delivered, bounced, complained, and the unsubscribes its links brought; a page
 * at a time in the list frame.
 */
import { Loader2 } from 'lucide-react';
import type { NewsletterSend } from '@shared/schemas/newsletter-sends';
import { Badge } from '~/components/ui/badge';
import { Progress } from '~/components/ui/progress';
import { Skeleton } from '~/components/ui/skeleton';
import { ListFrame } from '~/components/lists/list-frame';
import { useListParams } from '~/components/lists/use-list-params';
import { useNewsletterSends } from '../api/sends';

const statusLabels: Record<NewsletterSend['status'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};

function done(send: NewsletterSend): number {
  return send.sent + send.skipped + send.failed;
}

function SendRow({ send }: { send: NewsletterSend }) {
  const percent = send.total > 0 ? Math.round((done(send) / send.total) * 100) : 0;
  return (
    <li className="rounded-lg border p-4" data-testid="newsletter-send">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="outline" data-testid="send-kind">
              {send.kind === 'digest' ? 'Weekly digest' : 'Article'}
            </Badge>
            <a
              className="font-medium underline-offset-4 hover:underline"
              href={send.kind === 'digest' ? '/insights' : `/insights/${send.article_slug}`}
              target="_blank"
              rel="noreferrer"
            >
              {send.kind === 'digest' ? send.subject : send.article_title}
            </a>
          </div>
          {send.kind === 'digest' ? (
            <p className="text-muted-foreground text-sm">
              Week of {send.week}: {send.articles.map((article) => article.title).join(', ')}
              {send.article_count > send.articles.length
                ? ` and ${send.article_count - send.articles.length} more`
                : ''}
            </p>
          ) : null}
          <p className="text-muted-foreground text-sm">
            {new Date(send.created_at).toLocaleString()} by {send.created_by}
          </p>
        </div>
        <Badge variant={send.status === 'failed' ? 'destructive' : 'secondary'}>
          {send.status === 'sending' ? <Loader2 className="mr-1 size-3 animate-spin" /> : null}
          {statusLabels[send.status]}
        </Badge>
      </div>
      <div className="mt-3">
        <Progress value={send.status === 'sent' ? 100 : percent} aria-label="Progress" />
        <p className="mt-1 text-sm" data-testid="send-progress">
          {send.sent} sent of {send.total}
          {send.skipped > 0 ? ` (${send.skipped} suppressed, not sent)` : ''}
          {send.failed > 0 ? `. Failed: ${send.failed} (given up after retries)` : ''}
        </p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(
          [
            ['Delivered', send.delivered],
            ['Bounced', send.bounced],
            ['Complained', send.complained],
            ['Unsubscribed', send.unsubscribed],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

export function SendsList() {
  const params = useListParams([]);
  const sends = useNewsletterSends(params.apiQuery);
  const items = sends.data?.items ?? [];
  return (
    <ListFrame
      params={params}
      toolbar={null}
      query={sends}
      rowCount={items.length}
      nextCursor={sends.data?.nextCursor}
      noun={['newsletter', 'newsletters']}
      emptyText={
        <>
          No newsletter has been sent yet. Open a published article and use &ldquo;Send as
          newsletter&rdquo;.
        </>
      }
      loading={
        <div className="space-y-3" aria-busy="true" aria-label="Loading newsletters">
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      }
    >
      <ul className="space-y-3 p-3">
        {items.map((send) => (
          <SendRow key={send.id} send={send} />
        ))}
      </ul>
    </ListFrame>
  );
}
