/**
 * Results of the diagnostic: the five pieces of advice, the three numbered focus points and the
 * 'Let's Build It Together' scheduling link (new tab).
 */
import { useEffect, useRef } from 'react';
import { focusPointTexts } from '@shared/rules/diagnostic';
import type { DiagnosticResult } from '@shared/schemas/diagnostic';
import { ExternalLink } from '~/components/layout/external-link';
import { Button } from '~/components/ui/button';
import { Card, CardContent, CardHeader } from '~/components/ui/card';
import { diagnosticCopy } from '~/content/diagnostic';

const areaOrder = [
  'leadGeneration',
  'outboundMessaging',
  'pipelineManagement',
  'salesCoaching',
  'automation',
] as const;

export function DiagnosticResults({
  result,
  schedulingUrl,
  ctaLabel,
}: {
  result: DiagnosticResult;
  schedulingUrl: string;
  ctaLabel: string;
}) {
  const copy = diagnosticCopy.results;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Card className="mt-6" data-testid="diagnostic-results">
      <CardHeader>
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-semibold outline-none">
          {copy.heading}
        </h2>
        <p className="text-muted-foreground">{copy.intro}</p>
      </CardHeader>
      <CardContent className="grid gap-8">
        <dl className="grid gap-5">
          {areaOrder.map((area) => (
            <div key={area} className="rounded-lg border p-4">
              <dt className="font-semibold">{copy.areas[area]}</dt>
              <dd className="mt-1 text-muted-foreground">{result[area]}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="diagnostic-focus-heading">
          <h3 id="diagnostic-focus-heading" className="text-xl font-semibold">
            {copy.focusHeading}
          </h3>
          <ol className="mt-4 grid gap-4">
            {focusPointTexts(result).map((text, index) => (
              <li key={text} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand font-semibold text-brand-foreground"
                >
                  {index + 1}
                </span>
                <p className="pt-1">{text}</p>
              </li>
            ))}
          </ol>
        </section>
        <div className="rounded-lg bg-muted p-6 text-center">
          <p className="text-muted-foreground">{copy.ctaText}</p>
          <Button asChild variant="brand" size="lg" className="mt-4">
            <ExternalLink href={schedulingUrl}>{ctaLabel}</ExternalLink>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
