/**
 * Grants enforced in the sandbox. In AWS each function may make only the calls its role's IAM
 * statements allow, which CDK derives from the manifest (infra/function-uses.ts); in the sandbox
 * every function shares one process and one set of SDK clients. So each invocation runs in an
 * AsyncLocalStorage context naming its function, and a middleware on each SDK client refuses any
 * call that function's use does not grant, with the error AWS answers (AccessDenied).
 *
 * A call outside every function (the sandbox's own seed and set-up, tests) is the operator's and
 * allowed. The middleware is added from here; the functions' code knows nothing of it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { AccessDeniedException as BedrockAccessDenied } from '@aws-sdk/client-bedrock-runtime';
import { AccessDenied as CloudFrontAccessDenied } from '@aws-sdk/client-cloudfront';
import { AccessDeniedException as KeyValueStoreAccessDenied } from '@aws-sdk/client-cloudfront-keyvaluestore';
import { CognitoIdentityProviderServiceException } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBServiceException } from '@aws-sdk/client-dynamodb';
import { KMSServiceException } from '@aws-sdk/client-kms';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { SESv2ServiceException } from '@aws-sdk/client-sesv2';
import { SQSServiceException } from '@aws-sdk/client-sqs';
import { cognitoClient, s3Client, sesClient } from '@functions/adapters/aws-clients';
import {
  addSignedCallCheck,
  AwsCallError,
  type SignedOperation,
} from '@functions/adapters/signed-aws-call';
import { functionId, functionUses, type FunctionUseOptions } from '../function-uses';
import * as manifest from '../manifest';
import type { FunctionUse, HandlerModule } from '../manifest';
import {
  accessDeniedMessage,
  firstDenied,
  requiredPermissions,
  type Permission,
  type SandboxResources,
  type Service,
} from './grants-policy';

/** The function an invocation runs as. */
interface Caller {
  name: string;
  use: FunctionUse;
}

const callers = new AsyncLocalStorage<Caller>();

/**
 * Every function of the manifest and what it may use: the same entries CDK grants (for the
 * sandbox's stage settings, once {@link enforceGrants} has them).
 */
export let grantTable: ReadonlyMap<HandlerModule, FunctionUse> = functionUses(manifest);

/** Runs `work` as the manifest's function `module`: its calls are checked against its grants. */
export function runAs<T>(module: string, work: () => T): T {
  const use = grantTable.get(module as HandlerModule);
  if (!use) throw new Error(`${module} is no function of the manifest: it has no grants.`);
  return callers.run({ name: functionId(module as HandlerModule), use }, work);
}

/** The function the current invocation runs as (its id), or undefined outside every function. */
export function currentFunction(): string | undefined {
  return callers.getStore()?.name;
}

/** `handler`, each invocation of it run as the function `module`. */
export function asFunction<H>(module: string, handler: H): H {
  if (typeof handler !== 'function') return handler;
  return ((...args: unknown[]) =>
    runAs(module, () => (handler as (...a: unknown[]) => unknown)(...args))) as H;
}

/** The error AWS answers a refused call with, as each service's client raises it. */
function accessDenied(
  service: Service,
  caller: Caller,
  permission: Permission,
): Error & { $metadata: { httpStatusCode?: number } } {
  const message = accessDeniedMessage(caller.name, permission);
  const metadata = (httpStatusCode: number) => ({
    httpStatusCode,
    attempts: 1,
    totalRetryDelay: 0,
  });
  switch (service) {
    case 's3':
      return new S3ServiceException({
        name: 'AccessDenied',
        $fault: 'client',
        $metadata: metadata(403),
        message,
      });
    case 'sqs':
      return new SQSServiceException({
        name: 'AccessDeniedException',
        $fault: 'client',
        $metadata: metadata(403),
        message,
      });
    case 'ses':
      return new SESv2ServiceException({
        name: 'AccessDeniedException',
        $fault: 'client',
        $metadata: metadata(403),
        message,
      });
    case 'cognito-idp':
      return new CognitoIdentityProviderServiceException({
        name: 'AccessDeniedException',
        $fault: 'client',
        $metadata: metadata(400),
        message,
      });
    case 'kms':
      return new KMSServiceException({
        name: 'AccessDeniedException',
        $fault: 'client',
        $metadata: metadata(400),
        message,
      });
    case 'cloudfront-keyvaluestore':
      return new KeyValueStoreAccessDenied({ $metadata: metadata(403), message, Message: message });
    case 'cloudfront':
      return new CloudFrontAccessDenied({ $metadata: metadata(403), message, Message: message });
    case 'dynamodb':
      return new DynamoDBServiceException({
        name: 'AccessDeniedException',
        $fault: 'client',
        $metadata: metadata(400),
        message,
      });
    case 'bedrock':
      return new BedrockAccessDenied({ $metadata: metadata(403), message });
  }
}

