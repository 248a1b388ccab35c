/**
 * Data table (shadcn style): a plain <table> in a horizontally scrolling wrapper. The wrapper is a
 * focusable, labelled region so keyboard users can scroll a wide table too.
 *
 * Below the `md` breakpoint the rows stack: each row is a card and each cell a line with its
 * column's name (the cell's `label`) before the value, so a phone shows every column, Status and
 * Actions included, without scrolling sideways. The header stays for screen readers only.
 */
import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '~/lib/cn';

const tableRegionVariants = cva(
  'relative w-full overflow-x-auto rounded-md focus-visible:outline-2 focus-visible:outline-ring',
  {
    variants: {
      /** A list that grows without bound (CSV results and errors) scrolls inside a fixed height. */
      maxHeight: {
        none: '',
        sm: 'max-h-[200px] overflow-y-auto border',
        md: 'max-h-[400px] overflow-y-auto border',
      },
    },
    defaultVariants: { maxHeight: 'none' },
  },
);

export function Table({
  className,
  label,
  maxHeight,
  ...props
}: ComponentProps<'table'> &
  VariantProps<typeof tableRegionVariants> & {
    /** Names the scroll region for assistive technology. */ label: string;
  }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={tableRegionVariants({ maxHeight })}
    >
      <table
        className={cn('w-full caption-bottom text-sm', stackedBelowMd, className)}
        {...props}
      />
    </div>
  );
}

// One row per card on a phone; the header's text stays available to assistive technology.
const stackedBelowMd = [
  'max-md:block',
  'max-md:[&_thead]:sr-only',
  'max-md:[&_tbody]:block',
  'max-md:[&_tr]:block max-md:[&_tr]:py-2',
  'max-md:[&_td]:flex max-md:[&_td]:items-center max-md:[&_td]:justify-between max-md:[&_td]:gap-4',
  'max-md:[&_td]:max-w-none max-md:[&_td]:py-1.5 max-md:[&_td]:text-right max-md:[&_td]:break-words',
  'max-md:[&_td]:before:shrink-0 max-md:[&_td]:before:text-left max-md:[&_td]:before:font-medium',
  'max-md:[&_td]:before:text-muted-foreground max-md:[&_td]:before:content-[attr(data-label)]',
].join(' ');

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      className={cn(
        'border-b transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

const tableHeadVariants = cva(
  'h-11 px-3 align-middle font-medium whitespace-nowrap text-muted-foreground',
  {
    variants: {
      align: {
        left: 'text-left',
        /** Over a column of actions or numbers. */
        right: 'text-right',
      },
    },
    defaultVariants: { align: 'left' },
  },
);

export function TableHead({
  className,
  align,
  ...props
}: Omit<ComponentProps<'th'>, 'align'> & VariantProps<typeof tableHeadVariants>) {
  return <th scope="col" className={cn(tableHeadVariants({ align }), className)} {...props} />;
}

export function TableCell({
  className,
  label,
  ...props
}: ComponentProps<'td'> & {
  /** The column's name, shown before the value when rows stack on a phone. */ label?: string;
}) {
  return <td data-label={label} className={cn('px-3 py-3 align-middle', className)} {...props} />;
}

/**
 * Several pieces of one cell (a status badge, a review badge, a hold banner): they wrap inside
 * the cell. On a phone each cell is a flex line, where loose pieces would sit side by side and
 * push the card wider than the screen.
 */
export function TableCellGroup({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'min-w-0 max-md:flex max-md:flex-wrap max-md:items-center max-md:justify-end max-md:gap-1',
        className,
      )}
      {...props}
    />
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-4 text-sm text-muted-foreground', className)} {...props} />;
}
