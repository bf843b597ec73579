import { z } from 'zod';

/** `POST /api/admin/login`; `code` is the 6-digit emergency code, as text or a number. */
export const loginBody = z.strictObject({
  username: z.string().min(1, 'Enter the user name').max(100),
  password: z.string().min(1, 'Enter the password').max(200),
  code: z
    .union([z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits'), z.number().int().min(100_000).max(999_999)])
    .transform(String)
    .optional(),
});

/**
 * `POST /api/send-otp`: the spec's client sends `to`, `subject`, `html` and `timestamp`. They
 * are accepted and ignored: the code only ever goes to the configured admin address.
 */
export const sendOtpBody = z.strictObject({
  to: z.unknown().optional(),
  subject: z.unknown().optional(),
  html: z.unknown().optional(),
  timestamp: z.unknown().optional(),
});
