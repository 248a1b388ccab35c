/**
 * The sandbox's `/__s3/<bucket>` endpoint: what S3 itself does with a presigned POST, in front of
 * the S3 emulator (s3rver checks no policy and no signature). The browser posts the form the API
 * signed; this gate forwards it only when S3 would accept it:
 *
 * - POST to the bucket itself, from the site's own origin (a page the developer visits elsewhere
 *   must not plant files, HTML included, on the origin where the admin's tokens live);
 *   PUT, DELETE, GET (listing) and the rest are refused;
 * - a SigV4 signature over the policy, made with the sandbox's own credentials;
 * - the policy not expired, and every condition met by the form (exact match, `eq`, `starts-with`,
 *   `content-length-range` on the file's size); every form field covered by a condition;
 * - and, beyond the policy, a key the API hands out and an accepted image type.
 *
 * The multipart body is parsed by the platform's `Response.formData()`, and the original bytes are
 * forwarded to the emulator unchanged.
 */
import { relay } from './relay';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedImageTypes, maxImageBytes } from '@shared/schemas/upload';
import { uploadKeyPattern } from '@functions/domain/uploads/image-upload';

export interface S3UploadGateOptions {
  s3Endpoint: string;
  bucket: string;
  /** The credentials the API signs forms with (the emulator's own key). */
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** Origins a browser may post from: the sandbox's own. */
  allowedOrigins: () => readonly string[];
  now?: () => Date;
}

type Condition =
  Record<string, string> | [string, string, string] | ['content-length-range', number, number];

/** Multipart overhead allowed beyond the largest file (fields, boundaries). */
const formOverheadBytes = 64 * 1024;

/** Fields S3 leaves out of the "every field has a condition" rule. */
const exemptFields = /^(policy|x-amz-signature|file|x-ignore-.*)$/i;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function sendError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/xml', 'cache-control': 'no-store' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** Throws a 403 unless `fields` carry a valid SigV4 signature of their policy by our key. */
function checkSignature(fields: Map<string, string>, options: S3UploadGateOptions) {
  const policy = fields.get('policy');
  const signature = fields.get('x-amz-signature');
  const algorithm = fields.get('x-amz-algorithm');
  const credential = fields.get('x-amz-credential')?.split('/');
  if (!policy || !signature || algorithm !== 'AWS4-HMAC-SHA256' || credential?.length !== 5)
    throw new Refusal(403, 'AccessDenied', 'The form is not signed.');
  const [accessKeyId, date, region, service, terminator] = credential as [
    string,
    string,
    string,
    string,
    string,
  ];
  if (accessKeyId !== options.credentials.accessKeyId || terminator !== 'aws4_request')
    throw new Refusal(403, 'InvalidAccessKeyId', 'The form is signed with an unknown key.');
  const signingKey = [date, region, service, terminator].reduce<Buffer | string>(
    (key, part) => hmac(key, part),
    `AWS4${options.credentials.secretAccessKey}`,
  );
  const expected = hmac(signingKey, policy);
  const given = Buffer.from(signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new Refusal(403, 'SignatureDoesNotMatch', 'The signature does not match the policy.');
}

/** Throws unless the (signed) policy admits these fields and this file size now. */
function checkPolicy(fields: Map<string, string>, size: number, now: Date, bucket: string) {
  let policy: { expiration?: string; conditions?: Condition[] };
  try {
    policy = JSON.parse(Buffer.from(fields.get('policy')!, 'base64').toString('utf8'));
  } catch {
    throw new Refusal(400, 'InvalidPolicyDocument', 'The policy is not valid.');
  }
  const expires = Date.parse(policy.expiration ?? '');
  if (!(now.getTime() < expires)) throw new Refusal(403, 'AccessDenied', 'The form has expired.');
  const covered = new Set<string>();
  const denied = (why: string) =>
    new Refusal(403, 'AccessDenied', `Policy condition failed: ${why}`);
  for (const condition of policy.conditions ?? []) {
    if (!Array.isArray(condition)) {
      for (const [name, expected] of Object.entries(condition)) {
        covered.add(name.toLowerCase());
        if ((fields.get(name.toLowerCase()) ?? '') !== expected) throw denied(name);
      }
      continue;
    }
    const [operator, target, expected] = condition;
    if (operator === 'content-length-range') {
      if (size < Number(target) || size > Number(expected))
        throw new Refusal(400, 'EntityTooLarge', 'The file size is outside the allowed range.');
      continue;
    }
    const name = String(target).replace(/^\$/, '').toLowerCase();
    covered.add(name);
    const actual = fields.get(name) ?? '';
    if (operator === 'eq' && actual !== expected) throw denied(name);
    else if (operator === 'starts-with' && !actual.startsWith(String(expected))) throw denied(name);
    else if (operator !== 'eq' && operator !== 'starts-with') throw denied(String(operator));
  }
  for (const name of fields.keys()) {
    if (!exemptFields.test(name) && !covered.has(name))
      throw denied(`extra field ${name.slice(0, 40)}`);
  }
  if (!covered.has('key') || !covered.has('bucket') || fields.get('bucket') !== bucket)
    throw denied('key and bucket');
}

/** Reads the body, refusing more than the largest form S3 would take. */
async function readBody(req: IncomingMessage): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxImageBytes + formOverheadBytes)
    throw new Refusal(400, 'EntityTooLarge', 'The upload is too large.');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > maxImageBytes + formOverheadBytes)
      throw new Refusal(400, 'EntityTooLarge', 'The upload is too large.');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Parses a multipart form: its text fields (names lower-cased, as S3 matches them) and file size. */
