import { localText, useLanguage } from '@ogulf/web-kit/language';
import type { FieldError } from './form-messages';

/** The admin namespace's `t`, the interface language, and a reader for field errors. */
export function useAdminLanguage() {
  const { t, lang } = useLanguage('admin');
  const fieldError = (error: FieldError | undefined): string | undefined =>
    error ? t(`errors.${error.key}`, { limit: error.limit ?? 0 }) : undefined;
  /** A record's name in the interface language, falling back to English. */
  const pick = (en: string | undefined, ar: string | undefined): string => localText(en, ar, lang);
  return { t, lang, fieldError, pick };
}
