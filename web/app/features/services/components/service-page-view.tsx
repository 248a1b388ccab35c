/** The service page template. */
import { CheckCircle2 } from 'lucide-react';
import { CtaSection } from '~/components/layout/cta-section';
import { ExternalLink } from '~/components/layout/external-link';
import { OfferingPageHeader } from '~/components/layout/offering-page-header';
import { PageSection } from '~/components/layout/page-section';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { serviceIcons } from '~/components/icons/service-icons';
import { serviceTemplateCopy } from '~/content/services';
import type { ServicePage } from '~/content/types';

export function ServicePageView({
  page,
  schedulingUrl,
}: {
  page: ServicePage;
  schedulingUrl: string;
}) {
  return (
    <>
      <OfferingPageHeader
        icon={serviceIcons[page.icon]}
        title={page.title}
        description={page.description}
        consultationLabel={serviceTemplateCopy.consultationButton}
        schedulingUrl={schedulingUrl}
      />

      <PageSection heading={serviceTemplateCopy.benefitsHeading}>
        <ul className="grid gap-6 md:grid-cols-3">
          {page.benefits.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <CardHeader>
                  <CheckCircle2 className="size-6 text-brand-text" aria-hidden="true" />
                  <CardTitle>{benefit.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{benefit.description}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection heading={serviceTemplateCopy.featuresHeading} muted>
        <ol className="grid gap-6 md:grid-cols-2">
          {page.features.map((feature, index) => (
            <li key={feature.title} className="flex gap-4 rounded-xl border bg-card p-6">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold">{feature.title}</h3>
                <p className="mt-2 text-muted-foreground">{feature.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>

      <CtaSection
        heading={serviceTemplateCopy.closingHeading}
        text={serviceTemplateCopy.closingText}
      >
        <Button asChild variant="brand" size="lg">
          <ExternalLink href={schedulingUrl}>{serviceTemplateCopy.consultationButton}</ExternalLink>
        </Button>
      </CtaSection>
    </>
  );
}
