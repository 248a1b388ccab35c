/** A content section with an H2 that names it for assistive technology. */
import { useId, type ReactNode } from 'react';
import { cn } from '~/lib/cn';

export function PageSection({
  heading,
  intro,
  children,
  className,
  muted = false,
  centered = true,
}: {
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Tinted background, to alternate sections. */
  muted?: boolean;
  centered?: boolean;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn(muted && 'bg-muted/50', className)}>
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20 lg:px-8">
        <div className={cn('mb-10 max-w-3xl', centered && 'mx-auto text-center')}>
          <h2 id={id} className="text-3xl font-bold tracking-tight md:text-4xl">
            {heading}
          </h2>
          {intro ? <p className="mt-4 text-lg text-muted-foreground">{intro}</p> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
