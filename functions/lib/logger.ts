/**
 * The one structured logger of the functions (Powertools: JSON lines with the request id, ready
 * for CloudWatch Logs Insights). Handlers add the request id through the http middleware.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({
  serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'advisory-site',
  logLevel:
    (process.env.POWERTOOLS_LOG_LEVEL as 'INFO' | undefined) ??
    (process.env.VITEST ? 'SILENT' : 'INFO'),
});
