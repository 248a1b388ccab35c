/**
 * Multi-line text input (shadcn style). The `code` variant (monospace, small) leaves the minimum
 * height to the caller.
 */
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

const textareaVariants = cva(
  'flex w-full rounded-md border border-input bg-background px-3 py-2 placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
  {
    variants: {
      variant: {
        default: 'min-h-24 text-base md:text-sm',
        code: 'font-mono text-sm',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Textarea({
  className,
  variant,
  ...props
}: ComponentProps<'textarea'> & VariantProps<typeof textareaVariants>) {
  return <textarea className={cn(textareaVariants({ variant }), className)} {...props} />;
}
