import { z } from 'zod';

export const DEFAULT_AUDIT_LIMIT = 100;
export const MAX_AUDIT_LIMIT = 500;

/** `GET /api/admin/audit?limit=`: 1 to 500, 100 by default. */
export const auditQuery = z.strictObject({
  limit: z
    .string()
    .regex(/^\d{1,4}$/, 'Expected a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(MAX_AUDIT_LIMIT))
    .default(DEFAULT_AUDIT_LIMIT),
});
