/** The diagnostic's wiring: its table, the rate limit counters, the lead counters, ids and clock. */
import { randomUUID } from 'node:crypto';
import { diagnosticRepository } from '@functions/adapters/repositories/diagnostics-repository';
import { rateLimitRepository } from '@functions/adapters/repositories/ratelimits-repository';
import type { CompleteDiagnosticDeps } from '@functions/domain/diagnostic/complete-diagnostic';
import { config } from '@functions/lib/config';
import { leadReporter } from '@functions/wiring/analytics';

/** What a completion needs. */
export function completeDiagnosticDeps(): CompleteDiagnosticDeps {
  return {
    diagnostics: diagnosticRepository,
    rateLimits: rateLimitRepository,
    leads: leadReporter,
    limit: config().limits.diagnosticPerWindow,
    newId: () => randomUUID(),
    now: () => new Date(),
  };
}
