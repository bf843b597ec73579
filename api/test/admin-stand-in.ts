import type { Context, Next } from 'koa';
import request from 'supertest';
import { UnauthorizedError } from '../src/http/errors';

/** The header that stands in for an admin session in the tests that mock the guard. */
const HEADER = 'X-Test-Admin';

/**
 * The admin session is another feature's (and proven by its own tests). A file testing admin routes
 * over HTTP replaces the guard's module with this one, which admits a request carrying
 * `X-Test-Admin: yes` and refuses every other one the way the real guard does:
 *
 *   jest.mock('../src/auth/require-admin', () => jest.requireActual<typeof import('./admin-stand-in')>('./admin-stand-in').guardModule());
 *
 * (jest.mock is hoisted above the imports, so the module is reached through jest.requireActual.)
 */
export function guardModule() {
  return {
    requireAdmin: () => async (ctx: Context, next: Next) => {
      if (ctx.get(HEADER) !== 'yes') throw new UnauthorizedError('Admin session required');
      await next();
    },
  };
}

type Server = Parameters<typeof request>[0];

/** Requests to `server` that the stand-in guard admits. */
export function asAdmin(server: Server) {
  return {
    get: (path: string) => request(server).get(path).set(HEADER, 'yes'),
    put: (path: string) => request(server).put(path).set(HEADER, 'yes'),
    post: (path: string) => request(server).post(path).set(HEADER, 'yes'),
    patch: (path: string) => request(server).patch(path).set(HEADER, 'yes'),
    delete: (path: string) => request(server).delete(path).set(HEADER, 'yes'),
  };
}
