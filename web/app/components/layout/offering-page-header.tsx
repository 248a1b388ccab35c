import type { LucideIcon } from 'lucide-react';
import { Button } from '~/components/ui/button';
import { ExternalLink } from './external-link';
import { PageHeader } from './page-header';

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
