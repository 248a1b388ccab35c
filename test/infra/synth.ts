/**
 * Synthesises the app in-process for the infra tests: bundling skipped (no esbuild runs), CDK's
 * built-in schema validation off (30 s a synth), cdk-nag on exactly as in `cdk synth`, and a
 * fixture web build so the edge function's page list does not depend on `npm run build`. A prod
 * stage gets the API origin domain prod requires (`testApiOrigin`) unless a test gives its own.
 */
import { NestedStack, Stack, Validations, type App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type BuildAppOptions, type BuiltApp } from '@infra/cdk/app';

export const fixtureWebBuild = fileURLToPath(new URL('./fixtures/web-build', import.meta.url));

/** The API custom domain and its certificate a prod stage is synthesised with in tests. */
export const testApiOrigin = {
  apiOriginDomain: 'api-origin.example.org',
  apiOriginCertificateArn:
    'arn:aws:acm:eu-west-1:111111111111:certificate/11111111-1111-1111-1111-111111111111',
};

export interface NagViolation {
  rule: string;
  severity: string;
  paths: string[];
}

export interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
  /** True when the acknowledgement sits on a stack or the app (a blanket one). */
  onStackOrApp: boolean;
}

export interface Synthesised {
  built: BuiltApp;
  assembly?: CloudAssembly;
  outdir: string;
  /** The error synthesis threw (cdk-nag errors make it throw), if any. */
  synthError?: Error;
  /**
   * Each stack's template, its nested stacks' resources merged in as if they were its own (the API
   * stack keeps its route functions in nested stacks: CloudFormation's 500-resource limit).
   */
  templates: { data: Template; api: Template; site: Template };
  /** Resources of each real template (stack name, or `stack/nested logical id`). */
  resourceCounts: Record<string, number>;
  /** Unacknowledged cdk-nag findings (errors and warnings) from the validation report. */
  nagViolations: NagViolation[];
  /** Warnings and errors CDK itself attached to constructs. */
  cdkMessages: string[];
  acknowledgements: Acknowledgement[];
  /** Milliseconds spent building the constructs and synthesising. */
  timings: { construct: number; synth: number };
}

interface CfnTemplate {
  Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: unknown }>;
  [key: string]: unknown;
}

/** `value` with every node `replace` answers for replaced (depth first, the rest copied). */
function substitute(value: unknown, replace: (node: Record<string, unknown>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => substitute(item, replace));
  if (typeof value !== 'object' || value === null) return value;
  const replaced = replace(value as Record<string, unknown>);
  if (replaced !== undefined) return replaced;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, substitute(item, replace)]),
  );
}

/**
 * One template of a stack and its nested stacks: a nested resource's parameter reads become what
 * the parent passes, and the parent's reads of nested outputs become the outputs' values, so a
 * reference reads as it would within one stack.
 */
function flatten(
  parent: CfnTemplate,
  nested: readonly { logicalId: string; template: CfnTemplate }[],
): CfnTemplate {
  const outputs = new Map<string, unknown>();
  const resources: NonNullable<CfnTemplate['Resources']> = {};
  for (const { logicalId, template } of nested) {
    const parameters = (parent.Resources?.[logicalId]?.Properties?.Parameters ?? {}) as Record<
      string,
      unknown
    >;
    const inline = (value: unknown) =>
      substitute(value, (node) =>
        typeof node.Ref === 'string' && node.Ref in parameters ? parameters[node.Ref] : undefined,
      );
    Object.assign(resources, inline(template.Resources ?? {}));
    for (const [name, output] of Object.entries(template.Outputs ?? {}))
      outputs.set(`${logicalId}.Outputs.${name}`, inline(output.Value));
  }
  const parentResources = substitute(parent.Resources ?? {}, (node) => {
    const getAtt = node['Fn::GetAtt'];
    if (!Array.isArray(getAtt)) return undefined;
    return outputs.get(`${String(getAtt[0])}.${String(getAtt[1])}`);
  }) as NonNullable<CfnTemplate['Resources']>;
  return { ...parent, Resources: { ...parentResources, ...resources } };
}

function readViolations(outdir: string): NagViolation[] {
  const file = join(outdir, 'validation-report.json');
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    pluginReports: {
      pluginName: string;
      violations: {
        ruleName: string;
        severity: string;
        violatingConstructs: { constructPath: string }[];
      }[];
    }[];
  };
  return report.pluginReports.flatMap((plugin) =>
    plugin.violations.map((v) => ({
      rule: `${plugin.pluginName}: ${v.ruleName}`,
      severity: v.severity,
      paths: v.violatingConstructs.map((c) => c.constructPath),
    })),
  );
}

