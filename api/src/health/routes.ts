import type Router from '@koa/router';
import { ok } from '../http/reply';
import { getDatabaseHealth, getHealth } from './service';

/** `GET /api/health` (liveness) and `GET /api/db-health` (database readiness). */
export function healthRoutes(router: Router): void {
  router.get('/health', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, getHealth());
  });
  router.get('/db-health', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ok(ctx, await getDatabaseHealth());
  });
}
