/**
 * What the bundler puts in place of `@aws-sdk/credential-provider-node` in every Lambda bundle
 * (infra/cdk/constructs/node-function.ts, `credentialsAlias`). Lambda hands a function its role's
 * credentials in the environment, always; the SDK's default chain would also carry the SSO, STS,
 * web identity, ini-file, process and instance-metadata providers with their nested clients
 * (about a third of a small function's bundle), none of which can ever answer there. Only the
 * bundles use this: the sandbox and the tests run the SDK's own chain.
 */
import { fromEnv } from '@aws-sdk/credential-provider-env';

/** The same signature as the default chain's: the clients' runtime config calls it with its init. */
export const defaultProvider = (init?: Parameters<typeof fromEnv>[0]) => fromEnv(init);
