/**
 * The three stacks of both stages, synthesised in-process from the real manifest, checked
 * against the manifest: routes and their guard, tables, queues, grants, headers, edge routing,
 * cdk-nag, and the logical ids of everything that holds data.
 */
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import type { Template } from 'aws-cdk-lib/assertions';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { functionUses } from '@infra/function-uses';
import { stageDefaults } from '@infra/cdk/stage-config';
import { pascalCase } from '@infra/cdk/stacks/data-stack';
import * as manifest from '@infra/manifest';
import { temporaryPasswordValidityDays } from '@shared/rules/password-policy';
import type { FunctionUse, HandlerModule, QueueName, TableName } from '@infra/manifest';
import {
  asArray,
  fixtureWebBuild,
  functionStatements,
  houseFunctions,
  identityStatements,
  resources,
  synthesise,
  testApiOrigin,
  type Synthesised,
} from './synth';

const stages = ['dev', 'prod'] as const;
const synthesised = {} as Record<(typeof stages)[number], Synthesised>;

beforeAll(() => {
  for (const stage of stages) synthesised[stage] = synthesise({ stage });
  // Synth times are measured here, not asserted (DESIGN.md section 11).
  for (const stage of stages) {
    const { construct, synth } = synthesised[stage].timings;
    console.info(`infra ${stage}: constructs ${construct} ms, synth ${synth} ms`);
  }
});

afterAll(() => {
  // Each cloud assembly holds copies of the assets (the AWS CLI layer alone is 20 MB).
  for (const stage of stages) rmSync(synthesised[stage].outdir, { recursive: true, force: true });
});

const tableEntries = Object.entries(manifest.tables) as [TableName, manifest.TableDef][];
const queueEntries = Object.entries(manifest.queues) as [QueueName, manifest.QueueDef][];

/**
 * What each function of the API stack may use: the one derivation CDK and the sandbox both read
 * (infra/function-uses.ts), less the site stack's publishing worker and the data stack's triggers.
 */
function expectedUses(): Map<HandlerModule, FunctionUse> {
  const apiUses = new Map(functionUses({ ...manifest, triggers: {} }));
  for (const [, def] of queueEntries) if (def.site === 'publish') apiUses.delete(def.worker);
  return apiUses;
}

function functionIdOf(template: Template, module: string): string {
  const match = Object.entries(houseFunctions(template)).find(
    ([, fn]) => fn.Properties?.Description === module,
  );
  if (!match) throw new Error(`No function for ${module}`);
  return match[0];
}

function tableLogicalIds(template: Template): Record<TableName, string> {
  const ids = Object.keys(resources(template, 'AWS::DynamoDB::Table'));
  return Object.fromEntries(
    tableEntries.map(([name]) => [
      name,
      ids.find((id) => id.startsWith(`${pascalCase(name)}Table`))!,
    ]),
  ) as Record<TableName, string>;
}

