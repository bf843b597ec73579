import type Router from '@koa/router';
import { auditEntryView, auditQuery } from '@ogulf/contracts';
import { z } from 'zod/mini';
import { requireAdmin } from '../auth/require-admin';
import { routesOn } from '../http/route';
import { listAudit } from './service';

/** `GET /api/admin/audit?limit=`: the newest audit entries (admin only). */
export function auditRoutes(router: Router): void {
  routesOn(router).get('/admin/audit', {
    summary: "The newest entries of the admin's audit log",
    access: 'admin',
    tag: 'admin session',
    cache: 'no-store',
    before: [requireAdmin()],
    input: { query: auditQuery },
    reply: z.array(auditEntryView),
    handle: (_ctx, { query }) => listAudit(query.limit),
  });
}
