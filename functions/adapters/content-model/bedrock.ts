/**
 * The Bedrock adapter of the ContentModel port: one Converse call per article or page with a
 * forced tool whose input schema is the shared zod schema as JSON Schema, so the model answers
 * with structured data instead of prose to be parsed. The tool input is validated with the same
 * zod schema before anything is returned.
 *
 * Throttling and server errors are retried with exponential backoff and full jitter, at most
 * three attempts in all; anything else (validation, access denied, unknown model) fails at once.
 */
import type { ContentBlock, Tool } from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import type { ZodType } from 'zod';
import { generatedArticleSchema } from '@shared/schemas/generation';
import { generatedPageContentSchema } from '@shared/schemas/page';
import * as articlePrompt from '@functions/domain/generation/prompts/article-v1';
import * as pagePrompt from '@functions/domain/generation/prompts/page-v1';
import * as altTextPrompt from '@functions/domain/assist/prompts/alt-text-v1';
import * as rewritePrompt from '@functions/domain/assist/prompts/rewrite-v1';
import * as seoPrompt from '@functions/domain/assist/prompts/seo-v1';
import {
  altTextSuggestionSchema,
  rewriteSuggestionSchema,
  seoSuggestionSchema,
} from '@shared/schemas/assist';
import {
  ContentModelError,
  type ArticleRequest,
  type AssistModel,
  type ContentModel,
  type PageRequest,
} from '@functions/domain/generation/content-model';
import { retryWithBackoff } from '@functions/lib/retry';
import { isConnectionFailure } from '@functions/lib/connection-failure';
import {
  ConverseCommand,
  type ConverseAnswer,
  type ConverseClient,
} from '@functions/adapters/content-model/bedrock-converse';

export interface BedrockModelOptions {
  /** The signed Converse client (bedrock-converse.ts); tests pass a mocked one. */
  client: ConverseClient;
  modelId: string;
  /** Attempts per call, the first included. Default 3. */
  maxAttempts?: number;
  /** First backoff ceiling in ms; doubles per attempt. Default 500. */
  baseDelayMs?: number;
  /** Largest backoff ceiling in ms. Default 8000. */
  maxDelayMs?: number;
  /** Waits (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
  /** A number in [0, 1) for the jitter (tests pass a fake). */
  random?: () => number;
  /** Largest answer in tokens. Default 4096. */
  maxTokens?: number;
}

/** A prompt module as the adapter uses it. */
interface PromptModule<Input> {
  version: string;
  toolName: string;
  toolDescription: string;
  system: string;
  user(input: Input): string;
}

// Error names of the Bedrock runtime that mean "try again shortly".
const retryableNames = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'ServiceUnavailable',
  'InternalServerException',
  'ModelNotReadyException',
]);

/** True when a Bedrock error is throttling or a server-side failure (5xx). */
export function isRetryableBedrockError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (retryableNames.has(error.name)) return true;
  const meta = error as { $fault?: string; $metadata?: { httpStatusCode?: number } };
  const status = meta.$metadata?.httpStatusCode;
  return meta.$fault === 'server' || (status !== undefined && status >= 500);
}

/** The JSON Schema of a zod schema, as a tool's input schema. */
export function toolInputSchema(schema: ZodType): Record<string, unknown> {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema) as Record<string, unknown>;
  return json;
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** What the model is asked for alt text: the text alone (the image rides as its own block). */
const altTextOutputSchema = altTextSuggestionSchema.pick({ alt_text: true });

/** Creates the Bedrock content model (with the editors' assist). */
export function createBedrockContentModel(
  options: BedrockModelOptions,
): ContentModel & AssistModel {
  const maxAttempts = options.maxAttempts ?? 3;
  const baseDelayMs = options.baseDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 8000;

  async function converse(command: ConverseCommand): Promise<ConverseAnswer> {
    try {
      return await retryWithBackoff(() => options.client.send(command), {
        attempts: maxAttempts,
        firstDelayMs: baseDelayMs,
        maxDelayMs,
        retryable: isRetryableBedrockError,
        sleep: options.sleep,
        random: options.random,
      });
    } catch (error) {
      if (isRetryableBedrockError(error)) {
        throw new ContentModelError(
          'unavailable',
          `Bedrock did not answer after ${maxAttempts} attempts: ${describeError(error)}`,
          { cause: error },
        );
      }
      // A failed connection or a time-out carries no HTTP status; the request may work later,
      // but retrying here would only hold the worker (the queue redelivers instead).
      if (isConnectionFailure(error)) {
        throw new ContentModelError('unavailable', describeError(error), { cause: error });
      }
      throw new ContentModelError('refused', describeError(error), { cause: error });
    }
  }

  async function generate<Input, Output>(
    prompt: PromptModule<Input>,
    schema: ZodType<Output>,
    input: Input,
    /** Blocks before the prompt's text (an image the model is to look at). */
    before: ContentBlock[] = [],
  ): Promise<Output> {
    const tool: Tool = {
      toolSpec: {
        name: prompt.toolName,
        description: prompt.toolDescription,
        inputSchema: { json: toolInputSchema(schema) as never },
      },
    };
    const output = await converse(
      new ConverseCommand({
        modelId: options.modelId,
        system: [{ text: prompt.system }],
        messages: [{ role: 'user', content: [...before, { text: prompt.user(input) }] }],
        toolConfig: { tools: [tool], toolChoice: { tool: { name: prompt.toolName } } },
        inferenceConfig: { maxTokens: options.maxTokens ?? 4096, temperature: 0.7 },
      }),
    );
    const toolUse = output.output?.message?.content?.find(
      (block) => block.toolUse?.name === prompt.toolName,
    )?.toolUse;
    const data = toolUse?.input as unknown;
    if (
      data === undefined ||
      data === null ||
      (typeof data === 'object' && Object.keys(data).length === 0)
    ) {
      throw new ContentModelError(
        'no-data',
        `The model (${prompt.version}) answered without calling ${prompt.toolName} (stop reason: ${output.stopReason ?? 'unknown'}).`,
      );
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) {
      const cutOff =
        output.stopReason === 'max_tokens' ? ' The answer was cut off (max_tokens).' : '';
      throw new ContentModelError(
        'invalid-output',
        `The model's answer (${prompt.version}) does not match the schema.${cutOff}\n${z.prettifyError(parsed.error)}`,
      );
    }
    return parsed.data;
  }

  return {
    name: `bedrock:${options.modelId}`,
    generateArticle: (request: ArticleRequest) =>
      generate(articlePrompt, generatedArticleSchema, request),
    generatePage: (request: PageRequest) =>
      generate(pagePrompt, generatedPageContentSchema, request),
    suggestSeo: (request) => generate(seoPrompt, seoSuggestionSchema, request),
    rewrite: (request) => generate(rewritePrompt, rewriteSuggestionSchema, request),
    async altText(request) {
      // Converse's image block: the resized variant's bytes. Without them the model writes from
      // the context alone, and a person must check it as they check the offline model's.
      const image = await request.image();
      const blocks: ContentBlock[] = image
        ? [{ image: { format: image.format, source: { bytes: image.bytes } } }]
        : [];
      const { alt_text } = await generate(altTextPrompt, altTextOutputSchema, request, blocks);
      return { alt_text, needs_review: !image };
    },
  };
}
