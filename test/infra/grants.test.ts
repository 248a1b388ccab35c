/**
 * The small rules the stacks are built with: merging route uses, naming functions, Bedrock
 * resources for a model id, parsing list context values.
 */
import { rmSync } from 'node:fs';
import { Stack } from 'aws-cdk-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeUses, sitePublishActions } from '@infra/function-uses';
import { bedrockResources, functionId } from '@infra/cdk/stacks/api-stack';
import { pascalCase } from '@infra/cdk/stacks/data-stack';
import { parseList, resolvePublicOrigin } from '@infra/cdk/stage-config';
import { grantTable } from '@infra/local/grants';
import { isGranted, tableActions } from '@infra/local/grants-policy';
import { tableNames, type HandlerModule } from '@infra/manifest';
import { queueNames } from '@shared/content/resources';
import {
  asArray,
  functionStatements,
  houseFunctions,
  resources,
  synthesise,
  type Synthesised,
} from './synth';

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

describe("one source: each function's IAM policy and the sandbox's grant table", () => {
  let built: Synthesised;
  beforeAll(() => {
    built = synthesise({ stage: 'dev' });
  });
  afterAll(() => rmSync(built.outdir, { recursive: true, force: true }));

  const sandboxResources = { imagesBucket: 'images', siteBucket: 'site' };
  const dynamoActions = [...tableActions.write].map((action) => `dynamodb:${action}`);

  it('gives every function of the API stack in IAM exactly the table, queue and staff actions the sandbox allows it', () => {
    const api = built.templates.api;
    const tableIds = Object.keys(resources(built.templates.data, 'AWS::DynamoDB::Table'));
    const tableId = (name: string) =>
      tableIds.find((id) => id.startsWith(`${pascalCase(name)}Table`))!;
    const queueIds = Object.keys(resources(api, 'AWS::SQS::Queue'));
    const queueId = (name: string) =>
      queueIds.find((id) => new RegExp(`^${pascalCase(name)}Queue[0-9A-F]{8}$`).test(id))!;
    const functions = Object.values(houseFunctions(api));
    expect(functions.length).toBeGreaterThan(50);
    for (const [logicalId, fn] of Object.entries(houseFunctions(api))) {
      const module = fn.Properties?.Description as HandlerModule;
      const use = grantTable.get(module);
      expect(use, `${module} has a sandbox grant table entry`).toBeDefined();
      const statements = functionStatements(api, logicalId).filter((st) => st.Effect === 'Allow');
      const iam = (action: string, id: string) =>
        statements.some(
          (st) => asArray(st.Action).includes(action) && JSON.stringify(st.Resource).includes(id),
        );

      const iamTables = tableNames.flatMap((table) =>
        dynamoActions.filter((action) => iam(action, tableId(table))).map((a) => `${a} ${table}`),
      );
      const sandboxTables = tableNames.flatMap((table) =>
        dynamoActions
          .filter((action) =>
            isGranted(use!, { action, resource: { kind: 'table', table } }, sandboxResources),
          )
          .map((action) => `${action} ${table}`),
      );
      expect(sandboxTables, `${module} tables`).toEqual(iamTables);

      const iamQueues = queueNames.filter((queue) => iam('sqs:SendMessage', queueId(queue)));
      const sandboxQueues = queueNames.filter((queue) =>
        isGranted(
          use!,
          { action: 'sqs:SendMessage', resource: { kind: 'queue', queue } },
          sandboxResources,
        ),
      );
      expect(sandboxQueues, `${module} queues`).toEqual(iamQueues);

      const iamStaff = statements
        .flatMap((st) => asArray(st.Action))
        .filter((action) => action.startsWith('cognito-idp:'))
        .sort();
      const sandboxStaff = [...new Set(iamStaff.concat(allStaffActions))]
        .filter((action) =>
          isGranted(
            use!,
            { action, resource: { kind: 'userPool', userPoolId: 'p' } },
            sandboxResources,
          ),
        )
        .sort();
      expect(sandboxStaff, `${module} staff`).toEqual([...new Set(iamStaff)]);
    }
  });

  it('gives the edge store and invalidation actions in IAM to exactly the function the sandbox allows them, on the stack’s store and distribution', () => {
    const edge = { ...sandboxResources, edgeStoreArn: 'kvs', distributionId: 'dist' };
    // The granted actions and some that are not, to see that neither side grants more.
    const candidates = [
      ...sitePublishActions.edgeStore,
      ...sitePublishActions.cdn,
      'cloudfront:GetInvalidation',
      'cloudfront:UpdateDistribution',
    ];
    const resourceOf = (action: string) =>
      action.startsWith('cloudfront:')
        ? { kind: 'distribution' as const, distributionId: 'dist' }
        : { kind: 'keyValueStore' as const, arn: 'kvs' };
    const publishers: string[] = [];
    for (const template of [built.templates.api, built.templates.site]) {
      const storeId = Object.keys(resources(template, 'AWS::CloudFront::KeyValueStore'))[0];
      const distributionId = Object.keys(resources(template, 'AWS::CloudFront::Distribution'))[0];
      for (const [logicalId, fn] of Object.entries(houseFunctions(template))) {
        const module = fn.Properties?.Description as HandlerModule;
        const use = grantTable.get(module);
        expect(use, `${module} has a sandbox grant table entry`).toBeDefined();
        const statements = functionStatements(template, logicalId).filter(
          (st) => st.Effect === 'Allow',
        );
        const iam = statements
          .flatMap((st) => asArray(st.Action))
          .filter((action) => action.startsWith('cloudfront'))
          .sort();
        const sandbox = candidates
          .filter((action) => isGranted(use!, { action, resource: resourceOf(action) }, edge))
          .sort();
        expect(sandbox, `${module} edge`).toEqual(iam);
        if (iam.length === 0) continue;
        publishers.push(module);
        for (const st of statements) {
          const actions = asArray(st.Action);
          if (actions.some((action) => action.startsWith('cloudfront-keyvaluestore:')))
            expect(JSON.stringify(st.Resource)).toContain(storeId);
          if (actions.includes('cloudfront:CreateInvalidation'))
            expect(JSON.stringify(st.Resource)).toContain(distributionId);
        }
      }
    }
    expect(publishers).toEqual(['functions/workers/render.ts']);
  });

  it('gives the post-confirmation trigger the user pool action the sandbox allows it, and only that', () => {
    const statements = Object.values(resources(built.templates.data, 'AWS::IAM::Policy')).flatMap(
      (policy) =>
        (policy.Properties?.PolicyDocument as { Statement: { Action: string | string[] }[] })
          .Statement,
    );
    const iamStaff = statements
      .flatMap((st) => asArray(st.Action))
      .filter((action) => action.startsWith('cognito-idp:'));
    const use = grantTable.get('functions/triggers/post-confirmation.ts')!;
    const sandboxStaff = allStaffActions.filter((action) =>
      isGranted(use, { action, resource: { kind: 'userPool', userPoolId: 'p' } }, sandboxResources),
    );
    expect(sandboxStaff).toEqual(iamStaff);
  });
});

const allStaffActions = [
  'cognito-idp:ListUsersInGroup',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminSetUserPassword',
];
