import path from 'node:path';
import type { Middleware } from 'koa';
import type { Config } from '../config';
import { contentSecurityPolicy, foreignOrigins, shellScriptHashesLoader } from '../web/content-security-policy';
import { FAILED_PRELOAD_WATCH_HASH } from '../web/remote-preloads';

/** Browsers keep to https for a year, subdomains included, once they have seen it over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every reply: API, pictures, built files and pages. Mounted first, so
 * replies built by the error middleware get them too.
 *
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy`, `X-Frame-Options: DENY` (for browsers
 *   that predate CSP's `frame-ancestors`).
 * - `Strict-Transport-Security` in production when the request came over https (`ctx.secure`;
 *   behind a TLS-terminating proxy that needs `TRUST_PROXY`). Never over plain http, where a
 *   browser ignores it, nor in development, where it would pin localhost to https.
 * - A Content-Security-Policy, unless the route set its own (SVG covers): pages get the hashes of
 *   the shell's inline scripts and of the script that marks failed remote preloads (and a streamed
 *   page its own nonce, `ctx.state.scriptNonce`); other replies the same policy without them.
 */
export function securityHeaders(config: Config): Middleware {
  const origins = foreignOrigins(config);
  const shellScriptHashes = shellScriptHashesLoader(path.join(config.webRoot, 'shell', 'dist', 'index.html'));
  const plainPolicy = contentSecurityPolicy(origins);
  return async (ctx, next) => {
    await next();
    // Set after the reply is built: the error middleware clears every header a failed request had.
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    if (config.nodeEnv === 'production' && ctx.secure) ctx.set('Strict-Transport-Security', HSTS);
    if (ctx.response.get('Content-Security-Policy')) return;
    // A 304 has no body to tell a page by, yet Chromium copies its headers over the cached page:
    // it must carry the page's policy, or a reload blocks the shell's inline scripts. The hashes
    // allow nothing on a reply that is not a page.
    const page = Boolean(ctx.response.is('html')) || ctx.status === 304;
    const scripts = page ? [...(await shellScriptHashes()), FAILED_PRELOAD_WATCH_HASH] : [];
    // A streamed page's inline scripts (React's, which put each part in place) carry this reply's nonce.
    const nonce: unknown = ctx.state.scriptNonce;
    if (page && typeof nonce === 'string') scripts.push(`'nonce-${nonce}'`);
    ctx.set('Content-Security-Policy', page ? contentSecurityPolicy(origins, scripts) : plainPolicy);
  };
}
