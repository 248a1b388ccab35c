/**
 * One client story: narrative (challenge, approach, feedback) beside the headline figures and the
 * company and target profiles. `reversed` swaps the columns, so the page alternates its layout.
 */
import type { ReactNode } from 'react';
import { CheckCircle2, Quote } from 'lucide-react';
import { ExternalLink } from '~/components/layout/external-link';
import { caseStudiesPageCopy } from '~/content/case-studies';
import type { CaseStudy } from '~/content/types';
import { cn } from '~/lib/cn';

const labels = caseStudiesPageCopy.labels;

function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="space-y-2 text-sm">
      {rows.map((row) => (
        <div key={row.label} className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-muted-foreground">{row.label}</dt>
          <dd className="text-right font-medium">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function CaseStudyCard({ study, reversed }: { study: CaseStudy; reversed: boolean }) {
  const headingId = `case-${study.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-8 overflow-hidden rounded-2xl border bg-card p-6 shadow-sm md:p-10',
        reversed ? 'lg:flex-row-reverse' : 'lg:flex-row',
      )}
    >
      <div className="flex-[3]">
        <p className="text-sm font-semibold tracking-wide text-brand-text uppercase">
          {study.company}
        </p>
        <h2 id={headingId} className="mt-2 text-2xl font-bold tracking-tight md:text-3xl">
          {study.title}
        </h2>
        <p className="mt-4 text-muted-foreground">{study.description}</p>

        <h3 className="mt-8 text-lg font-semibold">{labels.challenges}</h3>
        <ul className="mt-3 space-y-2">
          {study.challenges.map((challenge) => (
            <li key={challenge} className="flex gap-2 text-sm">
              <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
              <span>{challenge}</span>
            </li>
          ))}
        </ul>

        <h3 className="mt-8 text-lg font-semibold">{labels.solutions}</h3>
        <div className="mt-3 grid gap-6 md:grid-cols-3">
          {study.solutions.map((solution) => (
            <div key={solution.title}>
              <h4 className="font-medium">{solution.title}</h4>
              <ul className="mt-2 space-y-2">
                {solution.points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm text-muted-foreground">
                    <CheckCircle2
                      className="mt-0.5 size-4 shrink-0 text-brand-text"
                      aria-hidden="true"
                    />
                    <span>{point}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>

        <figure className="mt-8 rounded-xl bg-muted p-6">
          <Quote className="size-6 text-brand-text" aria-hidden="true" />
          <blockquote className="mt-3 italic">
            <p>{study.clientFeedback.quote}</p>
          </blockquote>
          <figcaption className="mt-4 text-sm">
            <span className="font-semibold">{study.clientFeedback.author}</span>
            <span className="block text-muted-foreground">{study.clientFeedback.role}</span>
          </figcaption>
        </figure>
      </div>

      <aside
        className="flex flex-[2] flex-col gap-6"
        aria-label={`${study.company}: ${labels.results}`}
      >
        <div className="rounded-xl bg-slate-900 p-6 text-white">
          <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
            {labels.results}
          </h3>
          <dl className="mt-4 grid gap-6 sm:grid-cols-3 lg:grid-cols-1">
            {study.metrics.map((metric) => (
              <div key={metric.label} className="flex flex-col">
                <dt className="text-sm text-slate-300">{metric.label}</dt>
                <dd className="order-first text-4xl font-bold text-sky-300">{metric.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="rounded-xl border p-6">
          <h3 className="mb-4 font-semibold">{labels.companyInfo}</h3>
          <Facts
            rows={[
              { label: labels.location, value: study.companyInfo.location },
              { label: labels.team, value: study.companyInfo.team },
              {
                label: labels.website,
                value: (
                  <ExternalLink
                    href={study.companyInfo.website}
                    className="rounded-sm text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {study.companyInfo.website.replace(/^https?:\/\/(www\.)?/, '')}
                  </ExternalLink>
                ),
              },
            ]}
          />
        </div>
        <div className="rounded-xl border p-6">
          <h3 className="mb-4 font-semibold">{labels.targetInfo}</h3>
          <Facts
            rows={[
              { label: labels.location, value: study.targetInfo.location },
              { label: labels.size, value: study.targetInfo.size },
              { label: labels.industries, value: study.targetInfo.industries },
            ]}
          />
        </div>
      </aside>
    </article>
  );
}
