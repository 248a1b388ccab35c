/** The title band of an inner page: the page's H1, an introduction and optional actions. */
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import { ExternalLink } from './external-link';

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

/**
 * The header of a service or industry page: its icon above the title, the description, and the
 * button that books a consultation.
 */
export function OfferingPageHeader({
  icon: Icon,
  title,
  description,
  consultationLabel,
  schedulingUrl,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  consultationLabel: string;
  schedulingUrl: string;
}) {
  return (
    <PageHeader
      eyebrow={
        <span className="inline-flex size-14 items-center justify-center rounded-xl bg-brand/10 text-brand-text">
          <Icon aria-hidden="true" focusable="false" className="size-7" />
        </span>
      }
      title={title}
      description={<p>{description}</p>}
    >
      <Button asChild variant="brand" size="lg">
        <ExternalLink href={schedulingUrl}>{consultationLabel}</ExternalLink>
      </Button>
    </PageHeader>
  );
}
