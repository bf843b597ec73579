import type Router from '@koa/router';
import { auditEntryView, auditQuery } from '@ogulf/contracts';
import { z } from 'zod/mini';
import { adminRoute } from '../auth/admin-route';
import { routesOn } from '../http/route';
import { listAudit } from './service';

/** `GET /api/admin/audit?limit=`: the newest audit entries (admin only). */
export function auditRoutes(router: Router): void {
  routesOn(router).get('/admin/audit', {
    summary: "The newest entries of the admin's audit log",
    ...adminRoute('admin session'),
    input: { query: auditQuery },
    reply: z.array(auditEntryView),
    handle: (_ctx, { query }) => listAudit(query.limit),
  });
}
