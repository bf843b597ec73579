import type Router from '@koa/router';
import { databaseHealth, health } from '@ogulf/contracts';
import { routesOn } from '../http/route';
import { getDatabaseHealth, getHealth } from './service';

/** `GET /api/health` (liveness) and `GET /api/db-health` (database readiness). */
export function healthRoutes(router: Router): void {
  const api = routesOn(router);
  const status = { access: 'public', tag: 'health', cache: 'no-store' } as const;

  api.get('/health', {
    ...status,
    summary: 'Liveness: the process answers (and whether its database does)',
    reply: health,
    handle: () => getHealth(),
  });

  api.get('/db-health', {
    ...status,
    summary: 'Readiness: 200 when the database answers, else 503',
    reply: databaseHealth,
    handle: () => getDatabaseHealth(),
  });
}
