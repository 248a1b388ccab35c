/** The count and verdict under a meta title or description field (shared/rules/serp-preview.ts). */
import { lengthGuidance, type LengthVerdict, type SerpField } from '@shared/rules/serp-preview';
import { cn } from '~/lib/cn';

const verdictLabels: Record<LengthVerdict, string> = {
  empty: 'Empty',
  short: 'Short',
  good: 'Good',
  long: 'Too long',
};

const verdictStyles: Record<LengthVerdict, string> = {
  empty: 'text-muted-foreground',
  short: 'text-amber-700 dark:text-amber-400',
  good: 'text-emerald-700 dark:text-emerald-400',
  long: 'text-destructive dark:text-red-400',
};

/**
 * `text`: what the result shows (the field, or its default when empty). Inline content: the form
 * field's hint paragraph holds it, so the control is described by it.
 */
export function LengthGuidance({
  field,
  text,
  usesDefault,
}: {
  field: SerpField;
  text: string;
  usesDefault: boolean;
}) {
  const guidance = lengthGuidance(field, text);
  return (
    <span data-testid={`${field}-guidance`}>
      {usesDefault ? 'Default: ' : null}
      {guidance.chars} characters · {guidance.widthPx} / {guidance.maxWidthPx} px ·{' '}
      <span className={cn('font-medium', verdictStyles[guidance.verdict])}>
        {verdictLabels[guidance.verdict]}
      </span>
      <span className="sr-only"> ({guidance.message})</span>
    </span>
  );
}
