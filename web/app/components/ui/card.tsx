/**
 * Card surfaces (shadcn style). Headings inside are plain elements the caller picks (h2/h3).
 * CardContent and CardFooter pad with `px-6 pb-6` rather than `p-6 pt-0`, so a caller may add a
 * top padding (`pt-6`) without a conflict; a card laid out differently uses a plain padded div.
 */
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-6', className)} {...props} />;
}

const cardTitleVariants = cva('font-semibold', {
  variants: {
    size: {
      default: 'text-lg leading-tight',
      sm: 'text-base leading-tight',
      lg: 'text-xl',
    },
  },
  defaultVariants: { size: 'default' },
});

/** Card heading; `as` picks the level that fits the page outline (default h3). */
export function CardTitle({
  className,
  as: Heading = 'h3',
  size,
  ...props
}: ComponentProps<'h3'> & { as?: 'h2' | 'h3' | 'h4' } & VariantProps<typeof cardTitleVariants>) {
  return <Heading className={cn(cardTitleVariants({ size }), className)} {...props} />;
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('px-6 pb-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center px-6 pb-6', className)} {...props} />;
}