function collectAcknowledgements(app: App): Acknowledgement[] {
  return app.node.findAll().flatMap((node) =>
    node.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: node.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
          onStackOrApp: node === app || Stack.isStack(node),
        })),
      ),
  );
}

/** Builds and synthesises one stage; never throws for nag findings (they are returned). */
export function synthesise(options: BuildAppOptions = {}): Synthesised {
  const outdir = mkdtempSync(join(tmpdir(), 'infra-test-'));
  const started = Date.now();
  const built = buildApp({
    webBuildDir: fixtureWebBuild,
    builtinValidation: false,
    outdir,
    ...(options.stage === 'prod' ? testApiOrigin : {}),
    ...options,
    context: { 'aws:cdk:bundling-stacks': [], ...options.context },
  });
  const constructed = Date.now();
  let assembly: CloudAssembly | undefined;
  let synthError: Error | undefined;
  try {
    assembly = built.app.synth();
  } catch (error) {
    synthError = error as Error;
  }
  const synthesised = Date.now();
  const raw = (stack: Stack) =>
    assembly!.getStackArtifact(stack.artifactId).template as CfnTemplate;
  const nestedOf = (stack: Stack) =>
    stack.node
      .findAll()
      .filter((node): node is NestedStack => NestedStack.isNestedStack(node))
      .map((child) => ({
        logicalId: stack.getLogicalId(child.nestedStackResource!),
        template: JSON.parse(
          readFileSync(join(assembly!.directory, child.templateFile), 'utf8'),
        ) as CfnTemplate,
      }));
  const template = (stack: Stack) =>
    assembly ? Template.fromJSON(flatten(raw(stack), nestedOf(stack))) : Template.fromJSON({});
  const resourceCounts = Object.fromEntries(
    assembly
      ? [built.data, built.api, built.site].flatMap((stack) => [
          [stack.stackName, Object.keys(raw(stack).Resources ?? {}).length],
          ...nestedOf(stack).map(({ logicalId, template: nested }) => [
            `${stack.stackName}/${logicalId}`,
            Object.keys(nested.Resources ?? {}).length,
          ]),
        ])
      : [],
  ) as Record<string, number>;
  return {
    built,
    assembly,
    outdir,
    synthError,
    templates: { data: template(built.data), api: template(built.api), site: template(built.site) },
    resourceCounts,
    nagViolations: readViolations(outdir),
    cdkMessages: (assembly?.stacks ?? []).flatMap((stack) =>
      stack.messages
        .filter((m) => m.level === 'warning' || m.level === 'error')
        .map((m) => `${m.level} ${m.id}: ${String(m.entry.data)}`),
    ),
    acknowledgements: collectAcknowledgements(built.app),
    timings: { construct: constructed - started, synth: synthesised - constructed },
  };
}

type Resource = {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
};

/** Resources of a type, by logical id. */
export function resources(template: Template, type: string): Record<string, Resource> {
  return template.findResources(type) as Record<string, Resource>;
}

/** The Lambda functions built by NodeFunction (they carry the Powertools service name). */
export function houseFunctions(template: Template): Record<string, Resource> {
  return Object.fromEntries(
    Object.entries(resources(template, 'AWS::Lambda::Function')).filter(([, fn]) => {
      const variables = (
        fn.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined
      )?.Variables;
      return variables?.POWERTOOLS_SERVICE_NAME !== undefined;
    }),
  );
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

/** Every statement of every identity policy (AWS::IAM::Policy and inline role policies). */
export function identityStatements(
  template: Template,
): { owner: string; statement: PolicyStatementJson }[] {
  const out: { owner: string; statement: PolicyStatementJson }[] = [];
  for (const [id, policy] of Object.entries(resources(template, 'AWS::IAM::Policy'))) {
    const doc = policy.Properties?.PolicyDocument as { Statement: PolicyStatementJson[] };
    for (const statement of doc.Statement) out.push({ owner: id, statement });
  }
  for (const [id, role] of Object.entries(resources(template, 'AWS::IAM::Role'))) {
    const inline = (role.Properties?.Policies ?? []) as {
      PolicyDocument: { Statement: PolicyStatementJson[] };
    }[];
    for (const policy of inline)
      for (const statement of policy.PolicyDocument.Statement) out.push({ owner: id, statement });
  }
  return out;
}

export function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The statements of the policies attached to a function's role. */
export function functionStatements(
  template: Template,
  functionLogicalId: string,
): PolicyStatementJson[] {
  const fn = resources(template, 'AWS::Lambda::Function')[functionLogicalId];
  const roleId = ((fn?.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'] ??
    [])[0];
  return Object.values(resources(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties?.Roles).includes(`"${roleId}"`))
    .flatMap(
      (policy) =>
        (policy.Properties?.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement,
    );
}
