/**
 * Two-step sign-in in the browser: a member sets it up on the Account screen from the QR code's
 * secret (the test is their authenticator app, computing codes with otpauth), signs out, and signs
 * in again with the password and then the code; a wrong code is refused with a clear message at
 * both steps. The member is made through the API (an invitation, then their own password), so the
 * seeded admin other suites sign in as keeps signing in with the password alone.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expectNoSeriousA11yViolations } from './axe';
import { adminApi, baseUrl, invitationMail, strongPassword, unique } from './admin-helpers';

const wrongCodeMessage =
  'That code is not right. Enter the current 6-digit code from your authenticator app.';

/** A call to the sandbox's Cognito, as the browser library makes it. */
async function cognito(request: APIRequestContext, target: string, body: unknown) {
  const answer = await request.post(`${baseUrl()}/__cognito/`, {
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
    },
    data: JSON.stringify(body),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { Session?: string };
}

/** An editor who has chosen their own password: invited by the admin, through the API. */
async function member(request: APIRequestContext): Promise<string> {
  const email = `mfa-${unique()}@staff.example.com`;
  await adminApi(request, 'POST', '/api/admin/staff', { email, role: 'editor' });
  const { temporaryPassword } = await invitationMail(email);
  const { userPoolClientId: ClientId } = (await (
    await request.get(`${baseUrl()}/config.json`)
  ).json()) as { userPoolClientId: string };
  const challenge = await cognito(request, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId,
    AuthParameters: { USERNAME: email, PASSWORD: temporaryPassword },
  });
  await cognito(request, 'RespondToAuthChallenge', {
    ClientId,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: challenge.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: strongPassword },
  });
  return email;
}

const codeOf = (secret: string) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();

test('a member sets up two-step sign-in from the QR code and then signs in with a code', async ({
  page,
  request,
}) => {
  const email = await member(request);
  const passwordStep = async () => {
    await page.goto(`${baseUrl()}/admin`);
    const form = page.getByRole('form', { name: 'Sign In' });
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(strongPassword);
    await form.getByRole('button', { name: 'Sign In' }).click();
  };
  await passwordStep();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const qr = page.getByRole('img', { name: 'QR code to add this account to an authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/png;base64,/);
  const secret = (await page.getByLabel('Secret for manual entry').textContent())!.trim();
  const enrolCode = page.getByRole('textbox', { name: 'Code from the app' });
  await expect(enrolCode).toHaveAttribute('autocomplete', 'one-time-code');
  await enrolCode.fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByText(wrongCodeMessage)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await enrolCode.fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Two-step sign-in is on' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Portal' })).toBeVisible();
  await passwordStep();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  const signInCode = page.getByRole('textbox', { name: 'Authentication code' });
  await expect(signInCode).toHaveAttribute('inputmode', 'numeric');
  await signInCode.fill('000000');
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByText(wrongCodeMessage)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signInCode.fill(codeOf(secret));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
