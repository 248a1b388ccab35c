/**
 * The house JSON answer: every HTTP handler's body goes out with these headers (functions/lib/http.ts),
 * and the health route, which runs without the middy stack, answers the same way.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const jsonHeaders = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

/** A JSON response with the house headers. */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode: status,
    headers: { ...jsonHeaders, ...headers },
    body: body === undefined ? '' : JSON.stringify(body),
  };
}
