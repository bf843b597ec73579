import { COMPANY, readApiError } from '@ogulf/web-kit';
import { ltrIsolate } from './bidi';
import type { TFunction } from 'i18next';

/** The sentence to show for a failed enquiry: offline, rate-limited (with the wait), server trouble, or the server's 4xx message. */
export function failureText(error: unknown, t: TFunction<'cart'>): string {
  const { status, message, retryAfterSeconds } = readApiError(error);
  if (status === null) return t('errors.network');
  if (status === 429) {
    return retryAfterSeconds
      ? t('errors.rateLimitedWait', {
          count: Math.max(1, Math.ceil(retryAfterSeconds / 60)),
          phone: ltrIsolate(COMPANY.phone),
        })
      : t('errors.rateLimited', { phone: ltrIsolate(COMPANY.phone) });
  }
  if (status >= 500) return t('errors.server', { phone: ltrIsolate(COMPANY.phone) });
  return message ?? t('errors.generic');
}
