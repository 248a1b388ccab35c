/**
 * The AWS SDK clients, built once per process (module scope, first use) with the endpoint
 * overrides of the sandbox. Repositories and adapters take them from here; nothing else builds one.
 * SQS, DynamoDB, Bedrock and KMS have no client here: their calls are signed without one
 * (sqs-messages.ts, dynamo/document-client.ts, content-model/bedrock-converse.ts,
 * preview-signer.ts).
 */
import {
  CloudFrontKeyValueStoreClient,
  type CloudFrontKeyValueStoreClientConfig,
} from '@aws-sdk/client-cloudfront-keyvaluestore';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { config } from '@functions/lib/config';

let s3: S3Client | undefined;
let cognito: CognitoIdentityProviderClient | undefined;
let ses: SESv2Client | undefined;
let keyValueStore: CloudFrontKeyValueStoreClient | undefined;

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

/**
 * The edge store's KeyValueStore API. In AWS its endpoint is derived from the store's ARN (the
 * account's own host name), which no local server can answer; the sandbox's emulator is named as
 * the whole endpoint instead, signed as the real one is (SigV4A, every region).
 */
export function keyValueStoreClient(): CloudFrontKeyValueStoreClient {
  if (!keyValueStore) {
    const { region, endpoints } = config();
    const local = endpoints.keyValueStore;
    // What the service's endpoint rules answer, with the emulator's address: their signing
    // properties (SigV4A over every region) have no `signingRegion`, which the type asks for.
    const endpoint = local && {
      url: new URL(local),
      properties: {
        authSchemes: [
          { name: 'sigv4a', signingName: 'cloudfront-keyvaluestore', signingRegionSet: ['*'] },
        ],
      },
    };
    keyValueStore = new CloudFrontKeyValueStoreClient({
      region,
      ...(endpoint ? { endpointProvider: () => endpoint as unknown as LocalEndpoint } : {}),
    });
  }
  return keyValueStore;
}

type LocalEndpoint = ReturnType<
  NonNullable<CloudFrontKeyValueStoreClientConfig['endpointProvider']>
>;
