/** The industry page template. */
import { CheckCircle2 } from 'lucide-react';
import { CtaSection } from '~/components/layout/cta-section';
import { ExternalLink } from '~/components/layout/external-link';
import { OfferingPageHeader } from '~/components/layout/offering-page-header';
import { PageSection } from '~/components/layout/page-section';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '~/components/ui/accordion';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { industryIcons } from '~/components/icons/industry-icons';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { caseStudyTabLabel, industryTemplateCopy } from '~/content/industries';
import type { IndustryPage } from '~/content/types';
import { cn } from '~/lib/cn';
import { StaticHtml } from '~/components/layout/static-html';

export function IndustryPageView({
  page,
  schedulingUrl,
}: {
  page: IndustryPage;
  schedulingUrl: string;
}) {
  const copy = industryTemplateCopy;
  return (
    <>
      <StaticHtml>
        <OfferingPageHeader
          icon={industryIcons[page.icon]}
          title={page.title}
          description={page.description}
          consultationLabel={copy.consultationButton}
          schedulingUrl={schedulingUrl}
        />

        <PageSection heading={copy.challengesHeading}>
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {page.clientChallenges.map((challenge) => (
              <li key={challenge.headline}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle>{challenge.headline}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-muted-foreground">{challenge.description}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </PageSection>

        <PageSection heading={copy.expertiseHeading} muted>
          <ul
            className={cn(
              'grid gap-6 md:grid-cols-2',
              page.expertise.length % 3 === 0 && 'lg:grid-cols-3',
            )}
          >
            {page.expertise.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-xl border bg-card p-6">
                <CheckCircle2 className="mt-1 size-5 shrink-0 text-brand-text" aria-hidden="true" />
                <div>
                  <h3 className="text-lg font-semibold">{item.title}</h3>
                  <p className="mt-2 text-muted-foreground">{item.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>
      </StaticHtml>

      <PageSection heading={copy.caseStudiesHeading}>
        <Tabs defaultValue="case-1" className="mx-auto max-w-4xl">
          <TabsList layout="grid" className="grid-cols-3">
            {page.caseStudies.map((study, index) => (
              <TabsTrigger key={study.title} value={`case-${index + 1}`}>
                {caseStudyTabLabel(index + 1)}
              </TabsTrigger>
            ))}
          </TabsList>
          {page.caseStudies.map((study, index) => (
            <TabsContent key={study.title} value={`case-${index + 1}`} className="mt-4" forceMount>
              <Card>
                <CardHeader>
                  <CardTitle size="lg">{study.title}</CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="text-muted-foreground">{study.description}</p>
                  <h4 className="mt-6 font-semibold">{copy.resultsHeading}</h4>
                  <ul className="mt-3 space-y-2">
                    {study.results.map((result) => (
                      <li key={result} className="flex gap-2">
                        <CheckCircle2
                          className="mt-0.5 size-5 shrink-0 text-brand-text"
                          aria-hidden="true"
                        />
                        <span>{result}</span>
                      </li>
                    ))}
                  </ul>
                </CardContent>
              </Card>
            </TabsContent>
          ))}
        </Tabs>
      </PageSection>

      <PageSection heading={copy.faqHeading} muted>
        <Accordion type="single" collapsible className="mx-auto max-w-3xl">
          {page.faqs.map((faq, index) => (
            <AccordionItem key={faq.question} value={`faq-${index}`}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent forceMount>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </PageSection>

      <StaticHtml>
        <CtaSection heading={copy.closingHeading} text={copy.closingText}>
          <Button asChild variant="brand" size="lg">
            <ExternalLink href={schedulingUrl}>{copy.consultationButton}</ExternalLink>
          </Button>
        </CtaSection>
      </StaticHtml>
    </>
  );
}
