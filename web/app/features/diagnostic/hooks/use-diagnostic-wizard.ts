/**
 * State of the diagnostic wizard (public-site.md section 4): the current step (1 to 7), the
 * answers so far and, after 'Submit', the results computed locally by the shared rules. 'Next'
 * advances only when the step has an answer; otherwise the step's gating message is returned for
 * the caller to show. Submitting also records the completion with the server (in the background:
 * the results never wait on it).
 */
import { useState } from 'react';
import {
  diagnosticQuestions,
  diagnosticStepCount,
  type DiagnosticQuestion,
} from '@shared/content/diagnostic-questions';
import { recommend } from '@shared/rules/diagnostic';
import {
  diagnosticAnswersSchema,
  type DiagnosticAnswers,
  type DiagnosticResult,
} from '@shared/schemas/diagnostic';
import { recordDiagnostic } from '../api/record-diagnostic';

/** Answers as the wizard holds them: a value per single-choice step, a list per multi-choice one. */
export type DraftAnswers = Partial<Record<keyof DiagnosticAnswers, string | string[]>>;

export function isAnswered(question: DiagnosticQuestion, answers: DraftAnswers): boolean {
  const value = answers[question.id];
  return Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';
}

export function useDiagnosticWizard() {
  const [step, setStep] = useState(1);
  const [answers, setAnswers] = useState<DraftAnswers>({});
  const [result, setResult] = useState<DiagnosticResult | null>(null);
  const question = diagnosticQuestions[step - 1]!;

  /** Sets the answer of the current step. */
  const answer = (value: string | string[]) =>
    setAnswers((current) => ({ ...current, [question.id]: value }));

  /**
   * Next (or Submit on the last step). Returns the gating message when the step is unanswered.
   */
  const advance = (): string | undefined => {
    if (!isAnswered(question, answers)) return question.gatingMessage;
    if (step < diagnosticStepCount) {
      setStep(step + 1);
      return undefined;
    }
    const parsed = diagnosticAnswersSchema.safeParse(answers);
    if (!parsed.success) return parsed.error.issues[0]?.message ?? question.gatingMessage;
    // Submit is on the last step and replaces the form, so this runs once per completion.
    if (result === null) void recordDiagnostic(parsed.data);
    setResult(recommend(parsed.data));
    return undefined;
  };

  const back = () => setStep((current) => Math.max(1, current - 1));

  return {
    step,
    total: diagnosticStepCount,
    percent: Math.round((step / diagnosticStepCount) * 100),
    question,
    answers,
    result,
    answer,
    advance,
    back,
  };
}
