/**
 * The public programmatic landing page (public-site.md sections 2 and 4), outside the shared
 * layout: a spinner, then the page (H1, subheadline, intro, 'Get Started' and 'Learn About Us',
 * 'Key Benefits', the call-to-action block with its newlines as line breaks and 'Contact Us
 * Today', a single-open FAQ, 'Explore Related Solutions'), or 'Page Not Found'. A signed-in admin
 * also sees drafts and pages in error, under a banner, never indexed. Every field is rendered as
 * text. Head tags: see page-head-tags.ts.
 *
 * A published page arrives as `initial`: the render worker renders it on publish
 * (web/app/routes/programmatic-page.tsx, whose `meta` carries the head tags). Without it (the
 * not-found document the edge serves for an unknown slug) the view asks the API once hydrated,
 * with the admin's token when one is stored, so a signed-in admin still previews drafts there;
 * that path (fetched-page.tsx, with the data cache) is a lazy chunk a rendered page never loads.
 */
import { Fragment, lazy, Suspense } from 'react';
import type { MetaDescriptor } from 'react-router';
import { AlertTriangle, ArrowRight, CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import type { RelatedLink } from '@shared/schemas/links';
import type { PublicPage } from '@shared/schemas/page';
import { HeadTags } from '~/components/layout/head-tags';
import { LandingFooter } from '~/components/layout/landing-footer';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '~/components/ui/accordion';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { Spinner } from '~/components/ui/spinner';
import { programmaticPageCopy as copy } from '~/content/programmatic-page';
import { pageTitle } from '~/content/page-title';
import { serviceIndex } from '~/content/page-index';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { useHydrated } from '~/lib/use-hydrated';

function SiteBar() {
  return (
    <header className="border-b">
      <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="rounded-sm text-lg font-bold focus-visible:outline-2 focus-visible:outline-ring"
        >
          {siteConfig.brandName}
        </Link>
      </div>
    </header>
  );
}

export function NotFound() {
  return (
    <>
      <HeadTags
        tags={buildMeta({
          path: '/solutions',
          title: pageTitle(copy.notFound.heading, siteConfig.brandName),
          description: copy.notFound.text,
          noindex: true,
          canonical: false,
          breadcrumb: [],
        })}
      />
      <SiteBar />
      <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
        <h1 className="text-3xl font-bold">{copy.notFound.heading}</h1>
        <p className="text-muted-foreground">{copy.notFound.text}</p>
        <Button asChild variant="brand">
          <Link to="/">{copy.notFound.button}</Link>
        </Button>
      </main>
    </>
  );
}

/**
 * `initial`: the page it was rendered with; `null` when rendered without one (then the API is asked
 * once hydrated; 'Page Not Found' is what shows before, and to a visitor without JavaScript).
 * `related`: its nearest published pages and articles, chosen when it was rendered (a draft
 * previewed through the API has none).
 */
export function ProgrammaticPageView({
  slug,
  initial,
  related = [],
}: {
  slug: string;
  initial: PublicPage | null;
  related?: readonly RelatedLink[];
}) {
  if (initial) return <PageBody page={initial} related={related} />;
  return <PageFromApi slug={slug} />;
}

/** The spinner shown while the page's code or the API answer loads. */
export function PageLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center">
      {/* A document always has a title: the route's own meta is empty (HeadTags sets it). */}
      <HeadTags tags={[{ title: pageTitle(copy.loading, siteConfig.brandName) }]} />
      <Spinner label={copy.loading} />
    </main>
  );
}

/**
 * The page read from the API (data cache, API client, stored admin token, built-in samples), a
 * chunk of its own: a published page arrives rendered (`initial`), so it never downloads that code.
 */
const FetchedPage = lazy(() => import('./fetched-page'));

function PageFromApi({ slug }: { slug: string }) {
  if (!useHydrated()) return <NotFound />;
  return (
    <Suspense fallback={<PageLoading />}>
      <FetchedPage slug={slug} />
    </Suspense>
  );
}

