/**
 * POST /api/diagnostic (public): stores a completed diagnostic with the visit's attribution (the
 * whole visit with analytics consent, else the diagnostic's page), so the firm sees which visits
 * ended in a diagnostic. The results are the browser's own (shared rules), so nothing waits on
 * this call and the result screen says nothing about it: a failure is dropped, never retried,
 * never shown as a success.
 */
import type { DiagnosticAnswers } from '@shared/schemas/diagnostic';
import { leadAttribution } from '~/lib/visit-session';
import { publicRequest } from '~/lib/public-api';

export function recordDiagnostic(answers: DiagnosticAnswers): Promise<void> {
  const attribution = leadAttribution(window.location.pathname);
  return publicRequest<{ ok: true; id: string }>('/api/diagnostic', {
    method: 'POST',
    body: { answers, attribution },
  }).then(
    () => undefined,
    // The visitor already has the results; a lost record costs only the firm's count.
    () => undefined,
  );
}
