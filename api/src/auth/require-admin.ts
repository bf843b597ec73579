import type { Context, Middleware } from 'koa';
import { recordAudit } from '../audit/service';
import { UnauthorizedError } from '../http/errors';
import { findSession, type SessionView } from './service';

/** The session cookie: HttpOnly, SameSite=Strict, Path=/, Secure over https in production. */
export const SESSION_COOKIE = 'ogulf_admin';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Admin-only guard for route code: `router.get('/x', requireAdmin(), handler)`. Answers 401
 * `UNAUTHORIZED` unless the request carries a live session cookie (the server checks the 8-hour
 * expiry on every request), sets `ctx.state.admin`, and keeps admin replies out of every cache.
 * Every successful write through it is recorded in the audit log: the handler may name the
 * action and target in `ctx.state.audit`; otherwise the method, route and `:id` are used.
 */
export function requireAdmin(): Middleware {
  return async (ctx, next) => {
    const session = await findSession(ctx.cookies.get(SESSION_COOKIE), ctx.now());
    if (!session) throw new UnauthorizedError('Admin session required');
    ctx.state.admin = session;
    ctx.set('Cache-Control', 'no-store');
    await next();
    if (!READS.has(ctx.method) && ctx.status < 400) await auditWrite(ctx);
  };
}

async function auditWrite(ctx: Context): Promise<void> {
  const named = ctx.state.audit;
  const route = (ctx as Context & { _matchedRoute?: unknown })._matchedRoute;
  const params = (ctx as Context & { params?: Record<string, string> }).params ?? {};
  try {
    await recordAudit({
      at: ctx.now(),
      actor: ctx.state.admin?.user ?? 'admin',
      action: named?.action ?? `${ctx.method} ${typeof route === 'string' ? route : ctx.path}`,
      target: named?.target ?? params['id'] ?? '',
      label: named?.label ?? '',
      ip: ctx.ip,
      userAgent: ctx.get('User-Agent'),
    });
  } catch (error) {
    // The write itself is done; losing its audit line must not turn it into a failure.
    ctx.log.error(`Could not record the audit entry of ${ctx.method} ${ctx.path}`, error);
  }
}

declare module 'koa' {
  interface DefaultState {
    /** Set by `requireAdmin()`: the admin's session. */
    admin?: SessionView;
    /**
     * What an admin write did, for the audit log (e.g. `{ action: 'product.update', target: id,
     * label: 'Oak Desk' }`; `label` names the record for the overview's activity in words).
     */
    audit?: { action: string; target: string; label?: string };
  }
}
