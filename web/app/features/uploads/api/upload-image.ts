/**
 * Uploads one article image through a presigned POST (admin-portal.md sections 5 and 7):
 * check type and size -> check the session -> POST /api/admin/uploads {fileName, contentType,
 * size} -> multipart POST of the form fields and then the file to the answer's `url`, with
 * progress -> POST /api/admin/uploads/verify {key} -> the public URL to store in image_url.
 * Every failure is an {@link UploadError} holding the spec's toast.
 */
import {
  uploadResponseSchema,
  uploadVerifyResponseSchema,
  type UploadResponse,
} from '@shared/schemas/upload';
import { ApiError, adminRequest } from '~/lib/admin-api';
import { AuthRequiredError, getIdToken } from '~/lib/auth-session';
import { UploadError, checkImageFile, mapUploadFailure } from '../upload-errors';

export interface UploadOptions {
  /** Share of the file sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function apiFailure(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  if (error instanceof AuthRequiredError) {
    return new UploadError(mapUploadFailure({ stage: 'session', reason: 'missing' }));
  }
  if (error instanceof ApiError) {
    return new UploadError(
      mapUploadFailure({
        stage: 'api',
        status: error.status,
        code: error.code,
        message: error.message,
      }),
    );
  }
  if (error instanceof Error && error.name === 'SessionVerificationError') {
    return new UploadError(mapUploadFailure({ stage: 'session', reason: 'unverified' }));
  }
  return new UploadError(mapUploadFailure({ stage: 'api', status: -1 }));
}

/** Posts the presigned form with XMLHttpRequest, which (unlike fetch) reports upload progress. */
function postForm(
  target: UploadResponse,
  file: File,
  { onProgress, signal }: UploadOptions,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    // S3 ignores every field after the file, so the file goes last.
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', target.url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: xhr.responseText });
    xhr.onerror = () => resolve({ status: 0, body: '' });
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** Uploads `file`; resolves to its public URL (a `/media/...` path). */
export async function uploadImage(file: File, options: UploadOptions = {}): Promise<string> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);

  try {
    await getIdToken();
  } catch (error) {
    throw apiFailure(error);
  }

  let target: UploadResponse;
  try {
    target = await adminRequest('/api/admin/uploads', {
      method: 'POST',
      body: { fileName: file.name, contentType: file.type.toLowerCase(), size: file.size },
      schema: uploadResponseSchema,
      signal: options.signal,
    });
  } catch (error) {
    throw apiFailure(error);
  }
  if (!target.key || !target.url) throw new UploadError(mapUploadFailure({ stage: 'no-path' }));

  options.onProgress?.(0);
  const transfer = await postForm(target, file, options);
  if (transfer.status < 200 || transfer.status >= 300) {
    throw new UploadError(
      mapUploadFailure({ stage: 'transfer', status: transfer.status, body: transfer.body }),
    );
  }
  options.onProgress?.(1);

  try {
    const verified = await adminRequest('/api/admin/uploads/verify', {
      method: 'POST',
      // The name is what the media library lists the image by.
      body: { key: target.key, fileName: file.name },
      schema: uploadVerifyResponseSchema,
      signal: options.signal,
    });
    if (!verified.publicUrl) throw new UploadError(mapUploadFailure({ stage: 'no-public-url' }));
    return verified.publicUrl;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new UploadError(mapUploadFailure({ stage: 'no-path' }));
    }
    throw apiFailure(error);
  }
}
