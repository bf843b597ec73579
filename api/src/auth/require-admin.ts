/**
 * PLACEHOLDER until the admin-session work lands (issue 6): refuses every request, so admin-only
 * routes are safe from the first commit. The real middleware checks the session cookie and
 * sets `ctx.state.admin`.
 */
import type { Middleware } from 'koa';
import { UnauthorizedError } from '../http/errors';

export function requireAdmin(): Middleware {
  return async () => {
    throw new UnauthorizedError('Admin session required');
  };
}
