/** A filter of an admin list: a select whose first option ("All ...") removes the filter. */
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '~/components/ui/select';

/** Radix Select cannot hold '' as a value; this one stands for "no filter". */
const anyValue = '__any__';

export interface FilterOption {
  value: string;
  label: string;
}

export function ListFilter({
  label,
  anyLabel,
  value,
  options,
  onChange,
}: {
  label: string;
  anyLabel: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <Select
      value={value || anyValue}
      onValueChange={(next) => onChange(next === anyValue ? '' : next)}
    >
      <SelectTrigger
        aria-label={label}
        size="sm"
        // Filters and the sort share their row and shrink together rather than wrap.
        className="w-full sm:w-auto sm:max-w-44 sm:min-w-0 sm:flex-1"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={anyValue}>{anyLabel}</SelectItem>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
