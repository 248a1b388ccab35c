/**
 * Module substitutions of every Lambda bundle, shared by the house NodeFunction and the bench's
 * mirror of its settings (bench/lambda-bundling.ts), kept free of CDK imports so the bench loads
 * it cheaply.
 */
import { join } from 'node:path';

/**
 * The module every bundle takes in place of the SDK's default credential chain: Lambda gives
 * credentials in the environment only (functions/lib/lambda-credentials.ts says why).
 */
export function credentialsAlias(rootDir: string): Record<string, string> {
  return {
    '@aws-sdk/credential-provider-node': join(rootDir, 'functions/lib/lambda-credentials.ts'),
  };
}
