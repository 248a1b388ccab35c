/** Case studies (/case-studies): three stories with alternating layout and the closing call. */
import { CtaSection } from '~/components/layout/cta-section';
import { ExternalLink } from '~/components/layout/external-link';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { caseStudies, caseStudiesPageCopy } from '~/content/case-studies';
import { getRouteMeta } from '~/content/seo';
import { CaseStudyCard } from '~/features/case-studies/components/case-study-card';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { StaticHtml } from '~/components/layout/static-html';

export const meta = () =>
  buildMeta({ path: '/case-studies', ...getRouteMeta('/case-studies', siteConfig.brandName) });

export default function CaseStudies() {
  const { closing } = caseStudiesPageCopy;
  return (
    <StaticHtml>
      <PageHeader
        title={caseStudiesPageCopy.title}
        description={<p>{caseStudiesPageCopy.intro}</p>}
      />
      <div className="mx-auto flex max-w-7xl flex-col gap-12 px-4 pb-20 sm:px-6 lg:px-8">
        {caseStudies.map((study, index) => (
          <CaseStudyCard key={study.id} study={study} reversed={index % 2 === 1} />
        ))}
      </div>
      <CtaSection heading={closing.heading} text={closing.text}>
        <Button asChild variant="brand" size="lg">
          <ExternalLink href={siteConfig.schedulingUrl}>{closing.buttonLabel}</ExternalLink>
        </Button>
      </CtaSection>
    </StaticHtml>
  );
}
