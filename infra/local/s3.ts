/**
 * The S3 emulator (s3rver, files on disk) with the manifest's image bucket. The site bucket is not
 * emulated: the sandbox serves the web build from disk as CloudFront would.
 */
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

export interface S3Sandbox {
  endpoint: string;
  end(): Promise<void>;
}

export async function start(options: {
  dir: string;
  buckets: string[];
  port?: number;
}): Promise<S3Sandbox> {
  mkdirSync(options.dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port ?? 0,
    directory: options.dir,
    silent: true,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [] })),
  });
  const address = (await server.run()) as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async end() {
      await server.close();
    },
  };
}
