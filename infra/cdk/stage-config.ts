/**
 * What differs between stages, as plain values. `app.ts` builds it from CDK context; stacks and
 * constructs receive it as props and never read the environment themselves.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import * as logs from 'aws-cdk-lib/aws-logs';
import { defaultBedrockModelId } from '@functions/lib/config';

export const stageNames = ['dev', 'prod'] as const;
export type StageName = (typeof stageNames)[number];

export type AiProvider = 'bedrock' | 'offline';

export interface StageConfig {
  stage: StageName;
  /** Custom domain of the site (needs `certificateArn`, a us-east-1 ACM certificate). */
  domainName?: string;
  certificateArn?: string;
  /**
   * The API Gateway custom domain CloudFront reaches the API by (`api-origin.firm.example`), with
   * `apiOriginCertificateArn`, an ACM certificate in the API's region covering it. With it the
   * API's default execute-api endpoint is off, so the API answers only by this domain. Required
   * in prod (`apiOriginProblem`).
   */
  apiOriginDomain?: string;
  apiOriginCertificateArn?: string;
  /** Allow-list of admin e-mail addresses (lower case). */
  adminEmails: readonly string[];
  /** Allow-listed e-mail domains (`example.com`, lower case, no `@`). */
  adminEmailDomains: readonly string[];
  /**
   * Whether administrators must have two-step sign-in (TOTP): the portal sends one without it to
   * enrol and the API refuses them admin routes until then. Default: on in prod, off in dev.
   */
  adminMfaRequired: boolean;
  aiProvider: AiProvider;
  /** Bedrock model or inference profile id used by the generation workers. */
  bedrockModelId: string;
  /**
   * Origin the site is served from (`https://example.com`): canonical links, sitemap, CORS of
   * the image uploads. Defaults to `https://<domainName>`; unknown without either (the
   * CloudFront domain is only known after the first deployment).
   */
  publicOrigin?: string;
  /** Who the alarms e-mail (an SNS subscription); without it the topic has no subscriber yet. */
  alarmEmail?: string;
  /** The domain mail is sent from (the SES identity); defaults to `domainName`. */
  mailDomain?: string;
  /** The sender address; defaults to `no-reply@<mail domain>`. */
  mailFrom?: string;
  /** The staff inbox told of new contact submissions; defaults to `adminEmails`. */
  staffNotifyEmails?: readonly string[];
  /**
   * The newsletter's SES send rate, messages per second across every worker: the account's
   * sending quota (14 in an SES sandbox account, the functions' default).
   */
  newsletterRatePerSecond?: number;
}

/** Defaults for the optional context values. */
export const stageDefaults = {
  aiProvider: 'bedrock' as AiProvider,
  // The functions' own default, so both sides name the same model.
  bedrockModelId: defaultBedrockModelId,
};

/** Settings that follow from the stage: production keeps its data and logs, dev cleans up. */
export interface StageTraits {
  isProduction: boolean;
  removalPolicy: RemovalPolicy;
  logRetention: logs.RetentionDays;
  logLevel: 'DEBUG' | 'INFO';
}

export function stageTraits(stage: StageName): StageTraits {
  const isProduction = stage === 'prod';
  return {
    isProduction,
    removalPolicy: isProduction ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: isProduction ? logs.RetentionDays.THREE_MONTHS : logs.RetentionDays.TWO_WEEKS,
    logLevel: isProduction ? 'INFO' : 'DEBUG',
  };
}

/** The origin the site is served from, when it is known at synth time. */
export function resolvePublicOrigin(config: StageConfig): string | undefined {
  if (config.publicOrigin) return config.publicOrigin.replace(/\/+$/, '');
  return config.domainName ? `https://${config.domainName}` : undefined;
}

/** A stage setting that cannot work; the CLI prints its message alone, as one line. */
export class StageConfigError extends Error {
  override name = 'StageConfigError';
}

/**
 * What is wrong with a stage's API origin settings, as one line naming the setting, or undefined.
 * Production must not keep the default execute-api endpoint, so it needs the custom domain; dev
 * may go without (the endpoint stays on, guarded by the origin secret alone).
 */
export function apiOriginProblem(config: StageConfig): string | undefined {
  if (config.apiOriginDomain && !config.apiOriginCertificateArn)
    return `apiOriginDomain needs apiOriginCertificateArn: an ACM certificate covering ${config.apiOriginDomain} in the API's region.`;
  if (!config.apiOriginDomain && config.apiOriginCertificateArn)
    return 'apiOriginCertificateArn needs apiOriginDomain: the custom domain it covers.';
  if (config.stage === 'prod' && !config.apiOriginDomain)
    return 'Stage prod needs apiOriginDomain and apiOriginCertificateArn (-c apiOriginDomain=… -c apiOriginCertificateArn=…): its API answers only through CloudFront by that custom domain, with the execute-api endpoint off.';
  return undefined;
}

/** The region of an ACM certificate ARN (`arn:aws:acm:<region>:…`), if it names one. */
export function certificateRegion(arn: string): string | undefined {
  return /^arn:[^:]+:acm:([^:]+):/.exec(arn)?.[1];
}

/** Splits a comma-separated context value into trimmed, lower-cased, non-empty entries. */
export function parseList(value: unknown): string[] {
  if (value === undefined || value === null) return [];
  const items = Array.isArray(value) ? value.map(String) : String(value).split(',');
  return items
    .map((item) => item.trim().toLowerCase().replace(/^@/, ''))
    .filter((item) => item.length > 0);
}
