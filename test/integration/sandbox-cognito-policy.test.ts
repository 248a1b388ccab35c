/**
 * The sandbox's Cognito behaves as the AWS pool does on passwords and failed sign-ins: sign-up
 * refuses a password off the pool's policy with Cognito's message, and a wrong password and an
 * unknown account get the same answer.
 */
import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startSandbox, type HostileSandbox } from './hostile-support';

let sandbox: HostileSandbox;
let cognito: CognitoIdentityProviderClient;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: false, adminEmailDomains: ['staff.example.com'] });
  cognito = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: sandbox.cognito.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  cognito?.destroy();
  await sandbox?.stop();
});

const signUp = (email: string, password: string) =>
  failure(() =>
    cognito.send(
      new SignUpCommand({
        ClientId: sandbox.cognito.clientId,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    ),
  );

const signIn = (email: string, password: string) =>
  failure(() =>
    cognito.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: sandbox.cognito.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    ),
  );

describe("the sandbox's Cognito", () => {
  it("refuses sign-up passwords off the pool's policy with Cognito's messages", async () => {
    const answers = {
      short: await signUp('short@staff.example.com', 'short'),
      noUpper: await signUp('upper@staff.example.com', 'lowercase-only-42!'),
      noDigit: await signUp('digit@staff.example.com', 'No-Digits-Here!'),
      noSymbol: await signUp('symbol@staff.example.com', 'NoSymbolsHere42'),
      strong: await signUp('strong@staff.example.com', 'Correct-Horse-42!'),
    };

    expect(answers).toEqual({
      short: {
        name: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password not long enough',
      },
      noUpper: {
        name: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password must have uppercase characters',
      },
      noDigit: {
        name: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password must have numeric characters',
      },
      noSymbol: {
        name: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password must have symbol characters',
      },
      strong: undefined,
    });
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const wrongPassword = await signIn(sandbox.admin.email, 'Not-The-Password-1!');
    const unknownAccount = await signIn('nobody@staff.example.com', 'Not-The-Password-1!');

    expect(wrongPassword).toEqual({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    expect(unknownAccount).toEqual(wrongPassword);
  });
});
