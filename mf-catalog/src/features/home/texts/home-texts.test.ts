import i18next from 'i18next';
import moreEn from './more.en.json';
import moreAr from './more.ar.json';
import listsEn from './lists.en.json';
import listsAr from './lists.ar.json';

const en = { home: { ...moreEn.home, ...listsEn.home } };
const ar = { home: { ...moreAr.home, ...listsAr.home } };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, with plural suffixes folded into the base key. */
function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    return value && typeof value === 'object' ? keys(value as Record<string, unknown>, `${path}.`) : [path];
  });
}

describe('home texts below the fold', () => {
  it('has every English text in Arabic too, and no Arabic text left in English', () => {
    expect([...new Set(keys(ar))].sort()).toEqual([...new Set(keys(en))].sort());
    const arabicLeaves = JSON.stringify(ar).match(/"[^"{}]*"/g) ?? [];
    expect(arabicLeaves.filter((text) => /[A-Za-z]{4,}/.test(text) && !/^"[a-zA-Z]+"$/.test(text))).toEqual([]);
  });

  it('states the rating for screen readers in both languages', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: { en: { catalog: en }, ar: { catalog: ar } },
      ns: ['catalog'],
      defaultNS: 'catalog',
      interpolation: { escapeValue: false },
    });
    expect(instance.t('home.testimonials.rated', { rating: 5 })).toBe('Rated 5 out of 5');
    expect(instance.t('home.testimonials.rated', { rating: 5, lng: 'ar' })).toBe('التقييم 5 من 5');
  });
});
