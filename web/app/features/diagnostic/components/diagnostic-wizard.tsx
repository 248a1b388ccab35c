/**
 * The AI sales diagnostic (public-site.md sections 4 and 5): seven questions, one per step, with
 * 'Question N of 7', 'Progress: X%' and a bar; 'Previous' from step 2; 'Next' gated by the step's
 * toast; 'Submit' on step 7 replaces the form with the results. Single-choice steps are radio
 * groups, multi-choice steps checkboxes (at most 3 on blockers and outcomes), all keyboard operable.
 * The results come from the shared rules; the completion is recorded in the background.
 */
import { useEffect, useRef } from 'react';
import { toast } from '~/lib/toast';
import { Button } from '~/components/ui/button';
import { Card, CardContent } from '~/components/ui/card';
import { Checkbox } from '~/components/ui/checkbox';
import { Label } from '~/components/ui/label';
import { Progress } from '~/components/ui/progress';
import { RadioGroup, RadioGroupItem } from '~/components/ui/radio-group';
import { diagnosticCopy as copy } from '~/content/diagnostic';
import { useDiagnosticWizard } from '../hooks/use-diagnostic-wizard';
import { DiagnosticResults } from './diagnostic-results';

export function DiagnosticWizard({
  schedulingUrl,
  ctaLabel,
}: {
  schedulingUrl: string;
  ctaLabel: string;
}) {
  const wizard = useDiagnosticWizard();
  const { question, answers, step } = wizard;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  // Keyboard and screen reader users land on the new question, not on a button that moved.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  if (wizard.result) {
    return (
      <DiagnosticResults result={wizard.result} schedulingUrl={schedulingUrl} ctaLabel={ctaLabel} />
    );
  }

  const headingId = `diagnostic-question-${question.id}`;
  const descriptionId = `${headingId}-description`;
  const value = answers[question.id];
  const picked = Array.isArray(value) ? value : [];
  const atLimit = question.maxPicks !== undefined && picked.length >= question.maxPicks;

  const onNext = () => {
    const message = wizard.advance();
    if (message) toast.error(message);
  };

  return (
    <Card className="mt-6">
      <div className="flex flex-col gap-3 p-6">
        <div className="flex items-center justify-between text-sm text-muted-foreground">
          <span>{copy.questionOf(step, wizard.total)}</span>
          <span>{copy.progress(wizard.percent)}</span>
        </div>
        <Progress value={wizard.percent} aria-label={copy.progress(wizard.percent)} />
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="mt-4 text-xl font-semibold outline-none"
        >
          {question.title}
        </h2>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {question.description}
        </p>
      </div>
      <CardContent className="grid gap-6">
        {question.kind === 'single' ? (
          <RadioGroup
            key={question.id}
            value={typeof value === 'string' ? value : ''}
            onValueChange={(next) => wizard.answer(next)}
            aria-labelledby={headingId}
            aria-describedby={descriptionId}
            className="gap-3"
          >
            {question.options.map((option) => {
              const id = `${question.id}-${option.value}`;
              return (
                <div
                  key={option.value}
                  className="flex items-center gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-brand"
                >
                  <RadioGroupItem id={id} value={option.value} />
                  <Label htmlFor={id} variant="option" className="flex-1 cursor-pointer">
                    {option.label}
                  </Label>
                </div>
              );
            })}
          </RadioGroup>
        ) : (
          <div
            key={question.id}
            role="group"
            aria-labelledby={headingId}
            aria-describedby={descriptionId}
            className="grid gap-3"
          >
            {question.options.map((option) => {
              const id = `${question.id}-${option.value}`;
              const checked = picked.includes(option.value);
              return (
                <div
                  key={option.value}
                  className="flex items-center gap-3 rounded-md border p-3 has-[[data-state=checked]]:border-brand"
                >
                  <Checkbox
                    id={id}
                    checked={checked}
                    disabled={atLimit && !checked}
                    onCheckedChange={(next) =>
                      wizard.answer(
                        next === true
                          ? [...picked, option.value]
                          : picked.filter((item) => item !== option.value),
                      )
                    }
                  />
                  <Label htmlFor={id} variant="option" className="flex-1 cursor-pointer">
                    {option.label}
                  </Label>
                </div>
              );
            })}
            <p role="status" className="min-h-5 text-sm font-medium text-brand-text">
              {atLimit && question.maxPicks ? copy.selectUpTo(question.maxPicks) : ''}
            </p>
          </div>
        )}

        <div className="flex items-center justify-between gap-3">
          {step > 1 ? (
            <Button variant="outline" onClick={wizard.back}>
              {copy.previous}
            </Button>
          ) : (
            <span />
          )}
          <Button variant="brand" onClick={onNext}>
            {step === wizard.total ? copy.submit : copy.next}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
