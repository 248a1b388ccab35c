/**
 * The verify step of an upload with the image pipeline: the upload's own checks
 * (type, size: functions/domain/uploads/image-upload.ts), then the image's header (a still image
 * within the stated limits), then a job for the image worker. The answer comes back at once; the
 * original stays private (its EXIF), so public pages show no image until the variants exist. An
 * image breaking a rule is deleted and the answer is 400 with the rule's message, as for the other
 * bad uploads.
 */
import {
  activityEntry,
  type ActivityRecorder,
  type Actor,
} from '@functions/domain/activity/activity';
import { ValidationError } from '@functions/domain/errors';
import { unreadableImageMessage } from '@shared/schemas/upload';
import { verifyImageUpload, type StoredImages } from '@functions/domain/uploads/image-upload';
import { imageProblem } from './image-limits';
import type { ImageCodec, ImageJobs, MediaObjects, UploadDetails } from './image-ports';

export interface VerifyImageDeps {
  storage: StoredImages;
  objects: Pick<MediaObjects, 'read'>;
  codec: Pick<ImageCodec, 'inspect'>;
  jobs: ImageJobs;
  /** The activity log (an upload is S3's: its entry is recorded once it is accepted). */
  activity?: ActivityRecorder;
}

/** Checks a finished upload and queues its processing; `{publicUrl}` of the original. */
export async function verifyAndProcessImage(
  deps: VerifyImageDeps,
  key: string,
  details: UploadDetails = {},
  actor?: Actor,
): Promise<{ publicUrl: string }> {
  const answer = await verifyImageUpload(deps.storage, key);
  const data = await deps.objects.read(key);
  const problem = data
    ? imageProblem(data, await deps.codec.inspect(data))
    : unreadableImageMessage;
  if (problem) {
    await deps.storage.remove(key);
    throw new ValidationError(problem, { file: problem });
  }
  await deps.jobs.requestProcessing(key, details);
  if (actor && deps.activity) {
    const title = details.name ?? key.split('/').pop() ?? key;
    await deps.activity.record(
      activityEntry(actor, 'uploaded', { type: 'upload', id: key, title }),
    );
  }
  return answer;
}
