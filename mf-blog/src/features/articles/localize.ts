/**
 * Picks the Arabic texts of an article when the interface is Arabic and they exist; otherwise
 * the English ones, flagged so the page can mark them `lang="en" dir="ltr"` and say so.
 */
import type { Language } from '@ogulf/web-kit';
import type { Article, ArticleSummary } from './types';

export interface LocalizedSummary {
  title: string;
  excerpt: string;
  imageAlt: string;
  /** True when the interface is Arabic but the article is shown in English. */
  englishOnly: boolean;
}

export function localizeSummary(article: ArticleSummary, lang: Language): LocalizedSummary {
  const arabic = lang === 'ar' && Boolean(article.titleAr);
  return {
    title: arabic ? (article.titleAr ?? article.title) : article.title,
    excerpt: arabic ? (article.excerptAr ?? article.excerpt) : article.excerpt,
    imageAlt: arabic ? (article.imageAltAr ?? article.imageAlt) : article.imageAlt,
    englishOnly: lang === 'ar' && !arabic,
  };
}

export function localizeArticle(article: Article, lang: Language): LocalizedSummary & { content: string } {
  const summary = localizeSummary(article, lang);
  const arabicBody = lang === 'ar' && Boolean(article.contentAr);
  return {
    ...summary,
    content: arabicBody ? (article.contentAr ?? article.content) : article.content,
    // A translated title over an English body would still be English reading.
    englishOnly: lang === 'ar' && !arabicBody,
  };
}

export interface LocalizedAuthor {
  name: string;
  title: string;
  bio: string;
  /** True when the interface is Arabic but the name and title are shown in English. */
  englishOnly: boolean;
  /** True when the interface is Arabic but the bio is shown in English. */
  englishBio: boolean;
}

/** The author's name, job title and bio in the interface's language when they exist, else in English. */
export function localizeAuthor(author: Article['author'], lang: Language): LocalizedAuthor {
  const arabic = lang === 'ar' && Boolean(author.nameAr && author.titleAr);
  const arabicBio = lang === 'ar' && Boolean(author.bioAr);
  return {
    name: arabic ? (author.nameAr ?? author.name) : author.name,
    title: arabic ? (author.titleAr ?? author.title) : author.title,
    bio: arabicBio ? (author.bioAr ?? author.bio) : author.bio,
    englishOnly: lang === 'ar' && !arabic,
    englishBio: lang === 'ar' && !arabicBio,
  };
}

/** Attributes for English text inside an Arabic page. */
export const englishTextProps = (englishOnly: boolean) => (englishOnly ? ({ lang: 'en', dir: 'ltr' } as const) : {});

const dateFormats = new Map<Language, Intl.DateTimeFormat>();

/** "June 1, 2025" / "1 يونيو 2025" (Latin digits in Arabic, like prices). Dates are calendar days, read in UTC. */
export function formatDate(iso: string, lang: Language): string {
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-QA', {
      dateStyle: 'long',
      timeZone: 'UTC',
    });
    dateFormats.set(lang, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** `office-design` → `Office design`: the label of a tag without its own translation. */
export function humanizeTag(tag: string): string {
  const words = tag.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
