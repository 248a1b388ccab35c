/**
 * Counts the AWS calls each function makes, for the call budgets (test/integration/
 * call-budgets.test.ts) and the bench's calls-per-route figures. A middleware on the functions' SDK
 * clients (the ones functions/adapters/aws-clients.ts builds once per process) records each call
 * under the function it runs as (infra/local/grants.ts keeps that per invocation), so a queue
 * worker's reads never count against the route that queued its job, and the sandbox's own set-up
 * counts nowhere. A retried call is one call: the middleware sits before the SDK's retries. The
 * calls signed without a client (signed-aws-call.ts: queued messages, some S3 and Cognito calls)
 * are counted at their signing, once per attempt.
 */
import { cognitoClient, s3Client, sesClient } from '@functions/adapters/aws-clients';
import { addSignedCallCheck } from '@functions/adapters/signed-aws-call';
import { functionId } from '../../infra/function-uses';
import type { HandlerModule } from '../../infra/manifest';
import { currentFunction } from '../../infra/local/grants';

/** One call: the service and the command, e.g. `dynamodb Query`. */
export type AwsCall = string;

export interface AwsCallCounter {
  /** The calls `module` made while `work` ran (started and answered or failed within it). */
  during(module: HandlerModule, work: () => Promise<unknown>): Promise<AwsCall[]>;
}

interface CountedClient {
  middlewareStack: {
    add(
      middleware: (
        next: (args: unknown) => Promise<unknown>,
        context: { commandName?: string },
      ) => (args: unknown) => Promise<unknown>,
      options: { step: 'initialize'; name: string; priority: 'high' },
    ): void;
  };
}

const calls: { fn: string; call: AwsCall }[] = [];
let installed = false;

/**
 * Installs the counter on the functions' clients (once per process; call after the sandbox's
 * `start()`, which sets the endpoints the clients are built with).
 */
export function countAwsCalls(): AwsCallCounter {
  if (!installed) {
    installed = true;
    const clients: [string, object][] = [
      ['s3', s3Client()],
      ['ses', sesClient()],
      ['cognito-idp', cognitoClient()],
    ];
    for (const [service, client] of clients) {
      (client as CountedClient).middlewareStack.add(
        (next, context) => (args) => {
          const fn = currentFunction();
          if (fn)
            calls.push({
              fn,
              call: `${service} ${(context.commandName ?? '?').replace(/Command$/, '')}`,
            });
          return next(args);
        },
        { step: 'initialize', name: 'awsCallCounter', priority: 'high' },
      );
    }
    // The calls signed without a client (signed-aws-call.ts) count too: a signed read is a round
    // trip like any other. Their check runs per attempt, so a retried one counts per attempt.
    addSignedCallCheck((service, operation) => {
      const fn = currentFunction();
      if (fn) calls.push({ fn, call: `${service} ${operation.name}` });
    });
  }
  return {
    async during(module, work) {
      const fn = functionId(module);
      const from = calls.length;
      await work();
      return calls
        .slice(from)
        .filter((entry) => entry.fn === fn)
        .map((entry) => entry.call);
    },
  };
}
