import Router from '@koa/router';
import type { Middleware } from 'koa';

/**
 * A feature's routes outside `/api` that the server generates rather than reads from a build,
 * such as blog cover images (full paths, e.g. `/assets/images/blog/:file`).
 */
export type SiteRouteModule = (router: Router) => void;

/**
 * The generated site routes, mounted before the static front end. A request no route matches
 * (another path, or a method other than GET/HEAD) goes on untouched to the next middleware.
 */
export function siteRouter(modules: readonly SiteRouteModule[]): Middleware {
  const router = new Router();
  for (const register of modules) register(router);
  // The router's types demand the `params` it adds itself once a route matches.
  return router.routes() as Middleware;
}
