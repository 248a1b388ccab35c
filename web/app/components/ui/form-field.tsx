/**
 * A labelled form control with its hint and error message. The control is the child; give it
 * `{...fieldControlProps(id, { error, hint })}` so it is described by the hint and the error and
 * marked invalid, which screen readers announce with the field.
 */
import type { ReactNode } from 'react';
import { Label } from '~/components/ui/label';
import { cn } from '~/lib/cn';

export interface FieldState {
  error?: string;
  hint?: ReactNode;
}

/** The id, aria-invalid and aria-describedby of a control inside a {@link FormField}. */
export function fieldControlProps(id: string, { error, hint }: FieldState) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

export function FormField({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldState & { id: string; label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