function variables(template: Template, logicalId: string): Record<string, unknown> {
  const fn = resources(template, 'AWS::Lambda::Function')[logicalId]!;
  return (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables;
}

describe.each(stages)('stage %s', (stage) => {
  const s = () => synthesised[stage];

  it('synthesises all three stacks with zero unacknowledged cdk-nag findings', () => {
    expect(s().synthError?.message).toBeUndefined();
    expect(s().nagViolations).toEqual([]);
    expect(s().cdkMessages).toEqual([]);
  });

  it('acknowledges findings one construct at a time, each with a reason', () => {
    const { acknowledgements } = s();
    expect(acknowledgements.length).toBeGreaterThan(0);
    for (const ack of acknowledgements) {
      expect(ack.onStackOrApp, `${ack.id} on ${ack.path}`).toBe(false);
      expect(ack.reason.length, `${ack.id} on ${ack.path}`).toBeGreaterThanOrEqual(30);
    }
  });

  describe('data stack', () => {
    it('creates every manifest table on demand, encrypted, with PITR, keys, indexes and TTL', () => {
      const tables = resources(s().templates.data, 'AWS::DynamoDB::Table');
      expect(Object.keys(tables)).toHaveLength(tableEntries.length);
      const ids = tableLogicalIds(s().templates.data);
      for (const [name, def] of tableEntries) {
        const table = tables[ids[name]]!;
        const props = table.Properties!;
        expect(props.BillingMode).toBe('PAY_PER_REQUEST');
        expect(props.SSESpecification).toEqual({ SSEEnabled: true });
        expect(props.PointInTimeRecoverySpecification).toEqual({
          PointInTimeRecoveryEnabled: true,
        });
        const keys = [{ AttributeName: def.partitionKey.name, KeyType: 'HASH' }];
        if (def.sortKey) keys.push({ AttributeName: def.sortKey.name, KeyType: 'RANGE' });
        expect(props.KeySchema).toEqual(keys);
        const gsis = (props.GlobalSecondaryIndexes ?? []) as {
          IndexName: string;
          Projection: { ProjectionType: string; NonKeyAttributes?: string[] };
        }[];
        const declared = def.gsis ?? [];
        expect(gsis.map((g) => [g.IndexName, g.Projection])).toEqual(
          declared.map((g) => [
            g.name,
            typeof g.projection === 'object'
              ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...g.projection.include] }
              : { ProjectionType: g.projection },
          ]),
        );
        if (def.ttlAttribute) {
          expect(props.TimeToLiveSpecification).toEqual({
            AttributeName: def.ttlAttribute,
            Enabled: true,
          });
        }
        if (stage === 'prod') {
          expect(props.DeletionProtectionEnabled).toBe(true);
          expect(table.DeletionPolicy).toBe('Retain');
          expect(table.UpdateReplacePolicy).toBe('Retain');
        } else {
          expect(props.DeletionProtectionEnabled).toBe(false);
          expect(table.DeletionPolicy).toBe('Delete');
        }
      }
    });

    it('keeps the images bucket private, TLS-only, versioned, logged, with CORS for uploads', () => {
      const buckets = resources(s().templates.data, 'AWS::S3::Bucket');
      const [, images] = Object.entries(buckets).find(([id]) => id.startsWith('ImagesBucket'))!;
      const props = images.Properties!;
      expect(props.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(props.VersioningConfiguration).toEqual({ Status: 'Enabled' });
      expect(JSON.stringify(props.LifecycleConfiguration)).toContain('NoncurrentVersionExpiration');
      expect(JSON.stringify(props.CorsConfiguration)).toContain('"POST"');
      expect(props.LoggingConfiguration).toBeDefined();
      const policies = JSON.stringify(resources(s().templates.data, 'AWS::S3::BucketPolicy'));
      expect(policies).toContain('"aws:SecureTransport":"false"');
      expect(policies).toContain('cloudfront.amazonaws.com');
      expect(images.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
    });

    it('has a user pool with self sign-up, e-mail sign-in, a strong password policy and the allow-list trigger', () => {
      const [pool] = Object.values(resources(s().templates.data, 'AWS::Cognito::UserPool'));
      const props = pool!.Properties!;
      expect(props.UsernameAttributes).toEqual(['email']);
      expect(props.AutoVerifiedAttributes).toEqual(['email']);
      expect(props.AdminCreateUserConfig).toMatchObject({ AllowAdminCreateUserOnly: false });
      // Invited staff get the site's own mail (AdminCreateUser is suppressed): no pool message.
      expect(
        (props.AdminCreateUserConfig as { InviteMessageTemplate?: unknown }).InviteMessageTemplate,
      ).toBeUndefined();
      expect((props.Policies as { PasswordPolicy: unknown }).PasswordPolicy).toMatchObject({
        // The invitation mail says how long its temporary password works.
        TemporaryPasswordValidityDays: temporaryPasswordValidityDays,
        MinimumLength: 12,
        RequireLowercase: true,
        RequireUppercase: true,
        RequireNumbers: true,
        RequireSymbols: true,
      });
      expect((props.LambdaConfig as { PreSignUp?: unknown }).PreSignUp).toBeDefined();
      const [client] = Object.values(resources(s().templates.data, 'AWS::Cognito::UserPoolClient'));
      expect(client!.Properties!.GenerateSecret).toBe(false);
      expect(client!.Properties!.ExplicitAuthFlows).toContain('ALLOW_USER_SRP_AUTH');
      expect(client!.Properties!.ExplicitAuthFlows).not.toContain('ALLOW_USER_PASSWORD_AUTH');
      expect(pool!.DeletionPolicy).toBe(stage === 'prod' ? 'Retain' : 'Delete');
    });

    it('offers TOTP two-step sign-in (never SMS), required of administrators in prod only', () => {
      const [pool] = Object.values(resources(s().templates.data, 'AWS::Cognito::UserPool'));
      const api = s().templates.api;
      const required = stage === 'prod';
      const adminModules = [...new Set(manifest.routes.map((route) => route.handler))].filter(
        (module) => manifest.routes.some((r) => r.handler === module && r.access === 'admin'),
      );

      expect(pool!.Properties!.MfaConfiguration).toBe('OPTIONAL');
      expect(pool!.Properties!.EnabledMfas).toEqual(['SOFTWARE_TOKEN_MFA']);
      for (const module of adminModules) {
        const id = functionIdOf(api, module);
        const actions = functionStatements(api, id).flatMap((st) => asArray(st.Action));
        expect(variables(api, id).ADMIN_MFA_REQUIRED, module).toBe(String(required));
        // The guard asks the pool whether an administrator has it, only where it is required.
        expect(actions.includes('cognito-idp:AdminGetUser'), module).toBe(
          required || manifest.routes.some((r) => r.handler === module && r.staff),
        );
      }
    });

    it('decides staff roles by groups with precedence, filled by the post-confirmation trigger, with case-insensitive sign-in', () => {
      const data = s().templates.data;
      const [pool] = Object.values(resources(data, 'AWS::Cognito::UserPool'));
      const props = pool!.Properties!;
      expect(props.UsernameConfiguration).toEqual({ CaseSensitive: false });
      expect((props.LambdaConfig as { PostConfirmation?: unknown }).PostConfirmation).toBeDefined();
      const groups = Object.values(resources(data, 'AWS::Cognito::UserPoolGroup'));
      expect(
        Object.fromEntries(
          groups.map((group) => [group.Properties!.GroupName, group.Properties!.Precedence]),
        ),
      ).toEqual({ admins: undefined, administrators: 1, editors: 2, contributors: 3 });
      const policies = Object.values(resources(data, 'AWS::IAM::Policy'));
      expect(
        policies.some((policy) =>
          JSON.stringify(policy.Properties!.PolicyDocument).includes(
            'cognito-idp:AdminAddUserToGroup',
          ),
        ),
      ).toBe(true);
    });

    it('lets the web client write only the e-mail, whose change holds until verified', () => {
      const data = s().templates.data;
      const [client] = Object.values(resources(data, 'AWS::Cognito::UserPoolClient'));
      // Cognito's rule: every client writes what the pool requires, and the pool requires email.
      expect(client!.Properties!.WriteAttributes).toEqual(['email']);
      const [pool] = Object.values(resources(data, 'AWS::Cognito::UserPool'));
      expect(pool!.Properties!.UserAttributeUpdateSettings).toEqual({
        AttributesRequireVerificationBeforeUpdate: ['email'],
      });
      expect(pool!.Properties!.Schema).toContainEqual(
        expect.objectContaining({ Name: 'email', Required: true }),
      );
    });

    it('outputs the user pool and client ids', () => {
      s().templates.data.hasOutput('UserPoolId', {});
      s().templates.data.hasOutput('UserPoolClientId', {});
    });
  });

  describe('api stack', () => {
    it('has exactly one route per manifest route', () => {
      const routes = Object.values(resources(s().templates.api, 'AWS::ApiGatewayV2::Route'));
      const keys = routes.map((r) => r.Properties!.RouteKey).sort();
      expect(keys).toEqual(manifest.routes.map((r) => `${r.method} ${r.path}`).sort());
    });

    it('puts the Cognito JWT authorizer on every admin route and none on public ones', () => {
      const routes = Object.values(resources(s().templates.api, 'AWS::ApiGatewayV2::Route'));
      const [authorizerId, authorizer] = Object.entries(
        resources(s().templates.api, 'AWS::ApiGatewayV2::Authorizer'),
      )[0]!;
      expect(authorizer.Properties!.AuthorizerType).toBe('JWT');
      expect(JSON.stringify(authorizer.Properties!.JwtConfiguration)).toContain(
        'UserPoolWebClient',
      );
      expect(JSON.stringify(authorizer.Properties!.JwtConfiguration)).toContain('ProviderURL');
      for (const route of manifest.routes) {
        const found = routes.find(
          (r) => r.Properties!.RouteKey === `${route.method} ${route.path}`,
        )!;
        if (route.access === 'admin') {
          expect(found.Properties!.AuthorizationType, route.path).toBe('JWT');
          expect(found.Properties!.AuthorizerId, route.path).toEqual({ Ref: authorizerId });
        } else {
          expect([undefined, 'NONE'], route.path).toContain(found.Properties!.AuthorizationType);
          expect(found.Properties!.AuthorizerId, route.path).toBeUndefined();
        }
      }
    });

    it('gives the public POST routes their own throttles, and their functions reserved concurrency in prod', () => {
      const api = s().templates.api;
      const [apiStage] = Object.values(resources(api, 'AWS::ApiGatewayV2::Stage'));
      const settings = apiStage!.Properties!.RouteSettings as Record<
        string,
        Record<string, number>
      >;
      const publicPosts = manifest.routes.filter(
        (route) => route.access === 'public' && route.method === 'POST',
      );
      expect(publicPosts.length).toBeGreaterThan(0);
      for (const route of publicPosts) {
        const own = settings?.[`${route.method} ${route.path}`];
        expect(own, route.path).toMatchObject({
          ThrottlingRateLimit: expect.any(Number),
          ThrottlingBurstLimit: expect.any(Number),
        });
        const stageRate = (apiStage!.Properties!.DefaultRouteSettings as Record<string, number>)
          .ThrottlingRateLimit!;
        expect(own!.ThrottlingRateLimit).toBeLessThan(stageRate);
        const fn = houseFunctions(api)[functionIdOf(api, route.handler)]!;
        expect(fn.Properties!.ReservedConcurrentExecutions, route.path).toBe(
          stage === 'prod' ? route.reservedConcurrency : undefined,
        );
      }
    });

    it('gives every alarm an action: the stage topic, e-mailing the stage setting when given', () => {
      const api = s().templates.api;
      const alarms = Object.values(resources(api, 'AWS::CloudWatch::Alarm'));
      // The stage's alarm topic (the other is SES's feedback topic).
      const topicId = Object.keys(resources(api, 'AWS::SNS::Topic')).find((id) =>
        id.startsWith('AlarmsTopic'),
      );
      expect(alarms.length).toBeGreaterThan(0);
      for (const alarm of alarms) {
        expect(alarm.Properties!.AlarmActions, String(alarm.Properties!.AlarmDescription)).toEqual([
          { Ref: topicId },
        ]);
      }
    });

    it('alarms on errors and throttles of every function and on the API 5xx rate', () => {
      const api = s().templates.api;
      const alarms = Object.values(resources(api, 'AWS::CloudWatch::Alarm')).map((a) =>
        JSON.stringify(a.Properties!.Metrics ?? []),
      );
      for (const id of Object.keys(houseFunctions(api))) {
        for (const metric of ['"Errors"', '"Throttles"']) {
          expect(
            alarms.some((m) => m.includes(metric) && m.includes(`"Ref":"${id}"`)),
            `${id} ${metric}`,
          ).toBe(true);
        }
      }
      expect(alarms.some((m) => m.includes('"5xx"') && m.includes('"Count"'))).toBe(true);
    });

    it("alarms on errors and throttles of the user pool's triggers and the render worker, to the stage topic", () => {
      const { api, data, site } = s().templates;
      // The stage's alarm topic (the other is SES's feedback topic).
      const topicId = Object.keys(resources(api, 'AWS::SNS::Topic')).find((id) =>
        id.startsWith('AlarmsTopic'),
      );
      const apiAlarms = Object.values(resources(api, 'AWS::CloudWatch::Alarm')).map((a) =>
        JSON.stringify(a.Properties!.Metrics ?? []),
      );
      // The triggers live in the data stack: the API stack's alarms name them by import.
      const triggers = Object.keys(houseFunctions(data));
      expect(triggers.length).toBeGreaterThan(0);
      for (const id of triggers) {
        for (const metric of ['"Errors"', '"Throttles"']) {
          expect(
            apiAlarms.some((m) => m.includes(metric) && m.includes(`ExportsOutputRef${id}`)),
            `${id} ${metric}`,
          ).toBe(true);
        }
      }
      const siteAlarms = Object.values(resources(site, 'AWS::CloudWatch::Alarm'));
      const workers = Object.keys(houseFunctions(site));
      expect(workers.length).toBeGreaterThan(0);
      for (const id of workers) {
        for (const metric of ['"Errors"', '"Throttles"']) {
          const alarm = siteAlarms.find((a) => {
            const m = JSON.stringify(a.Properties!.Metrics ?? []);
            return m.includes(metric) && m.includes(`"Ref":"${id}"`);
          });
          expect(alarm, `${id} ${metric}`).toBeDefined();
          expect(JSON.stringify(alarm!.Properties!.AlarmActions)).toContain(
            `ExportsOutputRef${topicId}`,
          );
        }
      }
    });

    it('throttles the stage and writes access logs', () => {
      const [apiStage] = Object.values(resources(s().templates.api, 'AWS::ApiGatewayV2::Stage'));
      const props = apiStage!.Properties!;
      expect(props.StageName).toBe('$default');
      expect(props.DefaultRouteSettings).toMatchObject({
        ThrottlingBurstLimit: expect.any(Number),
        ThrottlingRateLimit: expect.any(Number),
      });
      expect(props.AccessLogSettings).toMatchObject({
        DestinationArn: expect.anything(),
        Format: expect.stringContaining('requestId'),
      });
    });

    it(
      stage === 'prod'
        ? 'disables the default execute-api endpoint and maps the API to its custom domain'
        : 'keeps the default execute-api endpoint in dev without apiOriginDomain',
      () => {
        const api = s().templates.api;
        const [httpApi] = Object.values(resources(api, 'AWS::ApiGatewayV2::Api'));
        const domains = Object.entries(resources(api, 'AWS::ApiGatewayV2::DomainName'));
        const mappings = Object.values(resources(api, 'AWS::ApiGatewayV2::ApiMapping'));
        if (stage === 'dev') {
          expect(httpApi!.Properties!.DisableExecuteApiEndpoint).not.toBe(true);
          expect(domains).toEqual([]);
          return;
        }
        expect(httpApi!.Properties!.DisableExecuteApiEndpoint).toBe(true);
        expect(domains).toHaveLength(1);
        const [domainId, domain] = domains[0]!;
        expect(domain.Properties).toMatchObject({
          DomainName: testApiOrigin.apiOriginDomain,
          DomainNameConfigurations: [
            {
              CertificateArn: testApiOrigin.apiOriginCertificateArn,
              EndpointType: 'REGIONAL',
              SecurityPolicy: 'TLS_1_2',
            },
          ],
        });
        const [apiId] = Object.keys(resources(api, 'AWS::ApiGatewayV2::Api'));
        expect(mappings).toHaveLength(1);
        expect(mappings[0]!.Properties).toMatchObject({
          ApiId: { Ref: apiId },
          DomainName: { Ref: domainId },
          Stage: '$default',
        });
        // The template refuses a deploy outside the certificate's region (the stack has no env).
        expect(JSON.stringify(api.toJSON().Rules)).toContain('"eu-west-1"');
      },
    );

    it('builds one house function per handler module: nodejs22.x, arm64, traced, Powertools env, own log group', () => {
      const functions = houseFunctions(s().templates.api);
      expect(Object.keys(functions)).toHaveLength(expectedUses().size);
      const logGroups = resources(s().templates.api, 'AWS::Logs::LogGroup');
      for (const fn of Object.values(functions)) {
        const props = fn.Properties!;
        expect(props.Runtime).toBe('nodejs22.x');
        // A function with a native package runs on the architecture of its installed binary.
        const use = expectedUses().get(props.Description as HandlerModule);
        expect(props.Architectures).toEqual(use?.native ? ['x86_64'] : ['arm64']);
        expect(props.TracingConfig).toEqual({ Mode: 'Active' });
        expect(props.Handler).toBe('index.handler');
        const env = (props.Environment as { Variables: Record<string, unknown> }).Variables;
        expect(env.POWERTOOLS_LOG_LEVEL).toBe(stage === 'prod' ? 'INFO' : 'DEBUG');
        const logGroupId = (props.LoggingConfig as { LogGroup: { Ref: string } }).LogGroup.Ref;
        expect(logGroups[logGroupId]!.Properties!.RetentionInDays).toEqual(expect.any(Number));
      }
    });

    it('runs the data migrations after each deploy: one trigger invoking the migrate function, waiting for it', () => {
      const api = s().templates.api;
      const triggers = Object.values(resources(api, 'Custom::Trigger'));
      expect(triggers).toHaveLength(1);
      const props = triggers[0]!.Properties!;
      // The trigger invokes the function's current version (a new one per bundle).
      const versionId = (props.HandlerArn as { Ref: string }).Ref;
      const version = resources(api, 'AWS::Lambda::Version')[versionId]!;
      expect(version.Properties!.FunctionName).toEqual({
        Ref: functionIdOf(api, manifest.migrations.handler),
      });
      // Waits for the answer, so a failed migration fails the deploy; runs again on a new bundle.
      expect(props.InvocationType).toBe('RequestResponse');
      expect(props.ExecuteOnHandlerChange).toBe(true);
    });

    it('grants each function exactly the tables, images access and queues the manifest names', () => {
      const api = s().templates.api;
      const tableIds = tableLogicalIds(s().templates.data);
      for (const [module, use] of expectedUses()) {
        const statements = functionStatements(api, functionIdOf(api, module)).filter(
          (st) => st.Effect === 'Allow',
        );
        const tablesWith = (action: string) =>
          tableEntries
            .map(([name]) => name)
            .filter((name) =>
              statements.some(
                (st) =>
                  asArray(st.Action).includes(action) &&
                  JSON.stringify(st.Resource).includes(tableIds[name]),
              ),
            )
            .sort();
        const declared = Object.entries(use.tables ?? {}) as [TableName, string][];
        const named = (...modes: string[]) =>
          declared
            .filter(([, mode]) => modes.includes(mode))
            .map(([n]) => n)
            .sort();
        expect(tablesWith('dynamodb:PutItem'), `${module} writes`).toEqual(
          named('write', 'append'),
        );
        expect(tablesWith('dynamodb:UpdateItem'), `${module} updates`).toEqual(
          named('write', 'increment'),
        );
        // Append and increment grant one action: a public writer reads nothing back.
        for (const action of ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:Scan'])
          expect(tablesWith(action), `${module} ${action}`).toEqual(named('read', 'write'));

        const actions = statements.flatMap((st) => asArray(st.Action));
        expect(actions.includes('s3:GetObject*'), `${module} reads images`).toBe(
          use.images !== undefined,
        );
        expect(actions.includes('s3:PutObject'), `${module} uploads images`).toBe(
          use.images === 'presign' || use.images === 'write',
        );
        expect(actions.includes('s3:DeleteObject*'), `${module} deletes images`).toBe(
          use.images === 'presign' || use.images === 'delete',
        );
        expect(actions.includes('sqs:SendMessage'), `${module} enqueues`).toBe(
          (use.queues ?? []).length > 0,
        );

        expect(actions.includes('bedrock:InvokeModel'), `${module} calls the model`).toBe(
          use.model === 'invoke',
        );
        // Staff accounts: the Staff routes alone list and change the user pool's
        // users; the email worker alone sets a password (an invitation's temporary one).
        expect(actions.includes('cognito-idp:ListUsersInGroup'), `${module} lists staff`).toBe(
          use.staff === 'read' || use.staff === 'manage',
        );
        expect(actions.includes('cognito-idp:AdminDeleteUser'), `${module} manages staff`).toBe(
          use.staff === 'manage',
        );
        expect(
          actions.includes('cognito-idp:AdminSetUserPassword'),
          `${module} sets invitation passwords`,
        ).toBe(module === 'functions/workers/email.ts');
      }
    });

    it('lets the public form handlers append and count only: no reads or scans of personal data', () => {
      const api = s().templates.api;
      const tableIds = tableLogicalIds(s().templates.data);
      for (const [module, table] of [
        ['functions/http/contact/submit.ts', 'contacts'],
        ['functions/http/newsletter/subscribe.ts', 'subscribers'],
      ] as const) {
        const actions = functionStatements(api, functionIdOf(api, module))
          .filter(
            (st) => st.Effect === 'Allow' && JSON.stringify(st.Resource).includes(tableIds[table]),
          )
          .flatMap((st) => asArray(st.Action));
        expect(actions, module).toEqual(['dynamodb:PutItem']);
      }
    });

    it('lets the health check look at the generation queue without sending to it', () => {
      const api = s().templates.api;
      const actions = functionStatements(
        api,
        functionIdOf(api, 'functions/http/health.ts'),
      ).flatMap((st) => asArray(st.Action));
      expect(actions).toContain('sqs:GetQueueAttributes');
      expect(actions.filter((action) => action.startsWith('sqs:'))).toEqual([
        'sqs:GetQueueAttributes',
      ]);
    });

    it('passes each function the names of exactly what it uses, plus the common settings', () => {
      const api = s().templates.api;
      for (const [module, use] of expectedUses()) {
        const env = variables(api, functionIdOf(api, module));
        const tableVars = Object.keys(env)
          .filter((k) => k.startsWith('TABLE_'))
          .sort();
        expect(tableVars, module).toEqual(
          Object.keys(use.tables ?? {})
            .map((n) => manifest.tableEnvName(n as TableName))
            .sort(),
        );
        const queueVars = Object.keys(env)
          .filter((k) => k.startsWith('QUEUE_'))
          .sort();
        expect(queueVars, module).toEqual(
          [...new Set([...(use.queues ?? []), ...(use.inspectQueues ?? [])])]
            .map((q) => manifest.queueEnvName(q))
            .sort(),
        );
        expect(env).toMatchObject({
          STAGE: stage,
          IMAGES_BUCKET: expect.anything(),
          COGNITO_USER_POOL_ID: expect.anything(),
          COGNITO_CLIENT_ID: expect.anything(),
          ADMIN_EMAILS: '',
          ADMIN_EMAIL_DOMAINS: '',
          AI_PROVIDER: stageDefaults.aiProvider,
          BEDROCK_MODEL_ID: stageDefaults.bedrockModelId,
          POWERTOOLS_SERVICE_NAME: expect.any(String),
        });
      }
    });

    it('gives every queue a DLQ, a visibility timeout of six worker timeouts, an alarm and its worker', () => {
      const api = s().templates.api;
      const queues = resources(api, 'AWS::SQS::Queue');
      for (const [name, def] of queueEntries) {
        // The publishing worker consumes its queue from the site stack.
        const home = def.site === 'publish' ? s().templates.site : api;
        const mappings = Object.values(resources(home, 'AWS::Lambda::EventSourceMapping'));
        const [queueId, queue] = Object.entries(queues).find(
          ([id]) => id.startsWith(`${pascalCase(name)}Queue`) && !id.includes('DeadLetter'),
        )!;
        const redrive = queue.Properties!.RedrivePolicy as {
          maxReceiveCount: number;
          deadLetterTargetArn: unknown;
        };
        expect(redrive.maxReceiveCount).toBe(def.maxReceiveCount);
        const dlqId = (redrive.deadLetterTargetArn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0]!;
        expect(queues[dlqId]).toBeDefined();
        expect(queue.Properties!.VisibilityTimeout).toBeGreaterThanOrEqual(
          6 * def.workerTimeoutSeconds,
        );

        const workerId = functionIdOf(home, def.worker);
        expect(resources(home, 'AWS::Lambda::Function')[workerId]!.Properties!.Timeout).toBe(
          def.workerTimeoutSeconds,
        );
        const mapping = mappings.find((m) =>
          JSON.stringify(m.Properties!.EventSourceArn).includes(queueId),
        )!;
        expect(mapping.Properties).toMatchObject({
          FunctionName: { Ref: workerId },
          BatchSize: def.batchSize,
          ScalingConfig: { MaximumConcurrency: def.maxConcurrency },
          FunctionResponseTypes: ['ReportBatchItemFailures'],
        });
        if (def.deadLetterWorker) {
          const dlqMapping = mappings.find((m) =>
            JSON.stringify(m.Properties!.EventSourceArn).includes(dlqId),
          )!;
          expect(dlqMapping.Properties!.FunctionName).toEqual({
            Ref: functionIdOf(api, def.deadLetterWorker),
          });
        }
        const alarms = Object.values(resources(api, 'AWS::CloudWatch::Alarm'));
        // Arrivals in the DLQ (its own worker drains it at once, so visible messages would not show).
        expect(
          alarms.some((a) => {
            const metrics = JSON.stringify(a.Properties!.Metrics ?? []);
            return (
              metrics.includes('NumberOfMessagesSent') &&
              metrics.includes(dlqId) &&
              !metrics.includes('ApproximateNumberOfMessagesVisible') &&
              a.Properties!.Threshold === 0 &&
              a.Properties!.ComparisonOperator === 'GreaterThanThreshold'
            );
          }),
        ).toBe(true);
        const queuePolicies = JSON.stringify(resources(api, 'AWS::SQS::QueuePolicy'));
        for (const id of [queueId, dlqId]) expect(queuePolicies).toContain(`"Ref":"${id}"`);
        expect(queuePolicies).toContain('"aws:SecureTransport":"false"');
      }
    });

    it('runs every manifest schedule on an EventBridge rule', () => {
      const api = s().templates.api;
      const rules = Object.values(resources(api, 'AWS::Events::Rule'));
      for (const def of Object.values(manifest.schedules)) {
        const fnId = functionIdOf(api, def.handler);
        expect(
          rules.some(
            (rule) =>
              rule.Properties!.ScheduleExpression === def.schedule &&
              JSON.stringify(rule.Properties!.Targets).includes(`"${fnId}"`),
          ),
          def.handler,
        ).toBe(true);
      }
    });

    it('stays under the CloudFormation limit of 500 resources per stack', () => {
      const counts = Object.entries(s().resourceCounts);
      // The three stacks and the API's two nested stacks of route functions.
      expect(counts).toHaveLength(5);
      for (const [stack, count] of counts) expect(count, stack).toBeLessThanOrEqual(500);
    });
  });

  it('grants no `*` action anywhere, and no `*` resource to DynamoDB, S3 or SQS actions', () => {
    for (const template of Object.values(s().templates)) {
      for (const { owner, statement } of identityStatements(template)) {
        if (statement.Effect !== 'Allow') continue;
        const actions = asArray(statement.Action);
        for (const action of actions) expect(action, owner).not.toMatch(/^(\*|[\w-]+:\*)$/);
        if (asArray(statement.Resource).includes('*')) {
          expect(
            actions.filter((a) => /^(dynamodb|s3|sqs):/.test(a)),
            owner,
          ).toEqual([]);
        }
      }
    }
  });

  describe('site stack', () => {
    it('runs the render worker beside the site: rendered pages only, the edge store, invalidations', () => {
      const site = s().templates.site;
      const workerId = functionIdOf(site, manifest.queues.render.worker);
      const env = (
        resources(site, 'AWS::Lambda::Function')[workerId]!.Properties!.Environment as {
          Variables: Record<string, unknown>;
        }
      ).Variables;
      expect(Object.keys(env)).toEqual(
        expect.arrayContaining([
          'SITE_BUCKET',
          'EDGE_STORE_ARN',
          'DISTRIBUTION_ID',
          'RENDER_BUILD_PATH',
          'TABLE_ARTICLES',
          'TABLE_COUNTERS',
          'TABLE_PAGES',
          'TABLE_UNIQUES',
          'TABLE_REDIRECTS',
        ]),
      );
      const statements = functionStatements(site, workerId).filter((st) => st.Effect === 'Allow');
      const actions = statements.flatMap((st) => asArray(st.Action));
      expect(actions).toEqual(
        expect.arrayContaining([
          'cloudfront-keyvaluestore:PutKey',
          'cloudfront-keyvaluestore:DeleteKey',
          'cloudfront:CreateInvalidation',
          's3:PutObject',
        ]),
      );
      // Writes to the site bucket only under _rendered/, and no delete anywhere.
      const puts = statements.filter((st) => asArray(st.Action).includes('s3:PutObject'));
      expect(JSON.stringify(puts.map((st) => st.Resource))).toContain('/_rendered/*');
      expect(actions.some((action) => String(action).startsWith('s3:Delete'))).toBe(false);
      // Of the tables, it writes the redirects table only (the articles' earlier slugs).
      const tableWrites = statements.filter((st) =>
        asArray(st.Action).some((action) =>
          /^dynamodb:(PutItem|UpdateItem|DeleteItem|BatchWriteItem)$/.test(String(action)),
        ),
      );
      expect(tableWrites.length).toBeGreaterThan(0);
      for (const st of tableWrites) {
        expect(JSON.stringify(st.Resource)).toMatch(/Redirects/i);
        expect(JSON.stringify(st.Resource)).not.toMatch(/Articles|Pages|Counters/i);
      }
      // Every deploy asks for a whole-site render after the new build is in the bucket.
      const [rerender] = Object.values(resources(site, 'Custom::AWS'));
      const call = JSON.stringify(rerender!.Properties!.Update);
      expect(call).toContain('sendMessage');
      expect(call).toMatch(/type.{1,12}site/);
      expect(JSON.stringify((rerender as { DependsOn?: unknown }).DependsOn)).toContain(
        'SiteDeploymentCustomResource',
      );
    });

    const distribution = () =>
      Object.values(resources(s().templates.site, 'AWS::CloudFront::Distribution'))[0]!.Properties!
        .DistributionConfig as Record<string, unknown> & {
        DefaultCacheBehavior: Record<string, unknown>;
        CacheBehaviors: Record<string, unknown>[];
        Origins: Record<string, unknown>[];
      };

    it('serves /api/* uncached from the API with every viewer header but Host, all methods', () => {
      const api = distribution().CacheBehaviors.find((b) => b.PathPattern === '/api/*')!;
      expect(api.CachePolicyId).toBe(cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId);
      expect(api.OriginRequestPolicyId).toBe(
        cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      );
      expect(api.AllowedMethods).toHaveLength(7);
    });

    /** The origins of `/api/*` and the API aliases (`/sitemap.xml`, ...). */
    const apiOrigins = () => {
      const ids = distribution()
        .CacheBehaviors.filter(
          (b) =>
            b.PathPattern === '/api/*' ||
            (manifest.apiAliases as readonly string[]).includes(String(b.PathPattern)),
        )
        .map((b) => b.TargetOriginId);
      return distribution().Origins.filter((o) => ids.includes(o.Id));
    };

    it(
      stage === 'prod'
        ? "reaches the API by its custom domain only: CloudFront's API origins name it"
        : 'reaches the API by its execute-api endpoint (dev without apiOriginDomain)',
      () => {
        const origins = apiOrigins();
        expect(origins.length).toBeGreaterThan(1);
        for (const origin of origins) {
          if (stage === 'prod') expect(origin.DomainName).toBe(testApiOrigin.apiOriginDomain);
          else expect(JSON.stringify(origin.DomainName)).toContain('execute-api');
        }
      },
    );

    it('acknowledges CFR2 (no WAF) with what holds for the API endpoint of the stage', () => {
      const cfr2 = s().acknowledgements.filter((ack) => ack.id === 'AwsSolutions-CFR2');
      expect(cfr2).toHaveLength(1);
      expect(cfr2[0]!.reason).toContain(
        stage === 'prod'
          ? `execute-api endpoint is disabled: it answers only by its custom domain ${testApiOrigin.apiOriginDomain}`
          : 'execute-api endpoint stays on',
      );
      expect(cfr2[0]!.reason).toContain('origin secret');
      expect(cfr2[0]!.reason).not.toContain('admins group');
    });

    it('sends every API origin the deploy-time origin secret the functions compare with', () => {
      const secrets = Object.keys(resources(s().templates.api, 'AWS::SecretsManager::Secret'));
      expect(secrets).toHaveLength(1);
      const origins = apiOrigins();
      expect(origins.length).toBeGreaterThan(0);
      for (const origin of origins) {
        const headers = origin.OriginCustomHeaders as {
          HeaderName: string;
          HeaderValue: unknown;
        }[];
        const header = headers.find((h) => h.HeaderName === 'x-origin-verify');
        // A dynamic reference to the secret (resolved by CloudFormation), never a literal value.
        expect(JSON.stringify(header?.HeaderValue)).toContain('{{resolve:secretsmanager:');
      }
      for (const fn of Object.values(houseFunctions(s().templates.api))) {
        const env = (fn.Properties!.Environment as { Variables: Record<string, unknown> })
          .Variables;
        expect(JSON.stringify(env.ORIGIN_SECRET)).toContain('{{resolve:secretsmanager:');
        expect(JSON.stringify(env.ORIGIN_SECRET)).toContain(secrets[0]);
      }
    });

    it('serves the buckets through Origin Access Control, /media/* from the images bucket', () => {
      const media = distribution().CacheBehaviors.find(
        (b) => b.PathPattern === `${manifest.buckets.images.publicPath}*`,
      )!;
      const origin = distribution().Origins.find((o) => o.Id === media.TargetOriginId)!;
      expect(JSON.stringify(origin.DomainName)).toContain('ImagesBucket');
      const s3Origins = distribution().Origins.filter((o) => o.S3OriginConfig);
      expect(s3Origins).toHaveLength(2);
      for (const o of s3Origins) expect(o.OriginAccessControlId).toBeDefined();
      expect(resources(s().templates.site, 'AWS::CloudFront::OriginAccessControl')).not.toEqual({});
    });

    type HeadersPolicy = {
      Comment: string;
      SecurityHeadersConfig: Record<string, Record<string, unknown>>;
      CustomHeadersConfig?: { Items: { Header: string; Value: string }[] };
    };
    const headersPolicies = () =>
      Object.entries(resources(s().templates.site, 'AWS::CloudFront::ResponseHeadersPolicy')).map(
        ([id, policy]) =>
          [id, policy.Properties!.ResponseHeadersPolicyConfig as HeadersPolicy] as const,
      );
    const mediaPattern = `${manifest.buckets.images.publicPath}*`;

    it("sends the manifest's security headers on every behaviour but /media/*, scripts only by the build's hashes", () => {
      const [policyId, config] = headersPolicies().find(
        ([, policy]) => !policy.Comment.includes('/media/'),
      )!;
      const headers = manifest.securityHeaders;
      // The manifest's policy, plus the hashes the build recorded (test/infra/fixtures) as
      // script-src, and Cognito (the admin's sign-in) and the images bucket (presigned uploads) as
      // connect-src.
      const csp = JSON.stringify(
        config.SecurityHeadersConfig.ContentSecurityPolicy!.ContentSecurityPolicy,
      );
      const recorded = JSON.parse(
        readFileSync(join(dirname(fixtureWebBuild), 'script-sources.json'), 'utf8'),
      ) as { scriptSrc: string[] };
      expect(recorded.scriptSrc.length).toBeGreaterThan(0);
      expect(csp).toContain(
        headers['Content-Security-Policy'].replace(
          "script-src 'self'",
          `script-src 'self' ${recorded.scriptSrc.join(' ')}`,
        ),
      );
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("; connect-src 'self' https://cognito-idp.");
      expect(csp).toContain('ImagesBucket');
      expect(config.SecurityHeadersConfig.StrictTransportSecurity).toMatchObject({
        AccessControlMaxAgeSec: 63072000,
        IncludeSubdomains: true,
        Preload: true,
      });
      expect(config.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
      expect(config.SecurityHeadersConfig.FrameOptions!.FrameOption).toBe(
        headers['X-Frame-Options'],
      );
      expect(config.SecurityHeadersConfig.ReferrerPolicy!.ReferrerPolicy).toBe(
        headers['Referrer-Policy'],
      );
      expect(config.CustomHeadersConfig?.Items).toContainEqual(
        expect.objectContaining({
          Header: 'Permissions-Policy',
          Value: headers['Permissions-Policy'],
        }),
      );
      for (const behavior of [
        distribution().DefaultCacheBehavior,
        ...distribution().CacheBehaviors.filter((b) => b.PathPattern !== mediaPattern),
      ]) {
        expect(behavior.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
      }
    });

    it('answers /media/* with a sandboxed no-script policy, and non-images as attachments', () => {
      const [policyId, config] = headersPolicies().find(([, policy]) =>
        policy.Comment.includes('/media/'),
      )!;
      expect(config.SecurityHeadersConfig.ContentSecurityPolicy).toEqual({
        ContentSecurityPolicy: "default-src 'none'; img-src 'self'; sandbox",
        Override: true,
      });
      expect(config.SecurityHeadersConfig.ContentTypeOptions).toEqual({ Override: true });
      const media = distribution().CacheBehaviors.find((b) => b.PathPattern === mediaPattern)!;
      expect(media.ResponseHeadersPolicyId).toEqual({ Ref: policyId });
      // One function on both events: the prefix off the request, the disposition on the answer.
      const associations = media.FunctionAssociations as {
        EventType: string;
        FunctionARN: { 'Fn::GetAtt': string[] };
      }[];
      expect(associations.map((a) => a.EventType).sort()).toEqual([
        'viewer-request',
        'viewer-response',
      ]);
      const fn = resources(s().templates.site, 'AWS::CloudFront::Function')[
        associations[0]!.FunctionARN['Fn::GetAtt'][0]!
      ]!.Properties!;
      const answer = runInNewContext(`${fn.FunctionCode as string}\nhandler(event)`, {
        event: {
          context: { eventType: 'viewer-response' },
          request: { uri: '/x.html' },
          response: { headers: { 'content-type': { value: 'text/html' } } },
        },
      }) as { headers: Record<string, { value: string }> };
      expect(answer.headers['content-disposition']).toEqual({ value: 'attachment' });
    });

    it('routes the default behaviour through one CloudFront Function holding every manifest redirect', async () => {
      const functions = resources(s().templates.site, 'AWS::CloudFront::Function');
      const associations = distribution().DefaultCacheBehavior.FunctionAssociations as {
        EventType: string;
        FunctionARN: { 'Fn::GetAtt': string[] };
      }[];
      expect(associations.map((a) => a.EventType).sort()).toEqual([
        'viewer-request',
        'viewer-response',
      ]);
      const fnId = associations[0]!.FunctionARN['Fn::GetAtt'][0]!;
      const fn = functions[fnId]!.Properties!;
      expect((fn.FunctionConfig as { Runtime: string }).Runtime).toBe('cloudfront-js-2.0');
      // The code names the edge store by a token: joined here with a stand-in id.
      const source = fn.FunctionCode as string | { 'Fn::Join': [string, unknown[]] };
      const code =
        typeof source === 'string'
          ? source
          : source['Fn::Join'][1].map((part) => (typeof part === 'string' ? part : 'kvs')).join('');
      expect(code).toMatch(/^import cf from 'cloudfront';/);
      expect(
        (fn.FunctionConfig as { KeyValueStoreAssociations?: unknown[] }).KeyValueStoreAssociations,
      ).toHaveLength(1);
      for (const rule of manifest.redirects) expect(code).toContain(JSON.stringify(rule));
      // The code answers exactly like the manifest's own redirect rule (used by the sandbox).
      const cf = { kvs: () => ({ get: async () => Promise.reject(new Error('no key')) }) };
      const run = (uri: string) =>
        runInNewContext(`${code.replace(/^import cf from 'cloudfront';\n/, '')}\nhandler(event)`, {
          cf,
          event: { context: { eventType: 'viewer-request' }, request: { uri, querystring: {} } },
        }) as Promise<{
          statusCode?: number;
          headers?: { location: { value: string } };
          uri?: string;
        }>;
      for (const rule of manifest.redirects) {
        const path = rule.from.endsWith('/*') ? `${rule.from.slice(0, -1)}some/thing` : rule.from;
        const expected = manifest.findRedirect(path)!;
        const answer = await run(path);
        expect(answer.statusCode, path).toBe(expected.status);
        expect(answer.headers?.location.value, path).toBe(expected.location);
      }
      expect((await run('/about')).uri).toBe('/about/index.html');
      expect(distribution().CustomErrorResponses).toBeUndefined();
    });

    it('deploys the build with a runtime /config.json for SRP sign-in, keeping earlier assets and the rendered pages', () => {
      const deployments = Object.values(
        resources(s().templates.site, 'Custom::CDKBucketDeployment'),
      );
      const assets = deployments.find((d) => d.Properties!.Prune === false);
      const deployment = deployments.find((d) => d.Properties!.Prune === true);
      // Hashed assets are added and never pruned, so pages rendered with the previous build
      // keep their scripts; the rest is pruned, except what the render worker writes.
      expect(assets!.Properties).toMatchObject({ Include: ['assets/*'], Exclude: ['*'] });
      expect(deployment!.Properties).toMatchObject({
        DistributionPaths: ['/*'],
        Exclude: ['assets/*', '_rendered/*'],
      });
      expect(asArray(deployment!.Properties!.SourceObjectKeys)).toHaveLength(2);
      const configFile = readdirSync(s().outdir)
        .map((entry) => join(s().outdir, entry, 'config.json'))
        .find((file) => existsSync(file))!;
      const config = JSON.parse(readFileSync(configFile, 'utf8')) as Record<string, string>;
      expect(Object.keys(config).sort()).toEqual([
        'adminMfaRequired',
        'authFlow',
        'region',
        'userPoolClientId',
        'userPoolId',
      ]);
      expect(config.authFlow).toBe('USER_SRP_AUTH');
      // The portal sends an administrator without two-step sign-in to enrol where this is on.
      expect(config.adminMfaRequired).toBe(String(stage === 'prod'));
    });

    it('logs the distribution and outputs the site URL', () => {
      expect(distribution().Logging).toMatchObject({ Prefix: 'cloudfront/' });
      s().templates.site.hasOutput('SiteUrl', {});
    });
  });

  it('keeps the logical ids of stateful resources', () => {
    const stateful = [
      'AWS::DynamoDB::Table',
      'AWS::S3::Bucket',
      'AWS::Cognito::UserPool',
      'AWS::Cognito::UserPoolClient',
      'AWS::SQS::Queue',
    ];
    const ids = Object.entries(s().templates).flatMap(([stack, template]) =>
      stateful.flatMap((type) =>
        Object.keys(resources(template, type)).map((id) => `${stack} ${type} ${id}`),
      ),
    );
    expect(ids.sort()).toMatchSnapshot();
  });
});
