/**
 * The optional context of a stage: custom domain and certificate, allow-lists, public origin, a
 * Bedrock inference profile, the offline AI provider, a missing web build, and the errors for
 * settings that cannot work.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@infra/cdk/app';
import { assistRoutes } from '@infra/routes/assist';
import { StageConfigError } from '@infra/cdk/stage-config';
import {
  asArray,
  houseFunctions,
  identityStatements,
  resources,
  synthesise,
  testApiOrigin,
  type Synthesised,
} from './synth';

const certificateArn =
  'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000';

describe('a production stage with every option', () => {
  let s: Synthesised;
  beforeAll(() => {
    s = synthesise({
      stage: 'prod',
      domainName: 'www.firm.example',
      certificateArn,
      publicOrigin: 'https://www.firm.example',
      adminEmails: ['ana@firm.example'],
      adminEmailDomains: ['staff.firm.example'],
      bedrockModelId: 'eu.anthropic.claude-3-5-haiku-20241022-v1:0',
      alarmEmail: 'ops@firm.example',
    });
  });
  afterAll(() => rmSync(s.outdir, { recursive: true, force: true }));

  it('turns off the execute-api endpoint: the API answers by its custom domain only', () => {
    const [httpApi] = Object.values(resources(s.templates.api, 'AWS::ApiGatewayV2::Api'));
    expect(httpApi!.Properties!.DisableExecuteApiEndpoint).toBe(true);
    expect(
      Object.values(resources(s.templates.api, 'AWS::ApiGatewayV2::DomainName')).map(
        (domain) => domain.Properties!.DomainName,
      ),
    ).toEqual([testApiOrigin.apiOriginDomain]);
    s.templates.api.hasOutput('ApiOriginTarget', {});
  });

  it('e-mails the alarm topic to the stage setting', () => {
    // The mail feedback topic's queue subscription is the other one (e-mail is the alarms').
    const subscriptions = Object.values(resources(s.templates.api, 'AWS::SNS::Subscription'));
    expect(
      subscriptions.map((sub) => sub.Properties).filter((sub) => sub?.Protocol === 'email'),
    ).toEqual([expect.objectContaining({ Protocol: 'email', Endpoint: 'ops@firm.example' })]);
  });

  it('synthesises with zero unacknowledged cdk-nag findings', () => {
    expect(s.synthError?.message).toBeUndefined();
    expect(s.nagViolations).toEqual([]);
    expect(s.cdkMessages).toEqual([]);
  });

  it('serves the custom domain with its certificate and TLS 1.2 at least', () => {
    const [distribution] = Object.values(
      resources(s.templates.site, 'AWS::CloudFront::Distribution'),
    );
    const config = distribution!.Properties!.DistributionConfig as Record<string, unknown>;
    expect(config.Aliases).toEqual(['www.firm.example']);
    expect(config.ViewerCertificate).toMatchObject({
      AcmCertificateArn: certificateArn,
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    s.templates.site.hasOutput('SiteUrl', { Value: 'https://www.firm.example' });
  });

  it('passes the allow-list and the public origin to the functions and the trigger', () => {
    for (const template of [s.templates.api, s.templates.data]) {
      for (const fn of Object.values(houseFunctions(template))) {
        const env = (fn.Properties!.Environment as { Variables: Record<string, unknown> })
          .Variables;
        expect(env).toMatchObject({
          ADMIN_EMAILS: 'ana@firm.example',
          ADMIN_EMAIL_DOMAINS: 'staff.firm.example',
        });
        if (template === s.templates.api)
          expect(env.PUBLIC_ORIGIN).toBe('https://www.firm.example');
      }
    }
  });

  it('allows presigned uploads from the public origin only', () => {
    const images = Object.entries(resources(s.templates.data, 'AWS::S3::Bucket')).find(([id]) =>
      id.startsWith('ImagesBucket'),
    )![1];
    const rules = (
      images.Properties!.CorsConfiguration as { CorsRules: { AllowedOrigins: string[] }[] }
    ).CorsRules;
    expect(rules.map((r) => r.AllowedOrigins)).toEqual([['https://www.firm.example']]);
  });

  it('lets the generation worker and the assist routes call the inference profile and its model, nothing else', () => {
    const bedrock = identityStatements(s.templates.api).filter(({ statement }) =>
      asArray(statement.Action).some((a) => a.startsWith('bedrock:')),
    );
    // One statement per function: the generation worker and each assist route.
    expect(bedrock).toHaveLength(1 + assistRoutes.length);
    const owners = bedrock.map(({ owner }) => owner);
    expect(owners.filter((owner) => owner.startsWith('WorkersGeneration'))).toHaveLength(1);
    expect(owners.filter((owner) => owner.startsWith('HttpAssist'))).toHaveLength(
      assistRoutes.length,
    );
    for (const { statement } of bedrock) {
      expect(asArray(statement.Action)).toEqual(['bedrock:InvokeModel']);
      const resourceText = JSON.stringify(statement.Resource);
      expect(resourceText).toContain(
        ':inference-profile/eu.anthropic.claude-3-5-haiku-20241022-v1:0',
      );
      expect(resourceText).toContain(
        ':bedrock:*::foundation-model/anthropic.claude-3-5-haiku-20241022-v1:0',
      );
    }
  });
});

describe('a dev stage without Bedrock and without a web build', () => {
  let s: Synthesised;
  beforeAll(() => {
    s = synthesise({
      stage: 'dev',
      aiProvider: 'offline',
      webBuildDir: '/nonexistent/web/build/client',
    });
  });
  afterAll(() => rmSync(s.outdir, { recursive: true, force: true }));

  it('synthesises with zero unacknowledged cdk-nag findings', () => {
    expect(s.synthError?.message).toBeUndefined();
    expect(s.nagViolations).toEqual([]);
  });

  it('grants no Bedrock access and says the provider is offline', () => {
    const bedrock = identityStatements(s.templates.api).filter(({ statement }) =>
      asArray(statement.Action).some((a) => a.startsWith('bedrock:')),
    );
    expect(bedrock).toEqual([]);
    for (const fn of Object.values(houseFunctions(s.templates.api))) {
      expect(
        (fn.Properties!.Environment as { Variables: Record<string, unknown> }).Variables
          .AI_PROVIDER,
      ).toBe('offline');
    }
  });

  it('deploys only /config.json, and lets S3 answer for paths it cannot know', () => {
    expect(s.built.site.deploysBuild).toBe(false);
    const [deployment] = Object.values(resources(s.templates.site, 'Custom::CDKBucketDeployment'));
    expect(asArray(deployment!.Properties!.SourceObjectKeys)).toHaveLength(1);
    const code = Object.values(resources(s.templates.site, 'AWS::CloudFront::Function'))
      .map((fn) => JSON.stringify(fn.Properties!.FunctionCode))
      .find((c) => c.includes('TABLE'))!;
    // No page list: every extension-less path is taken as a page and S3 answers.
    expect(code).toContain('\\"pages\\":null');
  });

  it('allows presigned uploads from CloudFront domains until the public origin is configured', () => {
    expect(JSON.stringify(resources(s.templates.data, 'AWS::S3::Bucket'))).toContain(
      'https://*.cloudfront.net',
    );
  });
});

describe('settings that cannot work', () => {
  it('refuses an unknown stage', () => {
    expect(() => buildApp({ stage: 'staging', nag: false })).toThrow(/Unknown stage "staging"/);
  });

  it('refuses an unknown AI provider', () => {
    expect(() => buildApp({ aiProvider: 'openai' as 'offline', nag: false })).toThrow(
      /Unknown aiProvider/,
    );
  });

  it('refuses prod without the API origin domain, in one line naming the setting', () => {
    let refusal: Error | undefined;
    try {
      buildApp({ stage: 'prod', nag: false, webBuildDir: '/nonexistent/web/build/client' });
    } catch (error) {
      refusal = error as Error;
    }
    expect(refusal).toBeInstanceOf(StageConfigError);
    expect(refusal!.message).toMatch(
      /^Stage prod needs apiOriginDomain and apiOriginCertificateArn/,
    );
    expect(refusal!.message).not.toContain('\n');
  });

  it('refuses an API origin domain without its certificate, or one outside the API region', () => {
    const webBuildDir = '/nonexistent/web/build/client';
    const context = { 'aws:cdk:bundling-stacks': [] };
    expect(() =>
      buildApp({
        stage: 'dev',
        apiOriginDomain: 'api-origin.firm.example',
        nag: false,
        webBuildDir,
      }),
    ).toThrow(/apiOriginDomain needs apiOriginCertificateArn/);
    expect(() =>
      buildApp({
        stage: 'prod',
        apiOriginDomain: 'api-origin.firm.example',
        apiOriginCertificateArn: certificateArn,
        env: { account: '111111111111', region: 'eu-west-1' },
        context,
        nag: false,
        webBuildDir,
      }),
    ).toThrow(/in the API's region \(eu-west-1\), not us-east-1/);
  });

  it('refuses a custom domain without a certificate, or with one outside us-east-1', () => {
    const context = { 'aws:cdk:bundling-stacks': [] };
    // No web build: whatever origin a local build was made for is not what this test is about.
    const webBuildDir = '/nonexistent/web/build/client';
    expect(() =>
      buildApp({ domainName: 'www.firm.example', context, nag: false, webBuildDir }),
    ).toThrow(/certificateArn/);
    expect(() =>
      buildApp({
        domainName: 'www.firm.example',
        certificateArn: certificateArn.replace('us-east-1', 'eu-west-1'),
        context,
        nag: false,
        webBuildDir,
      }),
    ).toThrow(/us-east-1/);
  });
});
