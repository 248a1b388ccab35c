/**
 * The token issuer of a Cognito user pool in AWS (the sandbox names its own in COGNITO_ISSUER).
 * Apart from config.ts so the health route can name it without the configuration's zod schema.
 */
export function cognitoIssuer(region: string, userPoolId: string): string {
  return `https://cognito-idp.${region}.amazonaws.com/${userPoolId}`;
}
