import type Router from '@koa/router';
import { requireAdmin } from '../auth/require-admin';
import { ok } from '../http/reply';
import { listAudit } from './service';
import { auditQuery } from './validators';

/** `GET /api/admin/audit?limit=`: the newest audit entries (admin only). */
export function auditRoutes(router: Router): void {
  router.get('/admin/audit', requireAdmin(), async (ctx) => {
    const { limit } = auditQuery.parse(ctx.query);
    ok(ctx, await listAudit(limit));
  });
}
