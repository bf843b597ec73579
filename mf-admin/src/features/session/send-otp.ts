/**
 * `POST /api/send-otp`: the server mails a fresh emergency code to the configured admin address only
 * (nothing in the body chooses a recipient, so the page sends none of the spec's old fields).
 */
import { apiSend } from '@ogulf/web-kit';

export const OTP_MAIL_UNAVAILABLE = 'OTP generated (email service unavailable)';

/** True when the code was mailed; false when the mail service failed and the code went to the server log. */
export async function sendOtp(): Promise<boolean> {
  const reply = await apiSend<{ message: string }>('POST', '/api/send-otp', {});
  return reply.message !== OTP_MAIL_UNAVAILABLE;
}
