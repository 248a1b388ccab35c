/**
 * Chooses the content model from the configuration (`AI_PROVIDER=bedrock|offline`, offline by
 * default) and keeps it for the life of the process. The wiring passes it to the generation
 * domain as its `model` port (functions/wiring/generation.ts), and to the editors' assist
 * (functions/wiring/assist.ts); a test that wants another model
 * passes its own through that same port, never through this module.
 */
import { config } from '@functions/lib/config';
import { createBedrockContentModel } from './bedrock';
import { signedConverseClient } from './bedrock-converse';
import type { AssistModel, ContentModel } from '@functions/domain/generation/content-model';
import { createOfflineContentModel } from './offline';

/**
 * No time limit of its own, as the SDK client had none: the function's timeout bounds a call
 * (15 minutes is Lambda's longest).
 */
const modelAnswerTimeoutMs = 15 * 60_000;

let chosen: (ContentModel & AssistModel) | undefined;

/** The content model of this process. */
export function contentModel(): ContentModel & AssistModel {
  if (!chosen) {
    const { ai } = config();
    chosen =
      ai.provider === 'bedrock'
        ? createBedrockContentModel({
            client: signedConverseClient({ region: ai.region, timeoutMs: modelAnswerTimeoutMs }),
            modelId: ai.modelId,
          })
        : createOfflineContentModel({ latencyMs: ai.offlineLatencyMs });
  }
  return chosen;
}
