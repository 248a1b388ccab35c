/**
 * POST /api/diagnostic (public): a completed AI sales diagnostic, `{answers, attribution?}`.
 * 201 `{ok, id}` once stored; 400 naming the field; 429 over the client's limit.
 */
import { diagnosticCompletionSchema } from '@shared/schemas/diagnostic';
import { completeDiagnostic } from '@functions/domain/diagnostic/complete-diagnostic';
import { route } from '@functions/lib/http';
import { completeDiagnosticDeps } from '@functions/wiring/diagnostic';

export const handler = route(
  { access: 'public', body: diagnosticCompletionSchema },
  async ({ body, sourceIp }) => {
    const { id } = await completeDiagnostic(completeDiagnosticDeps(), body, sourceIp);
    return { status: 201, body: { ok: true, id } };
  },
);
