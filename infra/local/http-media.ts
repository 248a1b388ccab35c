/**
 * `/media/*` from the S3 emulator, as CloudFront serves the images bucket: processed variants
 * only, under their own security headers, anything but an accepted image type as a download.
 */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { isPublicMediaKey } from '@shared/rules/public-image';
import { mediaDisposition, mediaSecurityHeaders } from '../manifest';
import type { HttpServerOptions } from './http-server';

export function createMediaHandler(
  media: HttpServerOptions['media'],
): (req: IncomingMessage, res: ServerResponse, url: URL) => void {
  return function serveMedia(req, res, url) {
    for (const [name, value] of Object.entries(mediaSecurityHeaders)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      return res.end();
    }
    const key = url.pathname.slice(media.publicPath.length);
    // Only processed variants are public: an original keeps its EXIF (shared/rules/public-image).
    if (!isPublicMediaKey(key)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('Not found');
    }
    const upstream = httpRequest(
      `${media.s3Endpoint}/${media.bucket}/${key}`,
      { method: req.method },
      (answer) => {
        const status = answer.statusCode ?? 502;
        if (status >= 400) {
          answer.resume();
          res.writeHead(404, { 'content-type': 'text/plain' });
          return res.end('Not found');
        }
        const type = answer.headers['content-type'] ?? 'application/octet-stream';
        res.writeHead(status, {
          'content-type': type,
          ...(answer.headers['content-length']
            ? { 'content-length': answer.headers['content-length'] }
            : {}),
          'cache-control': 'public, max-age=3600',
          // Uploaded files are never rendered as documents on our origin: only images show.
          'content-disposition': mediaDisposition(type),
        });
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
    upstream.end();
  };
}
