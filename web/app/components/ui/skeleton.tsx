/** Loading placeholder block; `radius` matches the corners of what it stands in for. */
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

const skeletonVariants = cva('animate-pulse bg-muted', {
  variants: {
    radius: {
      md: 'rounded-md',
      xl: 'rounded-xl',
      full: 'rounded-full',
      none: 'rounded-none',
    },
  },
  defaultVariants: { radius: 'md' },
});

export function Skeleton({
  className,
  radius,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return (
    <div aria-hidden="true" className={cn(skeletonVariants({ radius }), className)} {...props} />
  );
}