/** The smallest part of an SDK client the check needs: its middleware stack. */
interface GuardedClient {
  middlewareStack: {
    add(
      middleware: (
        next: (args: { input: object }) => Promise<unknown>,
        context: { commandName?: string },
      ) => (args: { input: object }) => Promise<unknown>,
      options: { step: 'initialize'; name: string; priority: 'high' },
    ): void;
  };
}

/**
 * Each guarded client and the resources it is checked against: the clients live for the process
 * (aws-clients.ts), a sandbox's resources for one start, so a later start's replace an earlier's.
 */
const guarded = new WeakMap<object, SandboxResources>();
const middlewareName = 'sandboxGrants';

/** Adds the grant check to `client` (once), against `resources` (the latest given). */
export function guardClient(client: object, service: Service, resources: SandboxResources): void {
  const added = guarded.has(client);
  guarded.set(client, resources);
  if (added) return;
  (client as GuardedClient).middlewareStack.add(
    (next, context) => async (args) => {
      const caller = callers.getStore();
      if (caller) {
        const command = (context.commandName ?? '').replace(/Command$/, '');
        const needed = requiredPermissions(service, command, args.input as Record<string, unknown>);
        const denied = firstDenied(caller.use, needed, guarded.get(client)!);
        if (denied) throw accessDenied(service, caller, denied);
      }
      return next(args);
    },
    { step: 'initialize', name: middlewareName, priority: 'high' },
  );
}

/** The resources of the latest {@link enforceGrants}: what the signed calls are checked against. */
let signedCallResources: SandboxResources | undefined;

/**
 * The same check for the calls signed without a client (functions/adapters/signed-aws-call.ts).
 * One function, added once: each start's resources replace the last start's, where a check made
 * per start would pile up, each later call checked against every earlier sandbox's resources.
 */
function checkSignedCall(service: string, operation: SignedOperation): void {
  const caller = callers.getStore();
  if (!caller || !signedCallResources) return;
  const needed = requiredPermissions(service as Service, operation.name, operation.input);
  const denied = firstDenied(caller.use, needed, signedCallResources);
  if (!denied) return;
  // The error the signed call would raise from AWS's answer: the refusal's name and status.
  const refusal = accessDenied(service as Service, caller, denied);
  throw new AwsCallError(refusal.name, refusal.$metadata.httpStatusCode ?? 400, refusal.message);
}

/** Checks the calls signed without a client against `resources` (the latest given). */
export function guardSignedCalls(resources: SandboxResources): void {
  signedCallResources = resources;
  addSignedCallCheck(checkSignedCall);
}

/**
 * Checks every call of the functions' SDK clients (functions/adapters/aws-clients.ts builds them
 * once per process, from the environment `start()` has set).
 */
export function enforceGrants(resources: SandboxResources, options: FunctionUseOptions = {}): void {
  grantTable = functionUses(manifest, options);
  guardSignedCalls(resources);
  guardClient(s3Client(), 's3', resources);
  guardClient(sesClient(), 'ses', resources);
  guardClient(cognitoClient(), 'cognito-idp', resources);
}
