import type { Middleware } from 'koa';
import type { Config } from '../config';
import { isApiPath } from '../http/api-path';
import { ForbiddenError } from '../http/errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Refuses (403 `FOREIGN_ORIGIN`) a state-changing `/api` request whose `Origin` header names
 * another site: the second line of defence against cross-site requests after the SameSite
 * cookie. The site's own origin is the request's (scheme and Host, which a cross-site page
 * cannot choose) or `PUBLIC_URL`'s. In development, loopback origins pass too: the dev servers
 * on ports 3000-3004 proxy `/api` to the API on 3100. Requests without `Origin` (curl, server
 * to server) are not cross-site requests from a browser and pass.
 */
export function refuseForeignOrigins(config: Pick<Config, 'publicUrl' | 'nodeEnv'>): Middleware {
  const publicOrigin = config.publicUrl === undefined ? undefined : new URL(config.publicUrl).origin;
  return async (ctx, next) => {
    if (STATE_CHANGING.has(ctx.method) && isApiPath(ctx.path)) {
      const origin = ctx.get('Origin');
      // Koa 3's `ctx.origin` is the Origin header itself, so the request's own origin is built here.
      if (
        origin !== '' &&
        !isOwn(origin, `${ctx.protocol}://${ctx.host}`, publicOrigin, config.nodeEnv === 'development')
      ) {
        throw new ForbiddenError('Requests from other sites are not allowed', { code: 'FOREIGN_ORIGIN' });
      }
    }
    await next();
  };
}

function isOwn(header: string, requestOrigin: string, publicOrigin: string | undefined, development: boolean): boolean {
  let origin: URL;
  try {
    origin = new URL(header);
  } catch {
    // `Origin: null` (sandboxed frames, some redirects) and garbage are foreign.
    return false;
  }
  if (origin.origin === requestOrigin.toLowerCase() || origin.origin === publicOrigin) return true;
  return development && LOOPBACK.has(origin.hostname);
}
