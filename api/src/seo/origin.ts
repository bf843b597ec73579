import type { Context, Middleware } from 'koa';
import type { Config } from '../config';

/**
 * Stands for the site's origin in everything the SEO feature caches: the cached sitemap, robots
 * file, summary and head tags hold this token, and each reply swaps in the origin of its own
 * request. So a request with a forged Host header can never leave its host in a cached copy that
 * other visitors get. (`.invalid` is a reserved top-level domain: the token can't be a real address.)
 */
export const ORIGIN_TOKEN = 'https://origin.ogulf.invalid';

// A host name or bracketed IPv6 address, with an optional port: nothing that needs escaping in
// HTML, XML or JSON.
const SAFE_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's public origin: `PUBLIC_URL` when set (as production should), else the request's own
 * protocol and host (forwarded ones only with TRUST_PROXY), or `http://localhost` for a host that
 * is not a plain host name.
 */
export function requestOrigin(ctx: Context, config: Config): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const host = ctx.host;
  return `${ctx.protocol === 'https' ? 'https' : 'http'}://${SAFE_HOST.test(host) ? host : 'localhost'}`;
}

/** `text` with every origin token replaced by `origin`. */
export function withOrigin(text: string, origin: string): string {
  return text.replaceAll(ORIGIN_TOKEN, origin);
}

/** Puts the request's origin into a text reply built (and cached) with the token. */
export function originFilled(config: Config): Middleware {
  return async (ctx, next) => {
    await next();
    const body: unknown = ctx.body;
    if (typeof body === 'string' || Buffer.isBuffer(body)) {
      const type = ctx.response.get('Content-Type');
      ctx.body = withOrigin(body.toString(), requestOrigin(ctx, config));
      ctx.type = type;
    }
  };
}
