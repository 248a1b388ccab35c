/**
 * A visitor completes the AI sales diagnostic: the answers are stored with where the visitor came
 * from, and the completion counts as a `diagnostic` lead. Each client may complete a few per ten
 * minutes, as with the other public forms.
 */
import type { DiagnosticCompletion, DiagnosticRecord } from '@shared/schemas/diagnostic';
import type { LeadReporter } from '@functions/domain/analytics/analytics-ports';
import {
  enforceRateLimit,
  formWindowSeconds,
  type RateLimitCounter,
} from '@functions/domain/rate-limit/rate-limit';

/** Where completed diagnostics are kept. */
export interface DiagnosticStore {
  add(record: DiagnosticRecord): Promise<void>;
}

export interface CompleteDiagnosticDeps {
  diagnostics: DiagnosticStore;
  rateLimits: RateLimitCounter;
  leads: LeadReporter;
  /** Completions a client may send per ten minutes. */
  limit: number;
  newId: () => string;
  now: () => Date;
}

/** Stores a completion; throws RateLimitError (429) when the client is over its limit. */
export async function completeDiagnostic(
  deps: CompleteDiagnosticDeps,
  completion: DiagnosticCompletion,
  client: string,
): Promise<{ id: string }> {
  const now = deps.now();
  await enforceRateLimit(
    deps.rateLimits,
    {
      name: 'diagnostic',
      limit: deps.limit,
      windowSeconds: formWindowSeconds,
      message: 'Too many diagnostics from your connection. Please wait a few minutes.',
    },
    client,
    now,
  );
  const record: DiagnosticRecord = {
    id: deps.newId(),
    answers: completion.answers,
    created_at: now.toISOString(),
    ...(completion.attribution ? { attribution: completion.attribution } : {}),
  };
  await deps.diagnostics.add(record);
  await deps.leads.report('diagnostic', record.id, completion.attribution, '/free-tools', now);
  return { id: record.id };
}
