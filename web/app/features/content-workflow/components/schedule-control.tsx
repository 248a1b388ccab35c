/**
 * The Schedule control of a draft article (in the editor, beside the Published switch) or page
 * (in a dialog from its row): a date-time input on the admin's own clock, with the time zone
 * named, and Schedule / Reschedule / Unschedule. The API stores the instant in UTC and the
 * scheduler publishes within a minute of it.
 *
 * It schedules the item as stored, with the version the caller holds (409 when someone changed it
 * since), so an editor with unsaved changes must save first: otherwise the schedule would publish
 * text the writer has not saved.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { publishAtPastMessage, type PublishSchedule } from '@shared/schemas/schedule';
import { Button } from '~/components/ui/button';
import { fieldControlProps } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { Label } from '~/components/ui/label';
import { ApiError, errorMessage } from '~/lib/admin-api';
import { toast } from '~/lib/toast';
import { ScheduleBadge } from '~/components/schedule/schedule-badge';
import {
  adminTimeZone,
  isoToLocalInput,
  localInputToIso,
} from '~/components/schedule/schedule-time';
import type { WorkflowKind, WorkflowRecord } from '~/lib/workflow-refresh';
import { kindNoun, kindTitle } from '../api/workflow-paths';
import { useScheduleCalls } from '../api/schedule';

export interface ScheduleControlProps {
  kind: WorkflowKind;
  /** The stored item; undefined before its first save. */
  item?: { id: string; version: number; schedule?: PublishSchedule };
  /** The stored item is live (nothing to schedule). */
  published: boolean;
  /** The version the caller's copy is based on, when it keeps its own (the editor). */
  version?: number | null;
  /** The caller has unsaved changes: scheduling waits for a save. */
  unsaved?: boolean;
  /** After a schedule or unschedule, with the stored item (its version moved on). */
  onChanged?: (record: WorkflowRecord) => void;
}

const noun = kindNoun;
const title = kindTitle;

export function ScheduleControl({
  kind,
  item,
  published,
  version,
  unsaved = false,
  onChanged,
}: ScheduleControlProps) {
  const id = useId();
  const inputId = `${id}-publish-at`;
  const { schedule, unschedule } = useScheduleCalls(kind);
  const [value, setValue] = useState(() =>
    item?.schedule ? isoToLocalInput(item.schedule.publish_at) : '',
  );
  const [error, setError] = useState<string | undefined>();
  const busy = schedule.isPending || unschedule.isPending;
  const current = item?.schedule;

  if (!item) {
    return (
      <p className="text-sm text-muted-foreground">
        Save the {noun[kind]} to schedule its publication.
      </p>
    );
  }
  if (published && !current) return null;

  const submit = () => {
    const publishAt = localInputToIso(value);
    if (!publishAt) return setError('Choose a date and time.');
    if (new Date(publishAt).getTime() <= Date.now()) return setError(publishAtPastMessage);
    setError(undefined);
    schedule.mutate(
      { id: item.id, publishAt, version: version ?? item.version },
      {
        onSuccess: (record) => {
          toast.success(current ? `${title[kind]} rescheduled` : `${title[kind]} scheduled`);
          onChanged?.(record);
        },
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fields?.publish_at : undefined;
          if (field) setError(field);
          else
            toast.error(`Failed to schedule ${noun[kind]}`, { description: errorMessage(failure) });
        },
      },
    );
  };

  const remove = () =>
    unschedule.mutate(item.id, {
      onSuccess: (record) => {
        setValue('');
        toast.success('Schedule removed');
        onChanged?.(record);
      },
      onError: (failure) =>
        toast.error(`Failed to unschedule ${noun[kind]}`, { description: errorMessage(failure) }),
    });

  // Enter schedules; it must not submit a surrounding form (the editor's Save).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  const hint = `Your time zone: ${adminTimeZone()}. It goes live within a minute of this time.`;
  return (
    <div role="group" aria-labelledby={`${id}-legend`} className="grid gap-2">
      <span id={`${id}-legend`} className="text-sm font-medium">
        Schedule publish
      </span>
      <ScheduleBadge schedule={current} />
      <Label htmlFor={inputId} className="sr-only">
        Publish at
      </Label>
      <Input
        type="datetime-local"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        disabled={busy || published}
        {...fieldControlProps(inputId, { error, hint })}
      />
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {error ? (
        <p
          id={`${inputId}-error`}
          className="text-sm font-medium text-destructive dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
      {unsaved ? (
        <p className="text-xs text-muted-foreground">
          Save your changes first: the schedule publishes the saved {noun[kind]}.
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={busy || unsaved || published || value === ''}
          onClick={submit}
        >
          {current ? 'Reschedule' : 'Schedule'}
        </Button>
        {current ? (
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={remove}>
            Unschedule
          </Button>
        ) : null}
      </div>
    </div>
  );
}
