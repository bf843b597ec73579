import { useLanguage } from '@ogulf/web-kit/language';
import { humanizeTag } from './localize';

/** The blog's `t`, the interface language (re-rendering when it changes) and a tag labeller. */
export function useBlogLanguage() {
  const { t, lang } = useLanguage('blog');
  // Tags are English slugs from the API; known ones have translated labels under articles.tags.
  const tagLabel = (tag: string): string =>
    /^[\w-]+$/.test(tag) ? t(`articles.tags.${tag}`, { defaultValue: humanizeTag(tag) }) : humanizeTag(tag);
  return { t, lang, tagLabel };
}