async function parseForm(body: Buffer, contentType: string) {
  if (!/^multipart\/form-data;/i.test(contentType))
    throw new Refusal(400, 'InvalidArgument', 'Uploads are multipart/form-data POSTs.');
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw new Refusal(400, 'MalformedPOSTRequest', 'The body is not a valid multipart form.');
  }
  const fields = new Map<string, string>();
  let size: number | undefined;
  for (const [name, value] of form) {
    const lower = name.toLowerCase();
    if (lower === 'file') {
      if (typeof value === 'string' || size !== undefined)
        throw new Refusal(400, 'InvalidArgument', 'The form must carry exactly one file.');
      size = value.size;
    } else if (typeof value === 'string') {
      if (fields.has(lower)) throw new Refusal(400, 'InvalidArgument', `Repeated field ${lower}.`);
      fields.set(lower, value);
    }
  }
  if (size === undefined) throw new Refusal(400, 'InvalidArgument', 'The form carries no file.');
  return { fields, size };
}

function forward(res: ServerResponse, options: S3UploadGateOptions, body: Buffer, type: string) {
  const headers = { 'content-type': type, 'content-length': body.length };
  relay(res, `${options.s3Endpoint}/${options.bucket}`, { method: 'POST', headers }, (upstream) =>
    upstream.end(body),
  );
}

/** The request handler of `/__s3/...` (`path` is the part after `/__s3`). */
export function createS3UploadGate(options: S3UploadGateOptions) {
  const allowedTypes: readonly string[] = acceptedImageTypes;
  async function check(req: IncomingMessage, path: string) {
    if (req.method !== 'POST')
      throw new Refusal(405, 'MethodNotAllowed', 'Only presigned POST uploads are accepted.');
    if (path !== `/${options.bucket}` && path !== `/${options.bucket}/`)
      throw new Refusal(403, 'AccessDenied', 'Uploads go to the bucket itself.');
    const origin = req.headers.origin;
    const site = req.headers['sec-fetch-site'];
    if (!origin || !options.allowedOrigins().includes(origin) || (site && site !== 'same-origin'))
      throw new Refusal(403, 'AccessDenied', 'Uploads are accepted from the site only.');
    const type = String(req.headers['content-type'] ?? '');
    const body = await readBody(req);
    const { fields, size } = await parseForm(body, type);
    checkSignature(fields, options);
    checkPolicy(fields, size, options.now?.() ?? new Date(), options.bucket);
    if (!uploadKeyPattern.test(fields.get('key') ?? ''))
      throw new Refusal(403, 'AccessDenied', 'The key is not one the API hands out.');
    if (!allowedTypes.includes(fields.get('content-type') ?? ''))
      throw new Refusal(403, 'AccessDenied', 'The content type is not an accepted image type.');
    return { body, type };
  }

  return (req: IncomingMessage, res: ServerResponse, path: string): void => {
    check(req, path).then(
      ({ body, type }) => forward(res, options, body, type),
      (error: unknown) => {
        req.resume();
        if (error instanceof Refusal)
          return sendError(res, error.status, error.code, error.message);
        sendError(res, 500, 'InternalError', 'The upload could not be checked.');
      },
    );
  };
}
