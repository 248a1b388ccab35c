/** The uploads domain's wiring: the image bucket and ids for the keys. */
import { randomUUID } from 'node:crypto';
import { S3ImageStorage } from '@functions/adapters/image-storage';
import type { ImageStorage } from '@functions/domain/uploads/image-upload';

/** The image bucket, built once at module scope (its SDK client is lazy). */
export const imageStorage: ImageStorage = new S3ImageStorage();

/** What requesting an upload needs. */
export const uploadDeps = { storage: imageStorage, newId: () => randomUUID() };
