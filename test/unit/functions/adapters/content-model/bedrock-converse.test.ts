/**
 * Bedrock's Converse as one signed request (no SDK client), against a fake runtime endpoint: the
 * request the SDK's ConverseCommand made (path with the model id, SigV4 for `bedrock`, the body
 * without the model id, image bytes as base64) and its answer read back; an error answer named by
 * the service's error type, with the status and fault the adapter's retry rule reads.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ConverseCommand,
  signedConverseClient,
} from '@functions/adapters/content-model/bedrock-converse';
import { isRetryableBedrockError } from '@functions/adapters/content-model/bedrock';
import { fakeAwsEndpoint, type FakeAwsEndpoint } from '../../../../support/fake-aws-endpoint';

let fake: FakeAwsEndpoint;
let endpoint: string;
let answer: (response: ServerResponse) => void = () => undefined;

beforeAll(async () => {
  fake = await fakeAwsEndpoint((_request, response) => answer(response));
  endpoint = fake.url;
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
});

beforeEach(() => {
  fake.seen.length = 0;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await fake.close();
});

const client = () => signedConverseClient({ region: 'eu-west-1', endpoint, timeoutMs: 5_000 });

describe('the signed Converse call', () => {
  it("posts the request to the model's converse path, signed for bedrock, and reads the answer", async () => {
    const toolAnswer = {
      output: {
        message: {
          role: 'assistant',
          content: [{ toolUse: { toolUseId: 't', name: 'write', input: { title: 'T' } } }],
        },
      },
      stopReason: 'tool_use',
      usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
    };
    answer = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(toolAnswer));
    };
    const bytes = new Uint8Array([1, 2, 3]);

    const result = await client().send(
      new ConverseCommand({
        modelId: 'anthropic.claude-3-5-haiku-20241022-v1:0',
        system: [{ text: 'You write.' }],
        messages: [
          {
            role: 'user',
            content: [
              { image: { format: 'webp', source: { bytes } } },
              { image: { format: 'png', source: { bytes: Buffer.from([4, 5]) } } },
              { text: 'Go' },
            ],
          },
        ],
        inferenceConfig: { maxTokens: 10 },
      }),
    );

    expect(result).toEqual(toolAnswer);
    expect(fake.seen).toHaveLength(1);
    expect(fake.seen[0]!.url).toBe('/model/anthropic.claude-3-5-haiku-20241022-v1%3A0/converse');
    expect(fake.seen[0]!.authorization).toMatch(/Credential=local\/\d{8}\/eu-west-1\/bedrock\//);
    expect(fake.seen[0]!.body).toEqual({
      system: [{ text: 'You write.' }],
      messages: [
        {
          role: 'user',
          content: [
            { image: { format: 'webp', source: { bytes: 'AQID' } } },
            { image: { format: 'png', source: { bytes: 'BAU=' } } },
            { text: 'Go' },
          ],
        },
      ],
      inferenceConfig: { maxTokens: 10 },
    });
  });

  it('names an error answer by its error type, with the status and fault the retry rule reads', async () => {
    const refuse =
      (status: number, type: string, message: string) => (response: ServerResponse) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazon.bedrock/`,
        });
        response.end(JSON.stringify({ message }));
      };
    const send = () =>
      client()
        .send(new ConverseCommand({ modelId: 'm', messages: [] }))
        .then(
          () => undefined,
          (error: unknown) => error as Error & { $fault: string; $metadata: object },
        );

    answer = refuse(429, 'ThrottlingException', 'Too many requests');
    const throttled = await send();
    answer = refuse(403, 'AccessDeniedException', 'No access to the model');
    const denied = await send();
    answer = refuse(503, 'ServiceUnavailableException', 'Try later');
    const unavailable = await send();

    expect(throttled).toMatchObject({
      name: 'ThrottlingException',
      message: 'Too many requests',
      $fault: 'client',
      $metadata: { httpStatusCode: 429 },
    });
    expect(isRetryableBedrockError(throttled)).toBe(true);
    expect(denied).toMatchObject({ name: 'AccessDeniedException', $fault: 'client' });
    expect(isRetryableBedrockError(denied)).toBe(false);
    expect(unavailable).toMatchObject({ $fault: 'server', $metadata: { httpStatusCode: 503 } });
    expect(isRetryableBedrockError(unavailable)).toBe(true);
  });
});
