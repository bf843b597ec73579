/** `GET /api/admin/audit?limit=`: the newest admin writes and login events. */
import { apiQuery } from '@ogulf/web-kit';
import { useAdminGet } from '../../shared/use-admin-get';

export interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  target: string;
  ip: string;
}

export const auditPath = (limit: number) => `/api/admin/audit?limit=${limit}`;

export const auditQuery = (limit: number) => apiQuery<AuditEntry[]>(auditPath(limit));

export const useAudit = (limit: number) => useAdminGet(auditQuery(limit));
