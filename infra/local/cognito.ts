/**
 * The Cognito emulator (cognito-local, JSON files on disk): one user pool, one app client without
 * secret, and a seeded admin with a permanent password. Pool and client ids are kept in
 * `<dir>/sandbox.json` so a restart finds the same pool and users.
 *
 * Two things differ from cognito-local's own start-up: its data directory is ours (it would use
 * `./.cognito`), and confirming a sign-up marks the e-mail verified, as Cognito does when the code
 * came by e-mail (cognito-local leaves email_verified false). Confirmation codes are printed, and
 * kept in memory so tests can read them.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
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
import pino from 'pino';
import { freePort } from './ports';

export interface CognitoSandbox {
  endpoint: string;
  userPoolId: string;
  clientId: string;
  issuer: string;
  jwksUrl: string;
  /** Latest confirmation code sent to an address (sign-up, resend). */
  lastCode(email: string): string | undefined;
  end(): Promise<void>;
}

export interface SeedAdmin {
  email: string;
  password: string;
}

const codes = new Map<string, string>();

/** Prints codes (the sandbox has no mail) and keeps them for tests. */
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

export async function start(options: {
  dir: string;
  admin: SeedAdmin;
  print?: (line: string) => void;
}): Promise<CognitoSandbox> {
  const print = options.print ?? (() => {});
  const dataDir = join(options.dir, 'db');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const endpoint = `http://127.0.0.1:${port}`;
  const logger = pino({ level: 'silent' });
  const ctx = { logger };

  const config = {
    ...DefaultConfig,
    TokenConfig: { IssuerDomain: endpoint },
    ServerConfig: { port, hostname: '127.0.0.1', development: false, https: false as const },
    UserPoolDefaults: { UsernameAttributes: ['email'], AutoVerifiedAttributes: ['email'] },
  };
  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  // No Lambda triggers run locally: the allow-list is enforced by the API on every admin route.
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
  const withVerifiedEmail: typeof router = (target) => {
    const handle = router(target);
    if (target !== 'ConfirmSignUp') return handle;
    return async (context, req) => {
      const result = await handle(context, req);
      const client = await cognito.getAppClient(context, req.ClientId);
      if (client) {
        // cognito-local refuses email_verified alone ("Email is required to verify/un-verify an
        // email"): send the user's own address with it.
        const user = await (
          await cognito.getUserPool(context, client.UserPoolId)
        ).getUserByUsername(context, req.Username);
        const email = user?.Attributes?.find((attribute) => attribute.Name === 'email')?.Value;
        if (email) {
          await router('AdminUpdateUserAttributes')(context, {
            UserPoolId: client.UserPoolId,
            Username: req.Username,
            UserAttributes: [
              { Name: 'email', Value: email },
              { Name: 'email_verified', Value: 'true' },
            ],
          });
        }
      }
      return result;
    };
  };
  const server = (await createServer(
    withVerifiedEmail,
    logger,
    config.ServerConfig,
    services,
  ).start()) as Server;

  const sdk = new CognitoIdentityProviderClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const ids = await ensurePoolAndClient(sdk, join(options.dir, 'sandbox.json'));
  await ensureAdmin(sdk, ids.userPoolId, options.admin);
  sdk.destroy();

  return {
    endpoint,
    ...ids,
    issuer: `${endpoint}/${ids.userPoolId}`,
    jwksUrl: `${endpoint}/${ids.userPoolId}/.well-known/jwks.json`,
    lastCode: (email) => codes.get(email.toLowerCase()),
    async end() {
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
