import Router from '@koa/router';
import type Koa from 'koa';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import compose from 'koa-compose';
import { isApiPath } from './api-path';
import { MethodNotAllowedError, NotFoundError } from './errors';

/** A feature's routes, registered on the shared `/api` router (paths relative to `/api`). */
export type RouteModule = (router: Router) => void;

/** Largest JSON body accepted; uploads will get their own limits on their own routes. */
export const JSON_LIMIT = '100kb';

/**
 * Everything under `/api`: JSON body parsing, the feature routes, and the JSON 404/405 answers.
 * Requests outside `/api` pass straight through to the next middleware (the front end).
 */
export function apiRouter(modules: readonly RouteModule[]): Middleware {
  const router = new Router({ prefix: '/api' });
  for (const register of modules) register(router);
  const api = compose([
    unmatchedApiRequests(),
    jsonBody(),
    // The router's types demand the `params` it adds itself once a route matches.
    router.routes() as Middleware,
    router.allowedMethods() as Middleware,
  ]);
  const middleware: Middleware = (ctx, next) => (isApiPath(ctx.path) ? api(ctx, next) : next());
  REGISTERED.set(middleware, registeredRoutes(router));
  return middleware;
}

/** One registered route, as `GET` and `/api/products/:idOrSlug`. */
export interface ApiRoute {
  method: string;
  path: string;
}

const REGISTERED = new WeakMap<Middleware, readonly ApiRoute[]>();

/**
 * Every route of an app's `/api` router (HEAD, which the router adds to each GET, left out).
 * The route-access test walks this list to prove each route is public by choice or refused
 * without an admin session.
 */
export function apiRoutesOf(app: Koa): readonly ApiRoute[] {
  for (const middleware of app.middleware) {
    const routes = REGISTERED.get(middleware as Middleware);
    if (routes) return routes;
  }
  return [];
}

function registeredRoutes(router: Router): ApiRoute[] {
  return router.stack.flatMap((layer) =>
    typeof layer.path !== 'string'
      ? []
      : layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: String(layer.path) })),
  );
}

function jsonBody(): Middleware {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: JSON_LIMIT,
    urlencoded: false,
    text: false,
    multipart: false,
  });
  // koa-body is typed against its own copy of @types/koa 2; the runtime context is the same.
  return parse as unknown as Middleware;
}

/**
 * Turns the router's bare 404/405/501 into the JSON error shape. `allowedMethods()` leaves a
 * 405 (or 501 for verbs it does not know) with an `Allow` header when the path exists.
 */
function unmatchedApiRequests(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body != null || ![404, 405, 501].includes(ctx.status)) return;
    const allow = (ctx.response.get('Allow') || '')
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean);
    if (ctx.status !== 404 && allow.length > 0) throw new MethodNotAllowedError(ctx.method, ctx.path, allow);
    throw new NotFoundError(`No API route for ${ctx.method} ${ctx.path}`);
  };
}

declare module 'koa' {
  interface Request {
    /** JSON body parsed by koa-body (`{}` when there is none). Untrusted: validate before use. */
    body?: unknown;
  }
}
