import mongoose, { Schema, type Types } from 'mongoose';

/**
 * One admin action or login event: who, what, which record, when and from where. Never a
 * password, a code, a cookie or a request body.
 */
export interface AuditEntryFields {
  at: Date;
  /** `admin`, or `unknown` for a login attempt under another user name (never the name typed). */
  actor: string;
  /** e.g. `login.failure`, `product.update`, `image.upload`. */
  action: string;
  /** The record's id or path, or '' when there is none. */
  target: string;
  /** The record's name when the write was made (a product's English name), '' when none. */
  label?: string;
  ip: string;
  userAgent: string;
}

export type AuditEntryRecord = AuditEntryFields & { _id: Types.ObjectId };

const auditEntrySchema = new Schema<AuditEntryFields>(
  {
    at: { type: Date, required: true, index: true },
    actor: { type: String, required: true },
    action: { type: String, required: true },
    target: { type: String, default: '' },
    label: { type: String, default: '' },
    ip: { type: String, default: '' },
    userAgent: { type: String, default: '' },
  },
  { collection: 'audit_log' },
);

export const AuditEntry = mongoose.model<AuditEntryFields>('AuditEntry', auditEntrySchema);
