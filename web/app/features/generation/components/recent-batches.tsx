/** The most recent batches, so one started earlier (or in another tab) can be reopened. */
import { Link } from 'react-router';
import { format } from 'date-fns';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { useRecentJobs } from '../api/list-jobs';

export function RecentBatches() {
  const jobs = useRecentJobs();
  const items = jobs.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Recent batches</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2">
          {items.map((job) => (
            <li key={job.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <Link
                className="font-medium text-brand-text underline-offset-4 hover:underline"
                to={`?job=${job.id}`}
              >
                {format(new Date(job.created_at), 'MMM d, yyyy h:mm a')}
              </Link>
              <span className="text-muted-foreground">
                {job.status === 'complete'
                  ? `${job.counts.complete} of ${job.total} generated`
                  : `${job.counts.complete + job.counts.failed} of ${job.total} finished`}
                {job.counts.failed > 0 ? `, ${job.counts.failed} failed` : ''}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
