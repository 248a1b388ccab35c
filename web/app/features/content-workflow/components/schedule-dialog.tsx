/**
 * "Schedule" on a row of a list (programmatic pages): opens the {@link ScheduleControl} of that
 * item in a dialog. Not offered for a live item without a schedule. Given `open`, it has no
 * button of its own: a row's actions menu opens it.
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
import type { WorkflowKind } from '~/lib/workflow-refresh';
import { ScheduleControl } from './schedule-control';

export function ScheduleDialog({
  kind,
  item,
  published,
  name,
  open,
  onOpenChange,
}: {
  kind: WorkflowKind;
  item: { id: string; version: number; schedule?: PublishSchedule };
  published: boolean;
  /** The item's name, for the button's label among many rows. */
  name: string;
  /** Controlled: shown while true, without a trigger button. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  if (published && !item.schedule) return null;
  return (
    <Dialog {...(open === undefined ? {} : { open, onOpenChange })}>
      {open === undefined ? (
        <DialogTrigger asChild>
          <Button type="button" variant="outline" size="sm" aria-label={`Schedule ${name}`}>
            <CalendarClock aria-hidden="true" />
            Schedule
          </Button>
        </DialogTrigger>
      ) : null}
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
