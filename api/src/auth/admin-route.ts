import { requireAdmin } from './require-admin';

/**
 * The common part of an admin route's declaration (`routesOn`): the session check first, no cache
 * may keep the reply, and the OpenAPI document marks it with the session cookie.
 */
export function adminRoute(tag: string) {
  return { access: 'admin', tag, cache: 'no-store', before: [requireAdmin()] } as const;
}
