/**
 * Chooses the content model from the configuration (`AI_PROVIDER=bedrock|offline`, offline by
 * default) and keeps it for the life of the process. Tests running the worker in-process (the
 * sandbox runs it in the test's own process) substitute a fake with `setContentModelForTests`.
 */
import { bedrockClient } from '@functions/adapters/aws-clients';
import { config } from '@functions/lib/config';
import { createBedrockContentModel } from './bedrock';
import type { ContentModel } from '@functions/domain/generation/content-model';
import { createOfflineContentModel } from './offline';

let chosen: ContentModel | undefined;
let override: ContentModel | undefined;

/** The content model of this process. */
export function contentModel(): ContentModel {
  if (override) return override;
  if (!chosen) {
    const { ai } = config();
    chosen =
      ai.provider === 'bedrock'
        ? createBedrockContentModel({ client: bedrockClient(), modelId: ai.modelId })
        : createOfflineContentModel({ latencyMs: ai.offlineLatencyMs });
  }
  return chosen;
}

/** Replaces the content model until called again with undefined (tests only). */
export function setContentModelForTests(model: ContentModel | undefined): void {
  override = model;
}
