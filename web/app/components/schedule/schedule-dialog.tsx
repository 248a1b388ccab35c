/**
 * "Schedule" on a row of a list (programmatic pages): opens the {@link ScheduleControl} of that
 * item in a dialog. Not offered for a live item without a schedule.
 */
import { CalendarClock } from 'lucide-react';
import type { PublishSchedule } from '@shared/schemas/schedule';
import { Button } from '~/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog';
import { ScheduleControl } from './schedule-control';
import type { ScheduleKind } from './use-schedule';

export function ScheduleDialog({
  kind,
  item,
  published,
  name,
}: {
  kind: ScheduleKind;
  item: { id: string; version: number; schedule?: PublishSchedule };
  published: boolean;
  /** The item's name, for the button's label among many rows. */
  name: string;
}) {
  if (published && !item.schedule) return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" aria-label={`Schedule ${name}`}>
          <CalendarClock aria-hidden="true" />
          Schedule
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Schedule “{name}”</DialogTitle>
          <DialogDescription>
            Publish this draft automatically at a time you choose.
          </DialogDescription>
        </DialogHeader>
        <ScheduleControl kind={kind} item={item} published={published} />
      </DialogContent>
    </Dialog>
  );
}
