/**
 * The small rules the stacks are built with: merging route uses, naming functions, Bedrock
 * resources for a model id, parsing list context values.
 */
import { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { mergeUses } from '@infra/cdk/constructs/function-access';
import { bedrockResources, functionId } from '@infra/cdk/stacks/api-stack';
import { parseList, resolvePublicOrigin } from '@infra/cdk/stage-config';

describe('mergeUses', () => {
  it('keeps the strongest table mode, images mode and every queue of the routes of one module', () => {
    expect(
      mergeUses([
        { tables: { articles: 'read', counters: 'write' }, images: 'read' },
        {
          tables: { articles: 'write', counters: 'read' },
          images: 'presign',
          queues: ['generation'],
        },
        { tables: { jobs: 'read' }, images: 'read', queues: ['generation'] },
      ]),
    ).toEqual({
      tables: { articles: 'write', counters: 'write', jobs: 'read' },
      images: 'presign',
      queues: ['generation'],
    });
  });

  it('widens images write and delete to presign (the one mode holding both), and keeps delete alone', () => {
    expect(mergeUses([{ images: 'write' }, { images: 'delete' }]).images).toBe('presign');
    expect(mergeUses([{ images: 'read' }, { images: 'delete' }]).images).toBe('delete');
  });

  it('keeps the narrow append and increment modes alone, and widens two different modes to write', () => {
    expect(
      mergeUses([
        { tables: { contacts: 'append', ratelimits: 'increment' }, inspectQueues: ['generation'] },
        { tables: { contacts: 'append', ratelimits: 'increment', pages: 'read' } },
        { tables: { pages: 'append' } },
      ]),
    ).toEqual({
      tables: { contacts: 'append', ratelimits: 'increment', pages: 'write' },
      inspectQueues: ['generation'],
    });
  });

  it('adds nothing a route did not ask for', () => {
    expect(mergeUses([{ tables: { counters: 'read' } }])).toEqual({ tables: { counters: 'read' } });
  });
});

describe('functionId', () => {
  it('names a function after its module', () => {
    expect(functionId('functions/http/articles/list-articles.ts')).toBe('HttpArticlesListArticles');
    expect(functionId('functions/workers/generation-dead-letter.ts')).toBe(
      'WorkersGenerationDeadLetter',
    );
  });
});

describe('bedrockResources', () => {
  const stack = new Stack();
  const resolve = (arns: string[]) => arns.map((arn) => JSON.stringify(stack.resolve(arn)));

  it('names the foundation model in the stack region', () => {
    const { arns, wildcardFinding } = bedrockResources(
      stack,
      'anthropic.claude-3-5-haiku-20241022-v1:0',
    );
    expect(arns).toHaveLength(1);
    expect(resolve(arns)[0]).toContain(
      '::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
    );
    expect(wildcardFinding).toBeUndefined();
  });

  it('names an inference profile and its model in any region of the profile', () => {
    const { arns, wildcardFinding } = bedrockResources(
      stack,
      'eu.anthropic.claude-3-5-haiku-20241022-v1:0',
    );
    expect(resolve(arns)[0]).toContain(
      ':inference-profile/eu.anthropic.claude-3-5-haiku-20241022-v1:0',
    );
    expect(resolve(arns)[1]).toContain(
      ':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
    );
    expect(wildcardFinding).toBe(
      'Resource::arn:<AWS::Partition>:bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
    );
  });
});

describe('stage config helpers', () => {
  it('parses comma-separated allow-lists', () => {
    expect(parseList(' Ana@Example.com, ,bo@x.example ')).toEqual([
      'ana@example.com',
      'bo@x.example',
    ]);
    expect(parseList('@firm.example')).toEqual(['firm.example']);
    expect(parseList(undefined)).toEqual([]);
    expect(parseList(['a@x.example'])).toEqual(['a@x.example']);
  });

  it('derives the public origin from the domain unless one is given', () => {
    const base = {
      stage: 'dev' as const,
      adminEmails: [],
      adminEmailDomains: [],
      adminMfaRequired: false,
      aiProvider: 'offline' as const,
      bedrockModelId: 'm',
    };
    expect(resolvePublicOrigin({ ...base, domainName: 'www.firm.example' })).toBe(
      'https://www.firm.example',
    );
    expect(resolvePublicOrigin({ ...base, publicOrigin: 'https://d1.cloudfront.net/' })).toBe(
      'https://d1.cloudfront.net',
    );
    expect(resolvePublicOrigin(base)).toBeUndefined();
  });
});
