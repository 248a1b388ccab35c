/**
 * The Bedrock adapter behind the worker, with the Bedrock runtime client mocked
 * (test/support/send-mock.ts): a valid tool answer becomes an article; missing or malformed fields fail
 * the item with its message; throttling is retried with backoff, access errors are not.
 */
import {
  AccessDeniedException,
  InternalServerException,
  ThrottlingException,
  ValidationException,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { generationItemMessages } from '@shared/content/generation-messages';
import { generatedArticleSchema } from '@shared/schemas/generation';
import { generatedPageContentSchema } from '@shared/schemas/page';
import { createBedrockContentModel } from '@functions/adapters/content-model/bedrock';
import { RetryableGenerationError } from '@functions/domain/generation/generation-failure';
import { processGenerationMessage } from '@functions/domain/generation/process-item';
import { startBatch, validArticle, world } from '../../domain/generation/fixtures';
import { ConverseCommand } from '@functions/adapters/content-model/bedrock-converse';
import { sendMock } from '../../../../support/send-mock';

const bedrock = sendMock<ConverseCommand>();
const sleeps: number[] = [];

function model() {
  return createBedrockContentModel({
    client: bedrock.client,
    modelId: 'anthropic.test-model',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    random: () => 0.5,
  });
}

function toolAnswer(input: unknown, name = 'write_article'): ConverseCommandOutput {
  return {
    $metadata: {},
    output: {
      message: {
        role: 'assistant',
        content: [{ toolUse: { toolUseId: 'tool-1', name, input: input as never } }],
      },
    },
    stopReason: 'tool_use',
    usage: { inputTokens: 10, outputTokens: 10, totalTokens: 20 },
    metrics: { latencyMs: 5 },
  };
}

const throttled = () =>
  new ThrottlingException({ message: 'Too many requests', $metadata: { httpStatusCode: 429 } });

async function runOneItem() {
  const w = world();
  const jobId = await startBatch(w, [{ title: 'Pricing for Growth', keyword: 'value pricing' }]);
  const deps = w.deps(model());
  const outcome = processGenerationMessage(
    deps,
    { kind: 'article', jobId, index: 0 },
    { messageId: 'm-1' },
  );
  return { w, jobId, outcome };
}

beforeEach(() => {
  bedrock.reset();
  sleeps.length = 0;
});

describe('bedrock content model in the worker', () => {
  it('turns a valid tool answer into a saved article and a complete item', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(validArticle()));

    const { w, jobId, outcome } = await runOneItem();

    expect(await outcome).toBe('complete');
    const item = w.jobs.item(jobId, 0);
    expect(item).toMatchObject({
      status: 'complete',
      message: generationItemMessages.complete,
      error_detail: null,
    });
    const saved = w.articles.saved.get(item.article_id!);
    expect(saved).toMatchObject({
      title: 'Pricing for Growth',
      excerpt: 'A practical guide to value-based pricing for growing B2B firms.',
      image_url: '',
      is_published: false,
    });
    expect(saved?.sections.map((section) => section.title)).toEqual([
      'Why Value Pricing Wins',
      'Running a Pricing Test',
      'Keeping Prices Current',
    ]);
  });

  it('sends a Converse call forcing the tool whose input schema is the shared zod schema', async () => {
    bedrock.on(ConverseCommand).resolves(toolAnswer(validArticle()));

    await (
      await runOneItem()
    ).outcome;

    const input = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.modelId).toBe('anthropic.test-model');
    expect(input.toolConfig?.toolChoice).toEqual({ tool: { name: 'write_article' } });
    const { $schema: _ignored, ...schema } = z.toJSONSchema(generatedArticleSchema) as Record<
      string,
      unknown
    >;
    expect(input.toolConfig?.tools?.[0]?.toolSpec?.inputSchema?.json).toEqual(schema);
    expect(input.messages?.[0]?.content?.[0]?.text).toContain('value pricing');
  });

  it('fails the item with "Failed to generate article content" when fields are missing or malformed', async () => {
    const { keyPoints: _dropped, ...missing } = validArticle();
    bedrock.on(ConverseCommand).resolves(toolAnswer({ ...missing, sections: 'not a list' }));

    const { w, jobId, outcome } = await runOneItem();

    expect(await outcome).toBe('failed');
    const item = w.jobs.item(jobId, 0);
    expect(item.status).toBe('failed');
    expect(item.message).toBe('Failed to generate article content');
    expect(item.error_detail).toMatch(/keyPoints/);
    expect(item.error_detail).toMatch(/sections/);
    expect(w.articles.saved.size).toBe(0);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
  });

  it('fails the item with "No data received from AI" when the model does not call the tool', async () => {
    bedrock.on(ConverseCommand).resolves({
      ...toolAnswer({}),
      output: { message: { role: 'assistant', content: [{ text: 'Here is your article...' }] } },
      stopReason: 'end_turn',
    });

    const { w, jobId, outcome } = await runOneItem();

    expect(await outcome).toBe('failed');
    expect(w.jobs.item(jobId, 0)).toMatchObject({
      status: 'failed',
      message: 'No data received from AI',
    });
  });

  it('succeeds after 3 calls when Bedrock throttles twice, backing off with jitter', async () => {
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(throttled())
      .rejectsOnce(throttled())
      .resolves(toolAnswer(validArticle()));

    const { w, jobId, outcome } = await runOneItem();

    expect(await outcome).toBe('complete');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(3);
    expect(w.jobs.item(jobId, 0).status).toBe('complete');
    // Full jitter: random (0.5) times the exponential ceiling (500 ms, then 1000 ms).
    expect(sleeps).toEqual([250, 500]);
  });

  it('fails the item after 1 call on AccessDeniedException', async () => {
    bedrock.on(ConverseCommand).rejects(
      new AccessDeniedException({
        message: 'You do not have access to the model',
        $metadata: { httpStatusCode: 403 },
      }),
    );

    const { w, jobId, outcome } = await runOneItem();

    expect(await outcome).toBe('failed');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    expect(w.jobs.item(jobId, 0)).toMatchObject({
      status: 'failed',
      message: 'Failed to generate article content',
      error_detail: 'AccessDeniedException: You do not have access to the model',
    });
    expect(sleeps).toEqual([]);
  });

  it('does not retry a ValidationException', async () => {
    bedrock
      .on(ConverseCommand)
      .rejects(
        new ValidationException({ message: 'Malformed input', $metadata: { httpStatusCode: 400 } }),
      );

    const { w, jobId, outcome } = await runOneItem();

    expect(await outcome).toBe('failed');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    expect(w.jobs.item(jobId, 0).error_detail).toMatch(/^ValidationException/);
  });

  it('after 3 throttled calls gives the item back and throws, so the queue redelivers it', async () => {
    bedrock.on(ConverseCommand).rejects(throttled());

    const { w, jobId, outcome } = await runOneItem();

    await expect(outcome).rejects.toBeInstanceOf(RetryableGenerationError);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(3);
    const item = w.jobs.item(jobId, 0);
    expect(item.status).toBe('pending');
    expect(item.error_detail).toMatch(/ThrottlingException/);
  });

  it('retries a 5xx server error', async () => {
    bedrock
      .on(ConverseCommand)
      .rejectsOnce(
        new InternalServerException({ message: 'Internal', $metadata: { httpStatusCode: 500 } }),
      )
      .resolves(toolAnswer(validArticle()));

    const { outcome } = await runOneItem();

    expect(await outcome).toBe('complete');
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(2);
  });

  it('writes a page through the page tool and validates it with the page schema', async () => {
    const page = {
      title: 'Pricing Strategy for SaaS',
      meta_description: 'Value-based pricing for SaaS companies.',
      h1: 'Price on Value',
      subheadline: 'Stop leaving revenue on the table.',
      intro_paragraph: 'Most SaaS firms underprice.',
      value_bullets: ['One', 'Two', 'Three', 'Four'],
      cta_section: 'Book a call.',
      faqs: Array.from({ length: 4 }, (_, i) => ({ question: `Q${i}?`, answer: `A${i}.` })),
    };
    bedrock.on(ConverseCommand).resolves(toolAnswer(page, 'write_landing_page'));

    const result = await model().generatePage({
      keyword: 'pricing strategy',
      industry: 'SaaS',
      pain_point: 'Underpricing',
      intent_level: 'commercial',
      cta_type: 'consultation',
    });

    expect(generatedPageContentSchema.parse(result)).toEqual(page);
    const input = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.toolConfig?.toolChoice).toEqual({ tool: { name: 'write_landing_page' } });
  });
});
