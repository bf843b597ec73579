import type { useAdminLanguage } from '../../shared/use-admin-language';

/** "23 of 60 characters", and how many too many once over: shown as the admin types. */
export function lengthHint(
  t: ReturnType<typeof useAdminLanguage>['t'],
  length: number,
  max: number,
): { text: string; over: boolean } {
  return length > max
    ? { text: t('content.seo.over', { count: length - max, max }), over: true }
    : { text: t('content.seo.count', { count: length, max }), over: false };
}