/** The page's nearest published pages and articles, as plain links a crawler follows. */
function RelatedReading({ links }: { links: readonly RelatedLink[] }) {
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="page-related-reading"
      className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8"
      data-testid="related-reading"
    >
      <h2 id="page-related-reading" className="text-3xl font-bold tracking-tight">
        {copy.relatedReadingHeading}
      </h2>
      <ul className="mt-6 divide-y rounded-lg border">
        {links.map((link) => (
          <li key={link.path}>
            <Link
              to={link.path}
              className="flex items-center justify-between gap-4 px-4 py-3 hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span>
                <span className="block text-xs font-medium tracking-wide text-muted-foreground uppercase">
                  {copy.relatedKind[link.kind]}
                </span>
                <span className="font-medium">{link.title}</span>
              </span>
              <ArrowRight className="size-4 shrink-0 text-brand-text" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `headTags`: the page's head tags, when it was read on the client (see page-head-tags.ts). */
export function PageBody({
  page,
  related: relatedLinks,
  headTags,
}: {
  page: PublicPage;
  related: readonly RelatedLink[];
  headTags?: MetaDescriptor[];
}) {
  const ctaLines = page.cta_section.split('\n');
  const related = copy.relatedSlugs.flatMap(
    (related) => serviceIndex.find((service) => service.slug === related) ?? [],
  );

  return (
    <>
      {headTags ? <HeadTags tags={headTags} /> : null}
      <SiteBar />
      <main id="main">
        {page.status !== 'published' ? (
          <div
            role="status"
            data-testid="draft-banner"
            className="flex items-center justify-center gap-2 bg-amber-100 px-4 py-3 text-center text-sm font-medium text-amber-950"
          >
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            {page.status === 'error' ? copy.draftBanner.error : copy.draftBanner.draft}
          </div>
        ) : null}

        <section className="bg-gradient-to-b from-muted/70 to-background">
          <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 md:py-24 lg:px-8">
            <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">
              {page.h1}
            </h1>
            {page.subheadline ? (
              <p className="mx-auto mt-6 max-w-2xl text-xl text-muted-foreground">
                {page.subheadline}
              </p>
            ) : null}
            {page.intro_paragraph ? (
              <p className="mx-auto mt-6 max-w-3xl text-left text-lg leading-relaxed md:text-center">
                {page.intro_paragraph}
              </p>
            ) : null}
            <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
              <Button asChild variant="brand" size="lg">
                <Link to={copy.getStarted.path}>{copy.getStarted.label}</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to={copy.learnAbout.path}>{copy.learnAbout.label}</Link>
              </Button>
            </div>
          </div>
        </section>

        {page.value_bullets.length > 0 ? (
          <section
            aria-labelledby="page-benefits"
            className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8"
          >
            <h2 id="page-benefits" className="text-3xl font-bold tracking-tight">
              {copy.benefitsHeading}
            </h2>
            <ul className="mt-8 grid gap-4 sm:grid-cols-2">
              {page.value_bullets.map((bullet, index) => (
                <li key={index} className="flex gap-3 rounded-lg border p-4">
                  <CheckCircle2
                    className="mt-0.5 size-5 shrink-0 text-brand-text"
                    aria-hidden="true"
                  />
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {page.cta_section ? (
          <section className="bg-slate-900 text-white">
            <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
              <p className="text-xl leading-relaxed" data-testid="page-cta">
                {ctaLines.map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 ? <br /> : null}
                    {line}
                  </Fragment>
                ))}
              </p>
              <Button asChild variant="brand" size="lg" className="mt-8">
                <Link to={copy.contactUs.path}>{copy.contactUs.label}</Link>
              </Button>
            </div>
          </section>
        ) : null}

        {page.faqs.length > 0 ? (
          <section
            aria-labelledby="page-faq"
            className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8"
          >
            <h2 id="page-faq" className="text-3xl font-bold tracking-tight">
              {copy.faqHeading}
            </h2>
            <Accordion type="single" collapsible className="mt-6">
              {page.faqs.map((faq, index) => (
                <AccordionItem key={index} value={`faq-${index}`}>
                  <AccordionTrigger>{faq.question}</AccordionTrigger>
                  <AccordionContent className="text-base">{faq.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </Accordion>
          </section>
        ) : null}

        <RelatedReading links={relatedLinks} />

        <section aria-labelledby="page-related" className="bg-muted/50">
          <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8">
            <h2 id="page-related" className="text-3xl font-bold tracking-tight">
              {copy.relatedHeading}
            </h2>
            <div className="mt-8 grid gap-6 sm:grid-cols-2">
              {related.map((service) => (
                <Card key={service.slug} className="relative transition-shadow hover:shadow-md">
                  <CardHeader>
                    <CardTitle>
                      <Link
                        to={`/solutions/${service.slug}`}
                        className="after:absolute after:inset-0 hover:text-brand-text"
                      >
                        {service.navLabel}
                      </Link>
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm text-muted-foreground">{service.summary}</p>
                    <p className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-text">
                      {copy.learnMore}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </p>
                  </CardContent>
                </Card>
              ))}
            </div>
          </div>
        </section>
      </main>
      <LandingFooter brandName={siteConfig.brandName} />
    </>
  );
}
