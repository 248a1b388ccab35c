/**
 * What an image upload can go wrong with, as the toasts of admin-portal.md section 8 say it:
 * the type and size checks made before anything is sent, the session checks, and the mapped
 * 'Upload failed' messages of each step (request a presigned form, post the file to storage,
 * verify the stored object).
 */
import {
  acceptedImageTypes,
  imageTooLargeMessage,
  invalidImageTypeMessage,
  maxImageBytes,
} from '@shared/schemas/upload';

/** A toast: its title and description. */
export interface UploadProblem {
  title: string;
  description: string;
}

/** An upload that failed, carrying the toast to show. */
export class UploadError extends Error {
  constructor(readonly problem: UploadProblem) {
    super(`${problem.title}: ${problem.description}`);
    this.name = 'UploadError';
  }
}

/** The toast of any failed upload: its own problem, or the spec's unknown-error one. */
export function uploadProblemOf(error: unknown): UploadProblem {
  return error instanceof UploadError
    ? error.problem
    : { title: 'Upload failed', description: uploadFailedMessages.unknown };
}

/** The spec's 'Upload failed' descriptions. */
export const uploadFailedMessages = {
  permission: "You don't have permission to upload to this storage bucket.",
  exists: 'A file with this name already exists. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  unknown: 'Unknown error occurred. Please try again.',
} as const;

export const authenticationErrorProblem: UploadProblem = {
  title: 'Authentication error',
  description: 'Failed to verify your session. Please refresh the page and try again.',
};

export const authenticationRequiredProblem: UploadProblem = {
  title: 'Authentication required',
  description: 'You must be logged in to upload images. Please refresh the page and try again.',
};

export const noPathProblem: UploadProblem = {
  title: 'Upload failed',
  description: 'Upload succeeded but no path returned',
};

export const noPublicUrlProblem: UploadProblem = {
  title: 'Upload failed',
  description: 'Failed to generate public URL.',
};

/** 'Title: description' messages of the shared schema, as a toast. */
function splitMessage(message: string): UploadProblem {
  const at = message.indexOf(': ');
  return at > 0
    ? { title: message.slice(0, at), description: message.slice(at + 2) }
    : { title: 'Upload failed', description: message };
}

export const invalidTypeProblem = splitMessage(invalidImageTypeMessage);
export const tooLargeProblem = splitMessage(imageTooLargeMessage);

/** The checks made before uploading: an accepted image type, at most 5 MB. */
export function checkImageFile(file: { type: string; size: number }): UploadProblem | undefined {
  if (!(acceptedImageTypes as readonly string[]).includes(file.type.toLowerCase())) {
    return invalidTypeProblem;
  }
  if (file.size > maxImageBytes) return tooLargeProblem;
  return undefined;
}

/** Where in the upload it failed, with what was known there. */
export type UploadFailure =
  /** Reading the session: `reason` tells no session from a session that could not be refreshed. */
  | { stage: 'session'; reason: 'missing' | 'unverified' }
  /** An API call (presign, verify) answered with an error; status 0 = no answer at all. */
  | { stage: 'api'; status: number; code?: string; message?: string }
  /** The storage POST; status 0 = network failure; `body` is the storage's (XML) answer. */
  | { stage: 'transfer'; status: number; body?: string }
  | { stage: 'no-path' }
  | { stage: 'no-public-url' };

function failed(description: string): UploadProblem {
  return { title: 'Upload failed', description };
}

/** The toast of an upload failure. */
export function mapUploadFailure(failure: UploadFailure): UploadProblem {
  switch (failure.stage) {
    case 'session':
      return failure.reason === 'missing'
        ? authenticationRequiredProblem
        : authenticationErrorProblem;
    case 'no-path':
      return noPathProblem;
    case 'no-public-url':
      return noPublicUrlProblem;
    case 'api': {
      if (failure.message === invalidImageTypeMessage) return invalidTypeProblem;
      if (failure.message === imageTooLargeMessage) return tooLargeProblem;
      if (failure.status === 0) return failed(uploadFailedMessages.network);
      if (failure.status === 401) return authenticationRequiredProblem;
      if (failure.status === 403) return failed(uploadFailedMessages.permission);
      if (failure.status === 409) return failed(uploadFailedMessages.exists);
      if (failure.status === 413) return tooLargeProblem;
      if (failure.code === 'unexpected_response') return noPublicUrlProblem;
      // The API words its 4xx answers for people (why the file was refused: not an image,
      // animated, too many pixels); only 5xx answers hide their reason.
      if (failure.status >= 400 && failure.status < 500 && failure.message)
        return failed(failure.message);
      return failed(uploadFailedMessages.unknown);
    }
    case 'transfer': {
      const body = failure.body ?? '';
      if (failure.status === 0) return failed(uploadFailedMessages.network);
      if (/EntityTooLarge/i.test(body) || failure.status === 413) return tooLargeProblem;
      if (failure.status === 409 || /already exists|PreconditionFailed/i.test(body)) {
        return failed(uploadFailedMessages.exists);
      }
      if (failure.status === 401 || failure.status === 403 || /AccessDenied/i.test(body)) {
        return failed(uploadFailedMessages.permission);
      }
      return failed(uploadFailedMessages.unknown);
    }
  }
}
