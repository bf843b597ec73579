/** `GET /api/admin/audit?limit=`: the newest admin writes and login events. */
import type { AuditEntryView } from '@ogulf/contracts';
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';

export type { AuditEntryView as AuditEntry } from '@ogulf/contracts';

export const auditPath = (limit: number) => `/api/admin/audit?limit=${limit}`;

export const auditQuery = (limit: number) => apiQuery<AuditEntryView[]>(auditPath(limit));

export const useAudit = (limit: number) => useAdminGet(auditQuery(limit));
