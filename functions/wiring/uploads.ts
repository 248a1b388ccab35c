/** The uploads domain's wiring: the image bucket and ids for the keys. */
import { randomUUID } from 'node:crypto';
import { s3ImageStorage } from '@functions/adapters/image-storage';
import type { ImageStorage } from '@functions/domain/uploads/image-upload';

/** The image bucket (its SDK client is built on first use). */
export const imageStorage: ImageStorage = s3ImageStorage;

/** What requesting an upload needs. */
export const uploadDeps = { storage: imageStorage, newId: () => randomUUID() };
