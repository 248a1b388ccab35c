/**
 * Tabs (Radix): arrow keys move between tabs, the panel follows. The list's `layout` picks inline
 * tabs or a full-width grid (the caller adds `grid-cols-N`); a panel's distance from the list is
 * the caller's (`mt-4` is usual).
 */
import type { ComponentProps } from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

export const Tabs = TabsPrimitive.Root;

const tabsListVariants = cva(
  'h-auto items-center justify-center rounded-md bg-muted p-1 text-muted-foreground',
  {
    variants: {
      layout: {
        inline: 'inline-flex',
        grid: 'grid w-full',
      },
    },
    defaultVariants: { layout: 'inline' },
  },
);

export function TabsList({
  className,
  layout,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & VariantProps<typeof tabsListVariants>) {
  return <TabsPrimitive.List className={cn(tabsListVariants({ layout }), className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex items-center justify-center rounded-sm px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-all focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-nojs-reveal=""
      className={cn(
        'data-[state=inactive]:hidden focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}
