/**
 * The AWS SDK clients, built once per process (module scope, first use) with the endpoint
 * overrides of the sandbox. Repositories and adapters take them from here; nothing else builds one.
 * SQS, DynamoDB, Bedrock, KMS and the edge store have no client here: their calls are signed
 * without one (sqs-messages.ts, dynamo/document-client.ts, content-model/bedrock-converse.ts,
 * preview-signer.ts, edge-store.ts).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '@functions/lib/config';

let s3: S3Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let ses: SESv2Client | undefined;

export function s3Client(): S3Client {
  if (!s3) {
    const { region, endpoints } = config();
    s3 = new S3Client({ region, endpoint: endpoints.s3, forcePathStyle: Boolean(endpoints.s3) });
  }
  return s3;
}

/** The user pool's admin API (the staff directory); the sandbox's Cognito emulator locally. */
export function cognitoClient(): CognitoIdentityProviderClient {
  if (!cognito) {
    const { region, endpoints } = config();
    cognito = new CognitoIdentityProviderClient({ region, endpoint: endpoints.cognito });
  }
  return cognito;
}

/** SES (v2 API): the local SES emulator's endpoint in the sandbox. */
export function sesClient(): SESv2Client {
  if (!ses) {
    const { region, endpoints } = config();
    ses = new SESv2Client({ region, endpoint: endpoints.ses });
  }
  return ses;
}
