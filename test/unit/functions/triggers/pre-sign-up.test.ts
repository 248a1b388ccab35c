/**
 * The Cognito pre sign-up trigger: only allow-listed addresses may create an account.
 */
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusalMessage } from '@functions/triggers/pre-sign-up';
import { isAllowListed } from '@shared/rules/admin-allow-list';

function signUpEvent(email: string): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_test',
    userName: 'user',
    triggerSource: 'PreSignUp_SignUp',
    callerContext: { awsSdkVersion: '3', clientId: 'client' },
    request: { userAttributes: { email } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

/** Loads the handler with the given allow-list (it reads the environment once, at load). */
async function handlerWith(emails: string, domains: string) {
  vi.resetModules();
  vi.stubEnv('ADMIN_EMAILS', emails);
  vi.stubEnv('ADMIN_EMAIL_DOMAINS', domains);
  return (await import('@functions/triggers/pre-sign-up')).handler;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('isAllowListed', () => {
  it('accepts listed addresses and listed domains, ignoring case', () => {
    expect(isAllowListed('Ana@Example.com', { emails: ['ana@example.com'], domains: [] })).toBe(
      true,
    );
    expect(isAllowListed('bo@firm.example', { emails: [], domains: ['firm.example'] })).toBe(true);
  });

  it('refuses everything else, including look-alike domains and malformed addresses', () => {
    expect(isAllowListed('bo@evilfirm.example', { emails: [], domains: ['firm.example'] })).toBe(
      false,
    );
    expect(isAllowListed('bo@firm.example.evil', { emails: [], domains: ['firm.example'] })).toBe(
      false,
    );
    expect(isAllowListed('firm.example', { emails: [], domains: ['firm.example'] })).toBe(false);
    expect(isAllowListed('', { emails: ['ana@example.com'], domains: ['example.com'] })).toBe(
      false,
    );
  });
});

describe('handler', () => {
  it('lets an allow-listed address sign up, still unconfirmed', async () => {
    const handler = await handlerWith('ana@example.com', '@firm.example');
    const event = signUpEvent('carla@FIRM.example');
    const answer = await handler(event);
    expect(answer.response).toEqual({
      autoConfirmUser: false,
      autoVerifyEmail: false,
      autoVerifyPhone: false,
    });
  });

  it('refuses an address off the list with a message the sign-up form can show', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const handler = await handlerWith('ana@example.com', 'firm.example');
    await expect(handler(signUpEvent('mallory@elsewhere.example'))).rejects.toThrow(refusalMessage);
  });

  it('refuses everyone while the allow-list is empty', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const handler = await handlerWith('', '');
    await expect(handler(signUpEvent('ana@example.com'))).rejects.toThrow(refusalMessage);
  });
});
