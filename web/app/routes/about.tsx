/** About (/about): Our Story, Our Team Leads (six people) and the call to action. */
import { Mail } from 'lucide-react';
import { CtaSection } from '~/components/layout/cta-section';
import { ExternalLink } from '~/components/layout/external-link';
import { PageHeader } from '~/components/layout/page-header';
import { PageSection } from '~/components/layout/page-section';
import { Button } from '~/components/ui/button';
import { getAboutContent } from '~/content/about';
import { getRouteMeta } from '~/content/seo';
import { buildMeta } from '~/lib/seo';
import { siteConfig } from '~/lib/site-config';
import { StaticHtml } from '~/components/layout/static-html';

export const meta = () =>
  buildMeta({ path: '/about', ...getRouteMeta('/about', siteConfig.brandName) });

export default function About() {
  const { story, team, cta } = getAboutContent(siteConfig);
  const [firstParagraph, ...restParagraphs] = story.paragraphs;

  return (
    <StaticHtml>
      <PageHeader title={story.heading} description={<p>{firstParagraph}</p>} />
      <div className="mx-auto max-w-3xl space-y-5 px-4 pb-4 text-lg text-muted-foreground sm:px-6 lg:px-8">
        {restParagraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <PageSection heading={team.heading} intro={team.intro}>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {team.members.map((member) => (
            <li
              key={member.email}
              className="flex flex-col rounded-xl border bg-card p-6 shadow-sm"
            >
              <img
                src={member.image}
                alt={`Portrait of ${member.name}`}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
                className="size-24 rounded-full bg-muted object-cover"
              />
              <h3 className="mt-4 text-lg font-semibold">{member.name}</h3>
              <p className="text-sm font-medium text-brand-text">{member.role}</p>
              <p className="mt-3 flex-1 text-sm text-muted-foreground">{member.description}</p>
              <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                <a
                  href={`mailto:${member.email}`}
                  className="inline-flex items-center gap-1.5 rounded-sm text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <Mail className="size-4" aria-hidden="true" />
                  {member.email}
                </a>
                {member.linkedin ? (
                  <ExternalLink
                    href={member.linkedin}
                    className="rounded-sm text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    LinkedIn
                    <span className="sr-only"> ({member.name})</span>
                  </ExternalLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <CtaSection heading={cta.heading} text={cta.text}>
        <Button asChild variant="brand" size="lg">
          <ExternalLink href={siteConfig.schedulingUrl}>{cta.buttonLabel}</ExternalLink>
        </Button>
      </CtaSection>
    </StaticHtml>
  );
}
