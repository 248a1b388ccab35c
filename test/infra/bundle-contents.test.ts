/**
 * What a few representative Lambda bundles must not carry: heavy modules that once rode in every
 * function although only some need them. Each bundle is built as the house construct builds it
 * (bench/lambda-bundling.ts mirrors its esbuild settings) and its esbuild metafile is read: a
 * module that contributes bytes to the output is in the bundle. Each kind of check has a bundle
 * that does carry the module, so a check that could never fail would show. Counts of modules, not times, so
 * the test does not depend on the machine.
 */
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { houseBundling } from '../../bench/lambda-bundling';

const root = join(import.meta.dirname, '../..');

/** The inputs of a function's bundle that put bytes into it. */
async function bundledInputs(module: string): Promise<string[]> {
  const result = await build({
    ...houseBundling(join(root, 'tsconfig.json')),
    entryPoints: [join(root, module)],
    outfile: join(root, 'bench/.work/bundle-contents/index.mjs'),
    write: false,
    metafile: true,
  });
  const metafile: Metafile = result.metafile;
  const output = Object.values(metafile.outputs).find((entry) => entry.entryPoint);
  return Object.entries(output?.inputs ?? {})
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([path]) => path);
}

/** The inputs that belong to any of `packages` (node_modules paths). */
function fromPackages(inputs: string[], packages: string[]): string[] {
  // esbuild names inputs relative to the working directory: `node_modules/...` in a checkout,
  // `../elsewhere/node_modules/...` where node_modules is a link.
  return inputs.filter((path) =>
    packages.some((name) => `/${path}`.includes(`/node_modules/${name}/`)),
  );
}

/** The markdown toolchain: only the public article page and previews render markdown. */
const markdown = [
  'remark-parse',
  'remark-gfm',
  'remark-rehype',
  'unified',
  'micromark',
  'micromark-core-commonmark',
  'character-entities',
  'rehype-sanitize',
];

