/**
 * The Bedrock adapter's assist, with the runtime client mocked: alt text is asked with the image
 * as a Converse image block (and is not marked for review), or without one when the image cannot
 * be read (and is); the SEO suggestion is the forced tool's answer, with the versioned prompt.
 */
import { type ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBedrockContentModel } from '@functions/adapters/content-model/bedrock';
import { ConverseCommand } from '@functions/adapters/content-model/bedrock-converse';
import { sendMock } from '../../../../support/send-mock';

const bedrock = sendMock<ConverseCommand>();

const model = () =>
  createBedrockContentModel({
    client: bedrock.client,
    modelId: 'anthropic.test-model',
    sleep: async () => {},
  });

function toolAnswer(name: string, input: unknown): ConverseCommandOutput {
  return {
    $metadata: {},
    output: {
      message: {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 'tool-1', name, input: input as never } }],
      },
    },
    stopReason: 'tool_use',
    usage: { inputTokens: 1, outputTokens: 1, totalTokens: 2 },
    metrics: { latencyMs: 1 },
  };
}

beforeEach(() => bedrock.reset());

describe('alt text', () => {
  it('sends the resized image as an image block before the context', async () => {
    bedrock
      .on(ConverseCommand)
      .resolves(toolAnswer('record_alt_text', { alt_text: 'Two partners at a whiteboard' }));
    const bytes = new Uint8Array([1, 2, 3]);

    const answer = await model().altText({
      imageUrl: '/media/articles/x.jpg',
      caption: '',
      heading: 'Moves',
      title: 'Pricing',
      image: async () => ({ bytes, format: 'webp' }),
    });

    const sent = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    const content = sent.messages![0]!.content!;
    expect(content[0]).toEqual({ image: { format: 'webp', source: { bytes } } });
    expect(content[1]!.text).toContain('titled: Pricing');
    expect(answer).toEqual({ alt_text: 'Two partners at a whiteboard', needs_review: false });
  });

  it('without the image, writes from the context and marks it for review', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer('record_alt_text', { alt_text: 'A chart' }));

    const answer = await model().altText({
      imageUrl: '/images/x.png',
      caption: '',
      heading: '',
      title: 'Pricing',
      image: async () => undefined,
    });

    const content = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input.messages![0]!.content!;
    expect(content).toHaveLength(1);
    expect(answer.needs_review).toBe(true);
  });
});

describe('search snippet', () => {
  it("is the forced tool's answer to the versioned prompt", async () => {
    bedrock.on(ConverseCommand).resolves(
      toolAnswer('suggest_search_snippet', {
        meta_title: 'Pricing power',
        meta_description: 'How firms keep margins.',
      }),
    );

    const answer = await model().suggestSeo({
      title: 'Pricing',
      excerpt: '',
      content: '',
      keyword: 'pricing power',
    });

    const sent = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(sent.toolConfig?.toolChoice).toEqual({ tool: { name: 'suggest_search_snippet' } });
    expect(answer).toEqual({
      meta_title: 'Pricing power',
      meta_description: 'How firms keep margins.',
    });
  });
});
