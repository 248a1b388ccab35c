/**
 * The Cognito emulator (cognito-local, JSON files on disk): one user pool, one app client without
 * secret, and a seeded admin with a permanent password. Pool and client ids are kept in
 * `<dir>/sandbox.json` so a restart finds the same pool and users.
 *
 * Two things differ from cognito-local's own start-up: its data directory is ours (it would use
 * `./.cognito`), and confirming a sign-up marks the e-mail verified, as Cognito does when the code
 * came by e-mail (cognito-local leaves email_verified false). Confirmation codes are printed, and
 * kept in memory so tests can read them. The pool and client follow the manifest's
 * `userPoolClient` as the CDK pool does: the client writes only what it lists, and an e-mail
 * change waits for its code. The endpoint it advertises is an IAM gate (cognito-gate.ts): the
 * targets AWS reserves for IAM principals answer only calls signed with the sandbox's credentials.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  GroupExistsException,
  UpdateUserPoolClientCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  CognitoError,
  NotAuthorizedError,
  UserLambdaValidationError,
  UserNotFoundError,
} from 'cognito-local/lib/errors';
import { createServer } from 'cognito-local/lib/server/server';
import { Router } from 'cognito-local/lib/server/Router';
import { DefaultConfig } from 'cognito-local/lib/server/config';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import { DateClock } from 'cognito-local/lib/services/clock';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { LambdaService } from 'cognito-local/lib/services/lambda';
import { MessagesService } from 'cognito-local/lib/services/messages';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { TriggersService } from 'cognito-local/lib/services/triggers';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import type { Services } from 'cognito-local/lib/services';
import type { Context, PostConfirmationTriggerEvent, PreSignUpTriggerEvent } from 'aws-lambda';
import { decomposeUnverifiedJwt } from 'aws-jwt-verify/jwt';
import pino from 'pino';
import { legacyAdminGroup, roleGroups, staffRoles } from '@shared/rules/staff-roles';
import { passwordPolicyProblem } from '@shared/rules/password-policy';
import { userPoolClient } from '../manifest';
import { startCognitoGate, type GateCredentials } from './cognito-gate';
import { createMfaTargets } from './cognito-mfa';
import { freePort } from './ports';

export interface CognitoSandbox {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUrl: string;
  /** Latest code Cognito itself sent to an address (sign-up, resend); never an invitation's. */
  lastCode(email: string): string | undefined;
  end(): Promise<void>;
}

/** The manifest's user pool triggers, as their handlers (loaded on first use). */
export interface PoolTriggers {
  preSignUp: () => Promise<(event: PreSignUpTriggerEvent, context: Context) => Promise<unknown>>;
  postConfirmation: () => Promise<
    (event: PostConfirmationTriggerEvent, context: Context) => Promise<unknown>
  >;
}

export interface SeedAdmin {
  email: string;
  password: string;
}

const codes = new Map<string, string>();

/**
 * Prints Cognito's own codes (sign-up, resend: Cognito's mail is not emulated) and keeps them for
 * tests. Staff invitations never come here: AdminCreateUser is suppressed, and the site's own
 * invitation mail, with the temporary password, lands in the SES emulator's mailbox.
 */
class SandboxMessageSender implements MessageSender {
  constructor(private readonly print: (line: string) => void) {}
  async sendEmail(
    _ctx: unknown,
    _user: unknown,
    destination: string,
    message: { __code?: string },
  ) {
    if (message.__code) {
      codes.set(destination.toLowerCase(), message.__code);
      this.print(`[cognito] confirmation code for ${destination}: ${message.__code}`);
    }
  }
  async sendSms() {}
}

/** The user name of a request, lower-cased: the pool is case-insensitive, as `signInCaseSensitive: false` makes it in AWS. */
function lowerCaseUserNames(req: Record<string, unknown>): Record<string, unknown> {
  const next = { ...req };
  if (typeof next.Username === 'string') next.Username = next.Username.toLowerCase();
  const auth = next.AuthParameters as Record<string, string> | undefined;
  if (typeof auth?.USERNAME === 'string')
    next.AuthParameters = { ...auth, USERNAME: auth.USERNAME.toLowerCase() };
  const challenge = next.ChallengeResponses as Record<string, string> | undefined;
  if (typeof challenge?.USERNAME === 'string')
    next.ChallengeResponses = { ...challenge, USERNAME: challenge.USERNAME.toLowerCase() };
  if (Array.isArray(next.UserAttributes)) {
    next.UserAttributes = (next.UserAttributes as { Name: string; Value?: string }[]).map(
      (attribute) =>
        attribute.Name === 'email'
          ? { ...attribute, Value: attribute.Value?.toLowerCase() }
          : attribute,
    );
  }
  return next;
}

