/**
 * In a browser, zod runs without compiled parsers. On its first schema zod probes `new Function`
 * to see whether it may compile faster ones; under the site's CSP (no 'unsafe-eval') that probe is
 * refused and reported as a policy violation (console, DevTools Issues, Lighthouse best
 * practices), though zod recovers. The setting must come before any schema exists, so every module
 * that builds schemas imports this one for its effect. Lambdas (no window) keep compiled parsers.
 */
import * as z from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });
