/**
 * The functions' DynamoDB document client (dynamo/document-client.ts) answered without a
 * database, for unit tests: the part of aws-sdk-client-mock's API those tests used on the SDK's
 * client (`on(Command).resolves`, `commandCalls`, `reset`), over a spy on its `send`. A command
 * nothing was set for answers `{}`, as a mocked client did.
 */
import { vi } from 'vitest';
import { dynamoClient, type DocumentCommand } from '@functions/adapters/dynamo/document-client';

type CommandClass<C> = abstract new (...args: never[]) => C;
type AnyCommand = DocumentCommand<object, unknown>;

export function mockDocumentClient() {
  const answers = new Map<CommandClass<AnyCommand>, unknown>();
  const sent: AnyCommand[] = [];
  const send = vi.spyOn(dynamoClient(), 'send');
  send.mockImplementation(async (command) => {
    sent.push(command as AnyCommand);
    for (const [kind, answer] of answers) if (command instanceof kind) return answer as never;
    return {} as never;
  });
  return {
    on<C extends AnyCommand>(kind: CommandClass<C>) {
      return {
        resolves: (answer: Awaited<ReturnType<C['read']>>) => {
          answers.set(kind, answer);
        },
      };
    },
    commandCalls<C extends AnyCommand>(kind: CommandClass<C>): { args: [C] }[] {
      return sent
        .filter((command): command is C => command instanceof kind)
        .map((command) => ({ args: [command] }));
    },
    reset() {
      answers.clear();
      sent.length = 0;
    },
  };
}
