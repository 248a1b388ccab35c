/**
 * Home (/): hero, Our Services, Who We Work With, Our Approach, Client Success, closing call.
 *
 * The copy is loader data, read from the content module at build time (the loader runs only in
 * the prerender), as are the head tags: the HTML carries them, and client navigation fetches
 * `/_root.data`, so neither is in the page's scripts as well.
 */
import { Quote } from 'lucide-react';
import { Link, useLoaderData, type MetaArgs } from 'react-router';
import { industryIcons } from '~/components/icons/industry-icons';
import { serviceIcons } from '~/components/icons/service-icons';
import { CtaSection } from '~/components/layout/cta-section';
import { PageSection } from '~/components/layout/page-section';
import { StaticHtml } from '~/components/layout/static-html';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import {
  getHomeMeta,
  homeApproach,
  homeClientSuccess,
  homeClosingCta,
  homeHero,
  homeSectors,
  homeServices,
} from '~/content/home';
import { HomeHero } from '~/features/home/components/home-hero';
import { heroVideo } from '~/features/home/components/hero-video';
import { LinkCardGrid } from '~/features/home/components/link-card-grid';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';

export function loader() {
  return {
    meta: buildMeta({ path: '/', ...getHomeMeta(siteConfig.brandName) }),
    hero: homeHero,
    services: homeServices,
    sectors: homeSectors,
    approach: homeApproach,
    clientSuccess: homeClientSuccess,
    closingCta: homeClosingCta,
  };
}

export const meta = ({ loaderData }: MetaArgs<typeof loader>) => loaderData?.meta ?? [];

/** The hero poster is the page's largest paint: fetch it first, ahead of the module scripts. */
export const links = () => [
  { rel: 'preload', as: 'image', href: heroVideo.poster, fetchPriority: 'high' as const },
];

export default function Home() {
  // Loader data, never the content imports: those stay in the loader, out of the browser.
  const { hero, services, sectors, approach, clientSuccess, closingCta } =
    useLoaderData<typeof loader>();
  return (
    <>
      <HomeHero copy={hero} schedulingUrl={siteConfig.schedulingUrl} />
      <StaticHtml>
        <PageSection heading={services.heading} intro={services.intro}>
          <LinkCardGrid cards={services.cards} icons={serviceIcons} className="lg:grid-cols-4" />
        </PageSection>

        <PageSection heading={sectors.heading} intro={sectors.intro} muted>
          <LinkCardGrid cards={sectors.cards} icons={industryIcons} className="lg:grid-cols-3" />
        </PageSection>

        <PageSection heading={approach.heading} intro={approach.intro}>
          <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-4">
            {approach.steps.map((step) => (
              <li key={step.number} className="relative rounded-xl border bg-card p-6">
                <span className="text-4xl font-bold text-brand-text" aria-hidden="true">
                  {step.number}
                </span>
                <h3 className="mt-3 text-xl font-semibold">
                  <span className="sr-only">{step.number} </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-sm text-muted-foreground">{step.description}</p>
              </li>
            ))}
          </ol>
        </PageSection>

        <PageSection heading={clientSuccess.heading} intro={clientSuccess.intro} muted>
          <ul className="grid gap-6 md:grid-cols-3">
            {clientSuccess.testimonials.map((testimonial) => (
              <li key={testimonial.company}>
                <Card className="h-full">
                  <CardContent className="flex h-full flex-col pt-6">
                    <Quote className="size-8 text-brand-text" aria-hidden="true" />
                    <blockquote className="mt-4 flex-1 text-base">
                      <p>{testimonial.quote}</p>
                    </blockquote>
                    <p className="mt-6 text-sm">
                      <span className="font-semibold">{testimonial.authorRole}</span>
                      <span className="block text-muted-foreground">{testimonial.company}</span>
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <div className="mt-10 text-center">
            <Button asChild variant="outline" size="lg">
              <Link to={clientSuccess.link.path}>{clientSuccess.link.label}</Link>
            </Button>
          </div>
        </PageSection>

        <CtaSection heading={closingCta.heading} text={closingCta.text}>
          <Button asChild variant="brand" size="lg">
            <Link to={closingCta.button.path}>{closingCta.button.label}</Link>
          </Button>
        </CtaSection>
      </StaticHtml>
    </>
  );
}
