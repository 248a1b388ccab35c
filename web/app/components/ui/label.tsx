/** Form label (Radix Label: clicking it focuses the control). */
import type { ComponentProps } from 'react';
import * as LabelPrimitive from '@radix-ui/react-label';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

const labelVariants = cva('peer-disabled:cursor-not-allowed peer-disabled:opacity-70', {
  variants: {
    variant: {
      default: 'text-sm leading-none font-medium',
      /** The text of a radio or checkbox choice. */
      option: 'text-sm leading-none font-normal',
      /** A label that heads a block of its own (the cookie categories). */
      title: 'text-base font-semibold',
    },
  },
  defaultVariants: { variant: 'default' },
});

export function Label({
  className,
  variant,
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & VariantProps<typeof labelVariants>) {
  return <LabelPrimitive.Root className={cn(labelVariants({ variant }), className)} {...props} />;
}
