/**
 * Bedrock's Converse without the SDK client: one signed request (signed-aws-call.ts) of the
 * runtime's REST JSON API, `POST /model/{modelId}/converse`. The adapter (bedrock.ts) asked the
 * client for nothing else, and the client carried `@smithy/core`'s protocol machinery into every
 * assist route and generation worker (about 45 KB gzip each).
 *
 * What the client did besides is done here: image bytes go as base64 (the API's blob encoding),
 * and an error answer becomes an error named by the service's error type, with the `$fault` and
 * `$metadata.httpStatusCode` the adapter's retry rule reads, as the SDK's exceptions carry them
 * ({@link readJsonAnswer}).
 * Retries stay the adapter's (it backs off on throttling itself).
 */
import type { ConverseCommandInput, ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { readJsonAnswer, signedFetch } from '@functions/adapters/signed-aws-call';

/** The request, as the SDK's ConverseCommand took it. */
export class ConverseCommand {
  constructor(readonly input: ConverseCommandInput) {}
}

/** The answer, as the SDK gave it, less its response metadata. */
export type ConverseAnswer = Omit<ConverseCommandOutput, '$metadata'>;

/** What the adapter sends its requests with (the signed client below; a mocked one in tests). */
export interface ConverseClient {
  send(command: ConverseCommand): Promise<ConverseAnswer>;
}

/**
 * JSON with byte arrays as base64, as the API encodes a blob. The holder's own value is read, as
 * a Buffer reaches a replacer already turned into `{ type, data }` by its `toJSON`.
 */
function withBlobs(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const original = this[key];
  return original instanceof Uint8Array ? Buffer.from(original).toString('base64') : value;
}

export interface ConverseTarget {
  region: string;
  /** An endpoint override; the region's runtime endpoint otherwise. */
  endpoint?: string;
  /** How long one answer may take (a long article can take a minute). */
  timeoutMs: number;
}

/** The signed Converse client of a region. */
export function signedConverseClient(target: ConverseTarget): ConverseClient {
  return {
    async send({ input }) {
      const { modelId, ...request } = input;
      const base = target.endpoint ?? `https://bedrock-runtime.${target.region}.amazonaws.com`;
      const url = new URL(`model/${encodeURIComponent(modelId ?? '')}/converse`, `${base}/`);
      const body = JSON.stringify(request, withBlobs);
      const response = await signedFetch('bedrock', target.region, url, {
        operation: { name: 'Converse', input: input as unknown as Record<string, unknown> },
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        timeoutMs: target.timeoutMs,
      });
      // An error answer keeps the `$fault` and status the adapter's retry rule reads.
      return (await readJsonAnswer(response)) as ConverseAnswer;
    },
  };
}
