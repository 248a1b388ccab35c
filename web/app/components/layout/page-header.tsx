/**
 * The title band of an inner page: the page's H1, an introduction and optional actions. The
 * service and industry pages' variant is a module of its own (offering-page-header.tsx), so the
 * other pages do not download it.
 */
import type { ReactNode } from 'react';
import { cn } from '~/lib/cn';

export function PageHeader({
  title,
  description,
  eyebrow,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  /** Small label above the title (a badge, an icon). */
  eyebrow?: ReactNode;
  /** Actions (buttons) under the introduction. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('bg-gradient-to-b from-muted/70 to-background', className)}>
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-20 lg:px-8">
        {eyebrow ? <div className="mb-4 flex justify-center">{eyebrow}</div> : null}
        <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">{title}</h1>
        {description ? (
          <div className="mx-auto mt-6 max-w-2xl text-lg text-pretty text-muted-foreground">
            {description}
          </div>
        ) : null}
        {children ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
