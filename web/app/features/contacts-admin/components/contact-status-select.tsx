/** The status dropdown of a submission: new, in progress, contacted, completed, as coloured badges. */
import { contactStatuses, type ContactStatus } from '@shared/schemas/contact';
import { Badge } from '~/components/ui/badge';
import { Select, SelectContent, SelectItem, SelectTrigger } from '~/components/ui/select';
import { cn } from '~/lib/cn';
import { statusBadgeClasses } from '../contact-format';

export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return (
    <Badge variant="custom" className={cn('capitalize', statusBadgeClasses[status])}>
      {status}
    </Badge>
  );
}

export function ContactStatusSelect({
  status,
  label,
  disabled,
  onChange,
}: {
  status: ContactStatus;
  /** Accessible name, e.g. 'Status of Ada Lovelace's submission'. */
  label: string;
  disabled?: boolean;
  onChange: (status: ContactStatus) => void;
}) {
  return (
    <Select
      value={status}
      disabled={disabled}
      onValueChange={(value) => onChange(value as ContactStatus)}
    >
      <SelectTrigger aria-label={label} size="sm" className="w-40">
        <ContactStatusBadge status={status} />
      </SelectTrigger>
      <SelectContent>
        {contactStatuses.map((option) => (
          <SelectItem key={option} value={option} className="capitalize">
            {option}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
