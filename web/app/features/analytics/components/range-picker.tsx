/**
 * The analytics screen's day range: the last 7, 30 or 90 days, or a custom from/to. The range
 * lives in the URL (`days`, or `from` and `to`), so a reload or a shared link shows the same one.
 */
import { useId, useState, type FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { maxAnalyticsDays } from '@shared/schemas/analytics';
import { FormField } from '~/components/ui/form-field';
import { Input } from '~/components/ui/input';
import { presetDays, type DayRange } from '../api/analytics-report';

interface RangePickerProps {
  range: DayRange;
  onPreset: (days: (typeof presetDays)[number]) => void;
  onCustom: (from: string, to: string) => void;
}

/**
 * The custom from/to fields. Keyed by the URL's range where it is used, so a new range resets
 * them, while the Custom choice itself (the picker's state) survives the change.
 */
function CustomRangeForm({ range, onCustom }: Pick<RangePickerProps, 'range' | 'onCustom'>) {
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<string>();
  const id = useId();
  const errorId = `${id}-range-error`;
  // Each date bounds the other, so the browser's picker offers only a forward range.
  const fields = [
    { label: 'From', value: from, set: setFrom, bounds: { max: to } },
    { label: 'To', value: to, set: setTo, bounds: { min: from } },
  ];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!from || !to) return setError('Choose both dates.');
    if (from > to) return setError('The start date must be on or before the end date.');
    const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (days > maxAnalyticsDays) return setError(`Choose at most ${maxAnalyticsDays} days.`);
    setError(undefined);
    onCustom(from, to);
  };

  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" noValidate>
      {fields.map((field) => (
        <FormField key={field.label} id={`${id}-${field.label}`} label={field.label}>
          <Input
            id={`${id}-${field.label}`}
            type="date"
            value={field.value}
            {...field.bounds}
            onChange={(event) => field.set(event.target.value)}
            aria-describedby={error ? errorId : undefined}
          />
        </FormField>
      ))}
      <Button type="submit" size="sm">
        Apply
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function RangePicker({ range, onPreset, onCustom }: RangePickerProps) {
  const [custom, setCustom] = useState(range.preset === 'custom');

  return (
    <div className="grid gap-3">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {presetDays.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={range.preset === days && !custom ? 'default' : 'outline'}
            aria-pressed={range.preset === days && !custom}
            onClick={() => {
              setCustom(false);
              onPreset(days);
            }}
          >
            Last {days} days
          </Button>
        ))}
        <Button
          size="sm"
          variant={custom ? 'default' : 'outline'}
          aria-pressed={custom}
          onClick={() => setCustom(true)}
        >
          Custom
        </Button>
      </div>
      {custom ? (
        <CustomRangeForm key={`${range.from}:${range.to}`} range={range} onCustom={onCustom} />
      ) : null}
    </div>
  );
}
