/**
 * "The limit" of the home page: its prerendered HTML with every script removed (inline and
 * module scripts, JSON-LD, modulepreload and script preload links), keeping the stylesheets. It is
 * what the browser would paint if the page shipped no JavaScript at all, so its LCP is the floor
 * our real page is compared with (bench/limit.ts).
 */

/** Path the bench serves the limit page under, beside the real site. */
export const limitPagePath = '/bench-limit/';

/** The home page's HTML without any script. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<script\b[^>]*\/>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas=["']?script["']?[^>]*>/gi, '');
}
