import type { ApiErrorCode } from '@shared/schemas/api';

/** An error that already knows its HTTP answer (status, machine code, user-facing message). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
