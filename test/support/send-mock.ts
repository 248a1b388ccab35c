/**
 * A `send(command)` answered without a service, for unit tests of the adapters whose calls are
 * signed without an SDK client (the DynamoDB document client, Bedrock's Converse): the part of
 * aws-sdk-client-mock's API those tests used on the SDK's clients (`on(Command).resolves`,
 * `.rejects`, their `Once` forms, `commandCalls`, `reset`). Commands are told apart by class; a
 * command nothing was set for answers `{}`, as a mocked client did.
 */
type CommandClass<C> = abstract new (...args: never[]) => C;
type Outcome = { answer: unknown } | { error: unknown };

interface Behaviour {
  once: Outcome[];
  always?: Outcome;
}

export function sendMock<Command extends object>() {
  const behaviours = new Map<CommandClass<Command>, Behaviour>();
  const sent: Command[] = [];

  async function send(command: Command): Promise<never> {
    sent.push(command);
    for (const [kind, behaviour] of behaviours) {
      if (!(command instanceof kind)) continue;
      const outcome = behaviour.once.shift() ?? behaviour.always;
      if (!outcome) break;
      if ('error' in outcome) throw outcome.error;
      return outcome.answer as never;
    }
    return {} as never;
  }

  return {
    /** What the adapter under test sends with. */
    client: { send },
    on(kind: CommandClass<Command>) {
      const behaviour: Behaviour = { once: [] };
      behaviours.set(kind, behaviour);
      const chain = {
        resolves(answer: unknown) {
          behaviour.always = { answer };
          return chain;
        },
        rejects(error: unknown) {
          behaviour.always = { error };
          return chain;
        },
        resolvesOnce(answer: unknown) {
          behaviour.once.push({ answer });
          return chain;
        },
        rejectsOnce(error: unknown) {
          behaviour.once.push({ error });
          return chain;
        },
      };
      return chain;
    },
    commandCalls<C extends Command>(kind: CommandClass<C>): { args: [C] }[] {
      return sent
        .filter((command): command is C => command instanceof kind)
        .map((command) => ({ args: [command] }));
    },
    reset() {
      behaviours.clear();
      sent.length = 0;
    },
  };
}