/** Whether a request writes an attribute the client may not (Cognito then refuses it whole). */
function writesOutside(attributes: unknown, writable: readonly string[] | undefined): boolean {
  // A client without WriteAttributes may write every standard attribute, as in AWS.
  if (!writable || !Array.isArray(attributes)) return false;
  return (attributes as { Name: string }[]).some((attribute) => !writable.includes(attribute.Name));
}

/** The app client an access token names (unverified: cognito-local's target checks the token). */
function clientOfToken(accessToken: unknown): string | undefined {
  try {
    const { client_id: clientId } = decomposeUnverifiedJwt(accessToken).payload;
    return typeof clientId === 'string' ? clientId : undefined;
  } catch {
    return undefined; // cognito-local answers a token it cannot read itself
  }
}

export async function start(options: {
  dir: string;
  admin: SeedAdmin;
  /** The pool's Lambda triggers (manifest `triggers`), called as Cognito calls them. */
  triggers: PoolTriggers;
  /** The sandbox's IAM credentials: admin targets must be signed with them (cognito-gate.ts). */
  credentials: GateCredentials;
  print?: (line: string) => void;
  /** The clock of MFA codes and sessions (tests move it); the wall clock by default. */
  now?: () => number;
}): Promise<CognitoSandbox> {
  const print = options.print ?? (() => {});
  const dataDir = join(options.dir, 'db');
  mkdirSync(dataDir, { recursive: true });
  // The advertised endpoint is the IAM gate's; cognito-local listens behind it.
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const emulatorPort = await freePort();
  const logger = pino({ level: 'silent' });
  const ctx = { logger };

  const config = {
    ...DefaultConfig,
    TokenConfig: { IssuerDomain: endpoint },
    ServerConfig: {
      port: emulatorPort,
      hostname: '127.0.0.1',
      development: false,
      https: false as const,
    },
    UserPoolDefaults: { UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  // cognito-local's triggers call Lambda; the sandbox runs the same rules in the router below.
  const triggers = new TriggersService(
    clock,
    cognito,
    new LambdaService({}, undefined as never),
    new CryptoService(config.KMSConfig),
  );
  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(
      triggers,
      new MessageDeliveryService(new SandboxMessageSender(print)),
    ),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, triggers, config.TokenConfig),
    triggers,
  };
  const router = Router(services);
  // Software-token MFA as the AWS pool answers it (cognito-local's is partial): cognito-mfa.ts.
  const mfa = createMfaTargets({
    cognito,
    tokenGenerator: services.tokenGenerator,
    now: options.now,
  });
  const userOf = async (
    context: Parameters<ReturnType<typeof router>>[0],
    clientId: string,
    username: string,
  ) => {
    const client = await cognito.getAppClient(context, clientId);
    if (!client) return undefined;
    const pool = await cognito.getUserPool(context, client.UserPoolId);
    const user = await pool.getUserByUsername(context, username);
    const email = user?.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;
    return user && { poolId: client.UserPoolId, username: user.Username, email };
  };
  /** The fields every Cognito trigger event carries. */
  const triggerEvent = (poolId: string, clientId: string, userName: string) => ({
    version: '1',
    region: 'us-east-1',
    userPoolId: poolId,
    userName,
    callerContext: { awsSdkVersion: 'sandbox', clientId },
  });
  const invocation = () => ({ awsRequestId: randomUUID() }) as Context;
  /**
   * AdminUserGlobalSignOut, which cognito-local lacks: the account's refresh tokens stop working,
   * as in AWS (its ID and access tokens stay valid until they expire; the API's guard refuses
   * them once an administrator has changed the account).
   */
  const globalSignOut = async (
    context: Parameters<ReturnType<typeof router>>[0],
    req: Record<string, unknown>,
  ) => {
    const pool = await cognito.getUserPool(context, String(req.UserPoolId));
    const user = await pool.getUserByUsername(context, String(req.Username));
    if (!user) throw new UserNotFoundError();
    await pool.saveUser(context, { ...user, RefreshTokens: [] });
    return {};
  };
  /**
   * What the AWS pool does around cognito-local's targets: case-insensitive user names; the pre
   * sign-up trigger (the manifest's handler: only allow-listed addresses); on confirmation,
   * email_verified set (the code came by e-mail) and the post-confirmation trigger (the manifest's
   * handler: an allow-listed account joins the contributors group); and the client's write
   * attributes (manifest `userPoolClient`): a sign-up or UpdateUserAttributes writing another
   * attribute is refused whole, with Cognito's answer. A changed e-mail waits for its code
   * (cognito-local keeps it aside under the pool's verifyBeforeUpdate), so the account keeps
   * its proven address meanwhile.
   */
  const sandboxRouter: typeof router = (target) => {
    const handle = router(target);
    return async (context, rawReq) => {
      const req = lowerCaseUserNames(rawReq as Record<string, unknown>) as typeof rawReq;
      if (target === 'AdminUserGlobalSignOut') return globalSignOut(context, req);
      if (mfa.answers(target, req)) return mfa.handle(target, context, req);
      // The pool's password policy (cognito-local checks none): shared/rules/password-policy.ts.
      const newPassword =
        target === 'ChangePassword'
          ? req.ProposedPassword
          : target === 'RespondToAuthChallenge'
            ? req.ChallengeResponses?.NEW_PASSWORD
            : req.Password;
      if (
        ['SignUp', 'ChangePassword', 'ConfirmForgotPassword'].includes(target) ||
        (target === 'RespondToAuthChallenge' && req.ChallengeName === 'NEW_PASSWORD_REQUIRED')
      ) {
        const weak = passwordPolicyProblem(String(newPassword ?? ''));
        if (weak) throw new CognitoError('InvalidPasswordException', weak);
      }
      if (target === 'InitiateAuth' && req.AuthParameters?.USERNAME) {
        // A disabled account cannot sign in, as in AWS (cognito-local does not check).
        const client = await cognito.getAppClient(context, String(req.ClientId));
        const pool = client && (await cognito.getUserPool(context, client.UserPoolId));
        const user = await pool?.getUserByUsername(context, String(req.AuthParameters.USERNAME));
        if (user?.Enabled === false) throw new NotAuthorizedError('User is disabled.');
        // An invitee's temporary password is checked, as in AWS: cognito-local answers the
        // new-password challenge to any password of an account in FORCE_CHANGE_PASSWORD.
        if (
          user?.UserStatus === 'FORCE_CHANGE_PASSWORD' &&
          user.Password !== String(req.AuthParameters.PASSWORD ?? '')
        )
          throw new NotAuthorizedError('Incorrect username or password.');
      }
      if (target === 'InitiateAuth' || target === 'AdminInitiateAuth') {
        // One answer for an unknown account and a wrong password, as the AWS pool's
        // preventUserExistenceErrors gives: sign-in never tells which accounts exist.
        try {
          return mfa.afterInitiateAuth(req, await handle(context, req));
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (
            [
              'NotAuthorizedException',
              'UserNotFoundException',
              'InvalidPasswordException',
            ].includes(code ?? '')
          )
            throw new NotAuthorizedError('Incorrect username or password.');
          throw error;
        }
      }
      if (target === 'SignUp' || target === 'UpdateUserAttributes') {
        const clientId = target === 'SignUp' ? req.ClientId : clientOfToken(req.AccessToken);
        const client = await cognito.getAppClient(context, String(clientId));
        if (writesOutside(req.UserAttributes, client?.WriteAttributes))
          throw new NotAuthorizedError('A client attempted to write unauthorized attribute');
      }
      if (target === 'SignUp') {
        const attributes = (req.UserAttributes ?? []) as { Name: string; Value?: string }[];
        const email =
          attributes.find((attribute) => attribute.Name === 'email')?.Value ?? req.Username;
        const client = await cognito.getAppClient(context, String(req.ClientId));
        const preSignUp = await options.triggers.preSignUp();
        try {
          await preSignUp(
            {
              ...triggerEvent(client?.UserPoolId ?? '', String(req.ClientId), String(req.Username)),
              triggerSource: 'PreSignUp_SignUp',
              request: { userAttributes: { email: String(email ?? '') } },
              response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
            },
            invocation(),
          );
        } catch (error) {
          // How Cognito reports a trigger's refusal to the caller.
          throw new UserLambdaValidationError(
            `PreSignUp failed with error ${(error as Error).message}.`,
          );
        }
      }
      const result = await handle(context, req);
      if (target === 'ConfirmSignUp') {
        const user = await userOf(context, req.ClientId, req.Username);
        if (user?.email) {
          // cognito-local refuses email_verified alone ("Email is required to verify/un-verify an
          // email"): send the user's own address with it.
          await router('AdminUpdateUserAttributes')(context, {
            UserPoolId: user.poolId,
            Username: user.username,
            UserAttributes: [
              { Name: 'email', Value: user.email },
              { Name: 'email_verified', Value: 'true' },
            ],
          });
          const postConfirmation = await options.triggers.postConfirmation();
          await postConfirmation(
            {
              ...triggerEvent(user.poolId, String(req.ClientId), user.username),
              triggerSource: 'PostConfirmation_ConfirmSignUp',
              request: { userAttributes: { email: user.email, email_verified: 'true' } },
              response: {},
            },
            invocation(),
          );
        }
      }
      return result;
    };
  };
  const server = (await createServer(
    sandboxRouter,
    logger,
    config.ServerConfig,
    services,
  ).start()) as Server;
  const gate = await startCognitoGate({
    port,
    upstream: `http://127.0.0.1:${emulatorPort}`,
    credentials: options.credentials,
    log: print,
  });

  const sdk = new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: options.credentials,
  });
  const ids = await ensurePoolAndClient(sdk, join(options.dir, 'sandbox.json'));
  // Every start, so a data directory from before follows the manifest too.
  await sdk.send(
    new UpdateUserPoolClientCommand({
      UserPoolId: ids.userPoolId,
      ClientId: ids.clientId,
      WriteAttributes: [...userPoolClient.writeAttributes],
    }),
  );
  // cognito-local's UpdateUserPool drops this setting, so it is written to the pool's options.
  const pool = await cognito.getUserPool(ctx, ids.userPoolId);
  await pool.updateOptions(ctx, {
    ...pool.options,
    // As the CDK pool: a second factor for whoever enrols (software tokens only).
    MfaConfiguration: 'OPTIONAL',
    UserAttributeUpdateSettings: {
      AttributesRequireVerificationBeforeUpdate: [...userPoolClient.verifyBeforeUpdate],
    },
  });
  await ensureRoleGroups(sdk, ids.userPoolId);
  await ensureAdmin(sdk, ids.userPoolId, options.admin);
  sdk.destroy();

  return {
    endpoint,
    ...ids,
    issuer: `${endpoint}/${ids.userPoolId}`,
    jwksUrl: `${endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
    lastCode: (email) => codes.get(email.toLowerCase()),
    async end() {
      await gate.end();
      server.closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function ensurePoolAndClient(sdk: CognitoIdentityProviderClient, file: string) {
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { userPoolId: string; clientId: string };
  const pool = await sdk.send(
    new CreateUserPoolCommand({
      PoolName: 'sandbox',
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
    }),
  );
  const userPoolId = pool.UserPool!.Id!;
  const client = await sdk.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const ids = { userPoolId, clientId: client.UserPoolClient!.ClientId! };
  writeFileSync(file, JSON.stringify(ids, null, 2));
  return ids;
}

/** The role groups and the legacy one, as the CDK pool has them (shared/rules/staff-roles.ts). */
async function ensureRoleGroups(sdk: CognitoIdentityProviderClient, userPoolId: string) {
  const groups = [
    ...staffRoles.map((role) => roleGroups[role]),
    { group: legacyAdminGroup, precedence: undefined },
  ];
  for (const { group, precedence } of groups) {
    try {
      await sdk.send(
        new CreateGroupCommand({
          UserPoolId: userPoolId,
          GroupName: group,
          Precedence: precedence,
        }),
      );
    } catch (error) {
      if (
        !(error instanceof GroupExistsException) &&
        (error as Error).name !== 'GroupExistsException'
      )
        throw error;
    }
  }
}

async function ensureAdmin(
  sdk: CognitoIdentityProviderClient,
  userPoolId: string,
  admin: SeedAdmin,
) {
  try {
    await sdk.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: admin.email }));
  } catch {
    await sdk.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: admin.email,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: admin.email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  }
  // The seeded admin is an Administrator. A data directory from before roles has it in the
  // legacy `admins` group too, which is harmless: both read as Administrator, and the Staff
  // list takes one role per account (the highest).
  await sdk.send(
    new AdminAddUserToGroupCommand({
      UserPoolId: userPoolId,
      Username: admin.email,
      GroupName: roleGroups.administrator.group,
    }),
  );
  // Always (re)set the password, so the printed or configured one is the one that works.
  await sdk.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: admin.email,
      Password: admin.password,
      Permanent: true,
    }),
  );
}
