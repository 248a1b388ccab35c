/**
 * The site's Content-Security-Policy header, put together from the manifest's policy and what the
 * web build recorded (`<build>/script-sources.json`, see shared/rules/page-html.ts): the hashes of
 * every inline script its pages run. The sandbox and CDK both build the header here, from the
 * same two sources, so the laptop and CloudFront send the same policy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod';
import { builtScriptSourcesFile } from '@shared/rules/page-html';

/**
 * Adds sources to one CSP directive. A missing directive starts from `default-src`, which it
 * would otherwise fall back to, so adding a source never loosens anything else.
 */
export function addCspSources(csp: string, directive: string, sources: readonly string[]): string {
  if (sources.length === 0) return csp;
  const parts = csp
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const index = parts.findIndex((part) => part.split(/\s+/)[0] === directive);
  if (index >= 0) {
    parts[index] = [parts[index], ...sources].join(' ');
  } else {
    const fallback = parts.find((part) => part.split(/\s+/)[0] === 'default-src');
    const inherited = fallback ? fallback.split(/\s+/).slice(1) : [];
    parts.push([directive, ...inherited, ...sources].join(' '));
  }
  return parts.join('; ');
}

/** A script source a build may record: an inline script's hash, or an https origin. */
const scriptSourceSchema = z.string().regex(/^('sha256-[A-Za-z0-9+/]+=*'|https:\/\/[^\s;']+)$/, {
  error: 'a script source must be a sha256 hash or an https origin',
});

const builtScriptSourcesSchema = z.object({ scriptSrc: z.array(scriptSourceSchema) });

/**
 * The script sources a web build recorded, or undefined when there is no build (or no record:
 * Vite's dev server). Anything but hashes and https origins ('unsafe-inline') is refused.
 */
export function readBuiltScriptSources(buildDir: string): string[] | undefined {
  const file = join(buildDir, builtScriptSourcesFile);
  if (!existsSync(file)) return undefined;
  return builtScriptSourcesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).scriptSrc;
}

/** `headers` with `scriptSources` added to its CSP's script-src. */
export function withScriptSources<T extends Readonly<Record<string, string>>>(
  headers: T,
  scriptSources: readonly string[],
): T {
  const csp = headers['Content-Security-Policy'];
  if (csp === undefined) return headers;
  return {
    ...headers,
    'Content-Security-Policy': addCspSources(csp, 'script-src', scriptSources),
  };
}
