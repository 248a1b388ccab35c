/**
 * Free tools (/free-tools): 'Where AI Can Augment Your Sales Strategy', one tab (the AI Sales
 * Strategy Diagnostic: the wizard of features/diagnostic) and the closing call.
 */
import { CtaSection } from '~/components/layout/cta-section';
import { ExternalLink } from '~/components/layout/external-link';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '~/components/ui/tabs';
import { freeToolsCopy } from '~/content/free-tools';
import { getRouteMeta } from '~/content/seo';
import { DiagnosticWizard } from '~/features/diagnostic/components/diagnostic-wizard';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';

export const meta = () =>
  buildMeta({ path: '/free-tools', ...getRouteMeta('/free-tools', siteConfig.brandName) });

export default function FreeTools() {
  const { closing } = freeToolsCopy;
  return (
    <>
      <PageHeader title={freeToolsCopy.title} description={<p>{freeToolsCopy.intro}</p>} />
      <div className="mx-auto max-w-4xl px-4 pb-20 sm:px-6 lg:px-8">
        <Tabs defaultValue={freeToolsCopy.defaultTab}>
          <TabsList className="w-full">
            {freeToolsCopy.tabs.map((tab) => (
              <TabsTrigger key={tab.id} value={tab.id} className="flex-1">
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value={freeToolsCopy.defaultTab} className="mt-4">
            <p className="text-center text-muted-foreground">{freeToolsCopy.diagnosticIntro}</p>
            <DiagnosticWizard
              schedulingUrl={siteConfig.schedulingUrl}
              ctaLabel={freeToolsCopy.resultsCta}
            />
          </TabsContent>
        </Tabs>
      </div>
      <CtaSection heading={closing.heading} text={closing.text}>
        <Button asChild variant="brand" size="lg">
          <ExternalLink href={siteConfig.schedulingUrl}>{closing.buttonLabel}</ExternalLink>
        </Button>
      </CtaSection>
    </>
  );
}
