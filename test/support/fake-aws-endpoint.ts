/**
 * A fake AWS endpoint for the unit tests of the signed calls (DynamoDB, Bedrock, Cognito): an HTTP
 * server on 127.0.0.1 and a free port that records each request (path, signature, target header,
 * body) and lets the test answer it. `close()` ends it and its open connections.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the endpoint saw it. */
export interface SeenRequest {
  url: string;
  authorization: string;
  /** The `x-amz-target` header (the operation of a JSON protocol call). */
  target: string;
  /** The body, parsed as JSON (`{}` when empty). */
  body: Record<string, unknown>;
  /** The client's port: requests over one kept connection share it. */
  clientPort: number;
}

export interface FakeAwsEndpoint {
  /** `http://127.0.0.1:{port}`. */
  url: string;
  /** The requests so far, oldest first (the test may empty it). */
  seen: SeenRequest[];
  close(): Promise<void>;
}

/** Answers a request with `status` and a JSON body of `type`. */
export function jsonAnswer(status: number, body: unknown, type = 'application/json') {
  return (response: ServerResponse) => {
    response.writeHead(status, { 'content-type': type });
    response.end(JSON.stringify(body));
  };
}

/** Starts an endpoint whose answer to each request `respond` writes. */
export async function fakeAwsEndpoint(
  respond: (request: SeenRequest, response: ServerResponse) => void,
): Promise<FakeAwsEndpoint> {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      const entry: SeenRequest = {
        url: request.url ?? '',
        authorization: String(request.headers.authorization),
        target: String(request.headers['x-amz-target']),
        body: (text ? JSON.parse(text) : {}) as Record<string, unknown>,
        clientPort: request.socket.remotePort ?? 0,
      };
      seen.push(entry);
      respond(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
