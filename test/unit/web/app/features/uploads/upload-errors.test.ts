import { describe, expect, it } from 'vitest';
import {
  animatedImageMessage,
  maxImageBytes,
  unreadableImageMessage,
} from '@shared/schemas/upload';
import {
  checkImageFile,
  mapUploadFailure,
  UploadError,
  uploadProblemOf,
} from '~/features/uploads/upload-errors';

const invalidType = {
  title: 'Invalid file type',
  description: 'Please upload an image file (JPEG, PNG, etc).',
};
const tooLarge = { title: 'File too large', description: 'Please upload an image under 5MB' };
const failed = (description: string) => ({ title: 'Upload failed', description });

describe('checks before uploading', () => {
  it('accepts an image of at most 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: maxImageBytes })).toBeUndefined();
    expect(checkImageFile({ type: 'IMAGE/JPEG', size: 10 })).toBeUndefined();
  });

  it.each(['application/pdf', 'text/plain', '', 'image/svg+xml'])(
    'refuses type %j with the spec message',
    (type) => {
      expect(checkImageFile({ type, size: 10 })).toEqual(invalidType);
    },
  );

  it('refuses a file over 5 MB with the spec message', () => {
    expect(checkImageFile({ type: 'image/png', size: maxImageBytes + 1 })).toEqual(tooLarge);
  });
});

describe('mapping upload failures to the spec toasts', () => {
  it('tells a missing session from one that cannot be verified', () => {
    expect(mapUploadFailure({ stage: 'session', reason: 'missing' })).toEqual({
      title: 'Authentication required',
      description: 'You must be logged in to upload images. Please refresh the page and try again.',
    });
    expect(mapUploadFailure({ stage: 'session', reason: 'unverified' })).toEqual({
      title: 'Authentication error',
      description: 'Failed to verify your session. Please refresh the page and try again.',
    });
  });

  it.each([
    [403, undefined, failed("You don't have permission to upload to this storage bucket.")],
    [409, undefined, failed('A file with this name already exists. Please try again.')],
    [0, undefined, failed('Network error. Please check your connection and try again.')],
    [500, undefined, failed('Unknown error occurred. Please try again.')],
    [401, undefined, { title: 'Authentication required', description: expect.any(String) }],
    [400, 'File too large: Please upload an image under 5MB', tooLarge],
    [400, 'Invalid file type: Please upload an image file (JPEG, PNG, etc).', invalidType],
    // The verify step's reason for refusing a stored file is the server's own message.
    [400, unreadableImageMessage, failed(unreadableImageMessage)],
    [400, animatedImageMessage, failed(animatedImageMessage)],
    [500, 'Internal server error', failed('Unknown error occurred. Please try again.')],
  ])('maps an API answer %i (%s)', (status, message, expected) => {
    expect(mapUploadFailure({ stage: 'api', status, message })).toEqual(expected);
  });

  it.each([
    [
      403,
      '<Error><Code>AccessDenied</Code></Error>',
      failed("You don't have permission to upload to this storage bucket."),
    ],
    [
      400,
      '<Error><Code>AccessDenied</Code><Message>Policy expired</Message></Error>',
      failed("You don't have permission to upload to this storage bucket."),
    ],
    [
      412,
      '<Error><Code>PreconditionFailed</Code></Error>',
      failed('A file with this name already exists. Please try again.'),
    ],
    [400, '<Error><Code>EntityTooLarge</Code></Error>', tooLarge],
    [0, '', failed('Network error. Please check your connection and try again.')],
    [
      500,
      '<Error><Code>InternalError</Code></Error>',
      failed('Unknown error occurred. Please try again.'),
    ],
  ])('maps a storage answer %i', (status, body, expected) => {
    expect(mapUploadFailure({ stage: 'transfer', status, body })).toEqual(expected);
  });

  it('reports a missing path or public URL with the spec messages', () => {
    expect(mapUploadFailure({ stage: 'no-path' })).toEqual(
      failed('Upload succeeded but no path returned'),
    );
    expect(mapUploadFailure({ stage: 'no-public-url' })).toEqual(
      failed('Failed to generate public URL.'),
    );
    expect(mapUploadFailure({ stage: 'api', status: 200, code: 'unexpected_response' })).toEqual(
      failed('Failed to generate public URL.'),
    );
  });
});

describe('the toast of a failed upload', () => {
  it("shows an upload error's own problem, and the spec's unknown error for anything else", () => {
    const problem = { title: 'Upload failed', description: 'Only JPEG, PNG, GIF, WebP or AVIF.' };

    expect(uploadProblemOf(new UploadError(problem))).toEqual(problem);
    expect(uploadProblemOf(new TypeError('fetch failed'))).toEqual({
      title: 'Upload failed',
      description: 'Unknown error occurred. Please try again.',
    });
  });
});
