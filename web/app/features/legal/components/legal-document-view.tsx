/**
 * A legal document (Terms, Privacy): title, effective date, introduction, a table of contents and
 * the numbered sections. A paragraph made of '- ' lines is rendered as a list.
 */
import { formatLongDate } from '@shared/rules/long-date';
import { PageHeader } from '~/components/layout/page-header';
import type { LegalDocument } from '~/content/types';
import { uiLabels } from '~/lib/ui-labels';

/** An ISO day ('2025-03-01') as 'March 1, 2025'. */
function formatDate(iso: string): string {
  return formatLongDate(new Date(`${iso}T00:00:00Z`));
}

function Paragraph({ text }: { text: string }) {
  const lines = text.split('\n');
  if (lines.every((line) => line.startsWith('- '))) {
    return (
      <ul className="list-disc space-y-1.5 pl-6">
        {lines.map((line) => (
          <li key={line}>{line.slice(2)}</li>
        ))}
      </ul>
    );
  }
  return <p>{text}</p>;
}

export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const sectionId = (index: number) => `section-${index + 1}`;
  return (
    <>
      <PageHeader
        title={document.title}
        description={
          <p>
            {uiLabels.effectiveDate}{' '}
            <time dateTime={document.effectiveDate}>{formatDate(document.effectiveDate)}</time>
          </p>
        }
      />
      <div className="mx-auto max-w-3xl px-4 pb-20 sm:px-6 lg:px-8">
        <p className="text-lg">{document.intro}</p>
        <nav
          aria-label={uiLabels.tableOfContents}
          className="my-10 rounded-xl border bg-muted/40 p-6"
        >
          <h2 className="font-semibold">{uiLabels.tableOfContents}</h2>
          <ol className="mt-3 grid list-decimal gap-1.5 pl-6 text-sm sm:grid-cols-2">
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a
                  href={`#${sectionId(index)}`}
                  className="rounded-sm text-brand-text hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.heading} id={sectionId(index)} className="mt-10">
            <h2 className="text-2xl font-semibold tracking-tight">
              {index + 1}. {section.heading}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-muted-foreground">
              {section.paragraphs.map((paragraph) => (
                <Paragraph key={paragraph} text={paragraph} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
