import { useTranslation } from '@ogulf/web-kit';
import type { Language } from '@ogulf/web-kit';
import type { FieldError } from './validate';

/** The admin namespace's `t`, the interface language, and a reader for field errors. */
export function useAdminLanguage() {
  const { t, i18n } = useTranslation('admin');
  const lang: Language = i18n.language === 'ar' ? 'ar' : 'en';
  const fieldError = (error: FieldError | undefined): string | undefined =>
    error ? t(`errors.${error.key}`, { limit: error.limit ?? 0 }) : undefined;
  /** A record's name in the interface language, falling back to English. */
  const pick = (en: string | undefined, ar: string | undefined): string => (lang === 'ar' && ar ? ar : en ?? '');
  return { t, lang, fieldError, pick };
}
