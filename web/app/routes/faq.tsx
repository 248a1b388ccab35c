/** FAQ (/faq): eight questions in a single-open accordion and 'Still have questions'. */
import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '~/components/layout/page-header';
import { PageSection } from '~/components/layout/page-section';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '~/components/ui/accordion';
import { Button } from '~/components/ui/button';
import { faqItems, faqPageCopy } from '~/content/faq';
import { getRouteMeta } from '~/content/seo';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';

export const meta = () =>
  buildMeta({ path: '/faq', ...getRouteMeta('/faq', siteConfig.brandName), faqs: faqItems });

export default function Faq() {
  const { stillHaveQuestions } = faqPageCopy;
  return (
    <>
      <PageHeader title={faqPageCopy.title} description={<p>{faqPageCopy.intro}</p>} />
      <div className="mx-auto max-w-3xl px-4 pb-16 sm:px-6 lg:px-8">
        <Accordion type="single" collapsible>
          {faqItems.map((faq, index) => (
            <AccordionItem key={faq.question} value={`faq-${index}`}>
              <AccordionTrigger headingLevel={2} className="text-lg">
                {faq.question}
              </AccordionTrigger>
              <AccordionContent forceMount className="text-base">
                {faq.answer}
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      <PageSection heading={stillHaveQuestions.heading} intro={stillHaveQuestions.text} muted>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Button asChild variant="brand" size="lg">
            <Link to={stillHaveQuestions.contactButton.path}>
              {stillHaveQuestions.contactButton.label}
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <a href={`mailto:${siteConfig.contactEmail}`}>
              <Mail aria-hidden="true" />
              {stillHaveQuestions.emailButton}
            </a>
          </Button>
        </div>
      </PageSection>
    </>
  );
}
