import { AuditEntry, type AuditEntryFields, type AuditEntryRecord } from './model';
import type { AuditEntryView } from '@ogulf/contracts';
export type { AuditEntryView } from '@ogulf/contracts';

const MAX_USER_AGENT = 300;

/** Stores one audit entry. */
export async function recordAudit(entry: AuditEntryFields): Promise<void> {
  await AuditEntry.create({ ...entry, userAgent: entry.userAgent.slice(0, MAX_USER_AGENT) });
}

/** The newest `limit` entries, newest first. */
export async function listAudit(limit: number): Promise<AuditEntryView[]> {
  const records = await AuditEntry.find().sort({ at: -1, _id: -1 }).limit(limit).lean<AuditEntryRecord[]>();
  return records.map((record) => ({
    at: record.at.toISOString(),
    actor: record.actor,
    action: record.action,
    target: record.target,
    label: record.label ?? '',
    ip: record.ip,
  }));
}
