/**
 * Contact (/contact): 'Get In Touch', the 30-minute call button, the message form
 * (features/contact) and the contact information box.
 */
import { CalendarClock, Clock, Mail } from 'lucide-react';
import { ExternalLink } from '~/components/layout/external-link';
import { PageHeader } from '~/components/layout/page-header';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import { contactFormCopy, contactInfo, contactIntro, contactReplyPromise } from '~/content/contact';
import { getRouteMeta } from '~/content/seo';
import { ContactForm } from '~/features/contact/components/contact-form';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { QueryProvider } from '~/lib/query-client';

export const meta = () =>
  buildMeta({ path: '/contact', ...getRouteMeta('/contact', siteConfig.brandName) });

export default function Contact() {
  return (
    <>
      <PageHeader title={contactIntro.heading} description={<p>{contactIntro.text}</p>} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 pb-20 sm:px-6 lg:grid-cols-3 lg:px-8">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="text-2xl font-semibold">
            {contactFormCopy.heading}
          </h2>
          <p className="mt-2 text-muted-foreground">{contactReplyPromise}</p>
          <QueryProvider>
            <ContactForm />
          </QueryProvider>
        </section>

        <div className="space-y-6">
          <Card>
            <CardHeader>
              <CalendarClock className="size-6 text-brand-text" aria-hidden="true" />
              <CardTitle as="h2">{contactIntro.schedule.heading}</CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-muted-foreground">{contactIntro.schedule.text}</p>
              <Button asChild variant="brand" className="mt-4 w-full">
                <ExternalLink href={siteConfig.schedulingUrl}>
                  {contactIntro.schedule.buttonLabel}
                </ExternalLink>
              </Button>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2">{contactInfo.heading}</CardTitle>
            </CardHeader>
            <CardContent className="space-y-5 text-sm">
              <div className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0 text-brand-text" aria-hidden="true" />
                <div>
                  <p className="font-medium">{contactInfo.emailLabel}</p>
                  <a
                    href={`mailto:${siteConfig.contactEmail}`}
                    className="rounded-sm break-all text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {siteConfig.contactEmail}
                  </a>
                </div>
              </div>
              <div className="flex gap-3">
                <Clock className="mt-0.5 size-5 shrink-0 text-brand-text" aria-hidden="true" />
                <div>
                  <p className="font-medium">{contactInfo.officeHoursHeading}</p>
                  {contactInfo.officeHours.map((line) => (
                    <p key={line} className="text-muted-foreground">
                      {line}
                    </p>
                  ))}
                </div>
              </div>
              <p className="rounded-md bg-muted p-3 text-muted-foreground">
                {contactInfo.urgentNote}
              </p>
            </CardContent>
          </Card>
        </div>
      </div>
    </>
  );
}