describe('Lambda bundles', () => {
  it('GET /api/health carries no SDK client, no zod, no middy and no markdown parser', async () => {
    const inputs = await bundledInputs('functions/http/health.ts');

    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((path) => /\/node_modules\/@aws-sdk\/client-[^/]+\//.test(path))).toEqual(
      [],
    );
    expect(
      fromPackages(inputs, ['zod', '@middy/core', '@aws-lambda-powertools/logger', ...markdown]),
    ).toEqual([]);
  }, 60_000);

  it('GET /api/articles (the public list) carries no markdown toolchain', async () => {
    const inputs = await bundledInputs('functions/http/articles/list-articles.ts');

    expect(
      inputs.some((path) => path.endsWith('functions/domain/articles/public-articles.ts')),
    ).toBe(true);
    expect(fromPackages(inputs, markdown)).toEqual([]);
  }, 60_000);

  it('no function carries the SQS client: its two calls (SendMessage, SendMessageBatch) are signed', async () => {
    for (const module of [
      'functions/http/articles/list-articles.ts',
      'functions/http/contact/submit.ts',
      'functions/http/analytics/beacon.ts',
      'functions/http/reviews/approve-article.ts',
      'functions/http/jobs/create-job.ts',
      'functions/workers/email.ts',
    ]) {
      const inputs = await bundledInputs(module);

      expect(fromPackages(inputs, ['@aws-sdk/client-sqs']), module).toEqual([]);
    }
  }, 180_000);

  it('no function carries the DynamoDB client: its commands are signed calls (dynamo/document-client.ts)', async () => {
    for (const module of [
      'functions/http/articles/list-articles.ts',
      'functions/http/articles/admin-list-articles.ts',
      'functions/http/contact/submit.ts',
      'functions/workers/render.ts',
    ]) {
      const inputs = await bundledInputs(module);

      expect(
        inputs.filter((path) => path.endsWith('functions/adapters/dynamo/document-client.ts')),
        module,
      ).toHaveLength(1);
      expect(
        fromPackages(inputs, ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']),
        module,
      ).toEqual([]);
    }
    // A public read needs no SDK client at all.
    const publicRead = await bundledInputs('functions/http/articles/list-articles.ts');
    expect(
      publicRead.filter((path) => /\/node_modules\/@aws-sdk\/client-[^/]+\//.test(path)),
    ).toEqual([]);
  }, 180_000);

  it('an article save still queues its render, through the signed call (the check above would see a client)', async () => {
    const inputs = await bundledInputs('functions/http/articles/update-article.ts');

    expect(
      inputs.filter((path) => path.endsWith('functions/adapters/sqs-messages.ts')),
    ).toHaveLength(1);
  }, 60_000);

  it('an admin article save, an admin list and a review carry no markdown toolchain and no Cognito client', async () => {
    for (const module of [
      'functions/http/articles/update-article.ts',
      'functions/http/articles/admin-list-articles.ts',
      // Who to mail about a review is one signed call per role group (adapters/staff-accounts.ts).
      'functions/http/reviews/approve-article.ts',
    ]) {
      const inputs = await bundledInputs(module);

      expect(inputs.some((path) => path.endsWith('functions/wiring/admin-guard.ts'))).toBe(true);
      expect(fromPackages(inputs, markdown), module).toEqual([]);
      // The guard's two-step sign-in question is one signed call (adapters/mfa-status.ts).
      expect(fromPackages(inputs, ['@aws-sdk/client-cognito-identity-provider']), module).toEqual(
        [],
      );
    }
  }, 120_000);

  it('the newsletter routes carry no markdown toolchain (only the email worker renders a mail)', async () => {
    for (const module of [
      'functions/http/newsletter/list-sends.ts',
      'functions/http/newsletter/start-send.ts',
      'functions/http/newsletter/send-test.ts',
    ]) {
      const inputs = await bundledInputs(module);

      expect(
        inputs.some((path) => path.endsWith('functions/domain/newsletter/sends.ts')),
        module,
      ).toBe(true);
      expect(fromPackages(inputs, markdown), module).toEqual([]);
    }
  }, 120_000);

  it('the assist routes, the media library and the upload check carry no S3 client (their reads and deletes are signed calls)', async () => {
    for (const module of [
      'functions/http/assist/article-alt-text.ts',
      'functions/http/media/list-media.ts',
      'functions/http/media/delete-media.ts',
      // The upload check's HeadObject and DeleteObject.
      'functions/http/uploads/verify-upload.ts',
      // The upload form: a POST policy signed by presigned-post.ts.
      'functions/http/uploads/create-upload.ts',
    ]) {
      const inputs = await bundledInputs(module);

      expect(
        inputs.some((path) => path.endsWith('functions/adapters/signed-s3-objects.ts')),
        module,
      ).toBe(true);
      expect(fromPackages(inputs, ['@aws-sdk/client-s3']), module).toEqual([]);
    }
  }, 120_000);

  it('the assist routes and the generation worker carry no Bedrock client: Converse is one signed request', async () => {
    for (const module of [
      'functions/http/assist/article-seo.ts',
      'functions/workers/generation.ts',
    ]) {
      const inputs = await bundledInputs(module);

      expect(
        inputs.filter((path) =>
          path.endsWith('functions/adapters/content-model/bedrock-converse.ts'),
        ),
        module,
      ).toHaveLength(1);
      expect(fromPackages(inputs, ['@aws-sdk/client-bedrock-runtime']), module).toEqual([]);
    }
  }, 120_000);

  it('the link signers carry no KMS client: GenerateMac and VerifyMac are signed calls', async () => {
    for (const module of [
      'functions/http/previews/create-preview.ts',
      'functions/http/newsletter/subscribe.ts',
    ]) {
      const inputs = await bundledInputs(module);

      expect(
        inputs.filter((path) => path.endsWith('functions/adapters/preview-signer.ts')),
        module,
      ).toHaveLength(1);
      expect(fromPackages(inputs, ['@aws-sdk/client-kms']), module).toEqual([]);
    }
  }, 120_000);

  it('the render worker writes pages, the edge store and invalidations without the S3, KeyValueStore and CloudFront clients', async () => {
    const inputs = await bundledInputs('functions/workers/render.ts');

    expect(inputs.some((path) => path.endsWith('functions/adapters/signed-s3-objects.ts'))).toBe(
      true,
    );
    expect(inputs.some((path) => path.endsWith('functions/adapters/edge-store.ts'))).toBe(true);
    expect(
      fromPackages(inputs, [
        '@aws-sdk/client-s3',
        '@aws-sdk/client-cloudfront',
        '@aws-sdk/client-cloudfront-keyvaluestore',
      ]),
    ).toEqual([]);
  }, 60_000);

  it('the image worker still carries the S3 client (the check above would see it)', async () => {
    const inputs = await bundledInputs('functions/workers/images.ts');

    expect(fromPackages(inputs, ['@aws-sdk/client-s3']).length).toBeGreaterThan(0);
  }, 60_000);

  it('the staff list still carries the Cognito client (the checks above would see it)', async () => {
    const inputs = await bundledInputs('functions/http/staff/list-staff.ts');

    expect(
      fromPackages(inputs, ['@aws-sdk/client-cognito-identity-provider']).length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it('GET /api/articles/{slug} still renders markdown (the check above would see the toolchain)', async () => {
    const inputs = await bundledInputs('functions/http/articles/get-article.ts');

    expect(fromPackages(inputs, ['remark-parse', 'character-entities']).length).toBeGreaterThan(0);
  }, 60_000);
});
