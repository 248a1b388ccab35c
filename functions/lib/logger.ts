/**
 * The one structured logger of the functions (Powertools: JSON lines with the request id, ready
 * for CloudWatch Logs Insights). Handlers add the request id through the http middleware. Its
 * level is Powertools' own `POWERTOOLS_LOG_LEVEL` (INFO when unset): the stacks set it per stage,
 * the test runner to SILENT (vitest.config.ts).
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'advisory-site',
});
