/**
 * "Scheduled <time>" beside an item's status in the admin lists (and the editor), in the admin's
 * time zone; when the last publish try failed, the reason with the number of tries, so a schedule
 * that cannot go live is never silently stuck.
 */
import { AlertTriangle, CalendarClock } from 'lucide-react';
import type { PublishSchedule } from '@shared/schemas/schedule';
import { Badge } from '~/components/ui/badge';
import { formatScheduledTime } from './schedule-time';

export function ScheduleBadge({ schedule }: { schedule?: PublishSchedule }) {
  if (!schedule) return null;
  return (
    <span className="mt-1 inline-grid gap-1">
      <Badge
        variant="custom"
        className="gap-1 border-transparent bg-blue-100 text-blue-800 dark:bg-blue-900/50 dark:text-blue-200"
      >
        <CalendarClock className="size-3" aria-hidden="true" />
        Scheduled {formatScheduledTime(schedule.publish_at)}
      </Badge>
      {schedule.last_error ? (
        <span
          role="note"
          className="flex max-w-xs items-start gap-1 text-xs text-destructive dark:text-red-400"
        >
          <AlertTriangle className="mt-0.5 size-3 shrink-0" aria-hidden="true" />
          <span>
            Publish failed ({schedule.attempts} {schedule.attempts === 1 ? 'try' : 'tries'}):{' '}
            {schedule.last_error} Retried every minute.
          </span>
        </span>
      ) : null}
    </span>
  );
}
