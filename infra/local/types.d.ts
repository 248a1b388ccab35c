// The emulators ship no type declarations; these are the parts the sandbox uses.
declare module 'dynalite' {
  import type { Server } from 'node:http';
  export default function dynalite(options: {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
  }): Server;
}

declare module 's3rver' {
  import type { AddressInfo } from 'node:net';
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string; configs: unknown[] }[];
    });
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

declare module 'aws-ses-v2-local' {
  import type { Server } from 'node:http';
  export default function server(config?: { host?: string; port?: number }): Promise<Server>;
}
