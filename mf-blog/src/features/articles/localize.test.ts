import { formatDate, humanizeTag, localizeArticle, localizeAuthor, localizeSummary } from './localize';
import type { Article, ArticleSummary } from './types';

const summary: ArticleSummary = {
  id: '1',
  slug: 'ergonomic-chairs',
  title: 'Ergonomic chairs',
  excerpt: 'Why they matter.',
  publishDate: '2025-06-01T00:00:00.000Z',
  author: { name: 'A', title: 'B' },
  tags: ['ergonomics'],
  readTime: 4,
  featured: false,
  featuredImage: '/assets/images/blog/ergonomic-chairs.svg',
  imageAlt: 'A chair',
};

const translated: ArticleSummary = { ...summary, titleAr: 'كراسي مريحة', excerptAr: 'لماذا تهم.', imageAltAr: 'كرسي' };

describe('localizeSummary', () => {
  it('uses the Arabic texts in Arabic when they exist', () => {
    expect(localizeSummary(translated, 'ar')).toEqual({
      title: 'كراسي مريحة',
      excerpt: 'لماذا تهم.',
      imageAlt: 'كرسي',
      englishOnly: false,
    });
  });

  it('falls back to English in Arabic and says so', () => {
    expect(localizeSummary(summary, 'ar')).toEqual({
      title: 'Ergonomic chairs',
      excerpt: 'Why they matter.',
      imageAlt: 'A chair',
      englishOnly: true,
    });
  });

  it('always uses English in English', () => {
    expect(localizeSummary(translated, 'en')).toMatchObject({ title: 'Ergonomic chairs', englishOnly: false });
  });
});

describe('localizeArticle', () => {
  const article: Article = {
    ...translated,
    content: 'Body',
    author: { name: 'A', title: 'B', bio: 'C' },
    seoTitle: 'T',
    seoDescription: 'D',
    keywords: [],
    related: [],
  };

  it('uses the Arabic body when there is one', () => {
    expect(localizeArticle({ ...article, contentAr: 'نص' }, 'ar')).toMatchObject({ content: 'نص', englishOnly: false });
  });

  it('marks the article English-only when the Arabic body is missing', () => {
    expect(localizeArticle(article, 'ar')).toMatchObject({ content: 'Body', englishOnly: true });
  });
});

describe('localizeAuthor', () => {
  const english = { name: 'Sara Mahmoud', title: 'Showroom Manager', bio: 'Sara runs our showroom.' };
  const arabic = { ...english, nameAr: 'سارة محمود', titleAr: 'مديرة صالة العرض', bioAr: 'تدير سارة صالة العرض.' };

  it('uses the Arabic name, title and bio in Arabic', () => {
    expect(localizeAuthor(arabic, 'ar')).toEqual({
      name: 'سارة محمود',
      title: 'مديرة صالة العرض',
      bio: 'تدير سارة صالة العرض.',
      englishOnly: false,
      englishBio: false,
    });
  });

  it('keeps English in English, and falls back to it in Arabic, saying which parts are English', () => {
    expect(localizeAuthor(arabic, 'en')).toMatchObject({ name: 'Sara Mahmoud', englishOnly: false, englishBio: false });
    expect(localizeAuthor(english, 'ar')).toMatchObject({ name: 'Sara Mahmoud', englishOnly: true, englishBio: true });
    const { bioAr: _bioAr, ...withoutBio } = arabic;
    expect(localizeAuthor(withoutBio, 'ar')).toMatchObject({
      name: 'سارة محمود',
      bio: 'Sara runs our showroom.',
      englishOnly: false,
      englishBio: true,
    });
  });
});

describe('formatDate', () => {
  it('formats the calendar day per language with Latin digits in Arabic', () => {
    expect(formatDate('2025-06-01T00:00:00.000Z', 'en')).toBe('June 1, 2025');
    expect(formatDate('2025-06-01T00:00:00.000Z', 'ar')).toBe('1 يونيو 2025');
  });

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('humanizeTag', () => {
  it('turns a tag slug into a label', () => {
    expect(humanizeTag('office-design')).toBe('Office design');
    expect(humanizeTag('IT')).toBe('IT');
  });
});
