import { useTranslation } from '@ogulf/web-kit';
import type { Language } from '@ogulf/web-kit';
import { humanizeTag } from './localize';

/** The blog's `t`, the interface language (re-rendering when it changes) and a tag labeller. */
export function useBlogLanguage() {
  const { t, i18n } = useTranslation('blog');
  const lang: Language = i18n.language === 'ar' ? 'ar' : 'en';
  // Tags are English slugs from the API; known ones have translated labels under articles.tags.
  const tagLabel = (tag: string): string =>
    /^[\w-]+$/.test(tag) ? t(`articles.tags.${tag}`, { defaultValue: humanizeTag(tag) }) : humanizeTag(tag);
  return { t, lang, tagLabel };
}
