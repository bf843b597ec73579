import i18next from 'i18next';
import baseEn from './en.json';
import baseAr from './ar.json';
import homeEn from './home.en.json';
import homeAr from './home.ar.json';
import browseEn from './browse.en.json';
import browseAr from './browse.ar.json';
import landingEn from './landing.en.json';
import landingAr from './landing.ar.json';

// Deep enough for these files: each top-level group lives in one file only, except `products`.
const en = { ...baseEn, ...homeEn, ...browseEn, ...landingEn, products: { ...baseEn.products, ...browseEn.products } };
const ar = { ...baseAr, ...homeAr, ...browseAr, ...landingAr, products: { ...baseAr.products, ...browseAr.products } };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, with plural suffixes folded into the base key. */
function keys(tree: Record<string, unknown>, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (value && typeof value === 'object')
      for (const inner of keys(value as Record<string, unknown>, `${path}.`)) found.add(inner);
    else found.add(path);
  }
  return found;
}

async function translator(lng: 'en' | 'ar') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { catalog: en }, ar: { catalog: ar } },
    ns: ['catalog'],
    defaultNS: 'catalog',
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('catalogue texts', () => {
  it('has every English text in Arabic too', () => {
    expect([...keys(ar)].sort()).toEqual([...keys(en)].sort());
  });

  it('counts search results with the spec wording in English', async () => {
    const t = await translator('en');
    expect(t('search.found', { count: 1 })).toBe('1 result(s) found');
    expect(t('search.found', { count: 10 })).toBe('10 result(s) found');
    expect(t('search.noResults', { query: 'desk' })).toBe('No products found for "desk"');
  });

  it('uses the Arabic plural forms', async () => {
    const t = await translator('ar');
    expect(t('search.found', { count: 1 })).toBe('تم العثور على نتيجة واحدة');
    expect(t('search.found', { count: 2 })).toBe('تم العثور على نتيجتين');
    expect(t('search.found', { count: 3 })).toBe('تم العثور على 3 نتائج');
    expect(t('search.found', { count: 10 })).toBe('تم العثور على 10 نتائج');
    expect(t('home.categories.products', { count: 12 })).toBe('12 منتجاً');
    expect(t('home.categories.products', { count: 100 })).toBe('100 منتج');
    expect(t('listing.count', { count: 1 })).toBe('منتج واحد');
    expect(t('listing.count', { count: 2 })).toBe('منتجان');
    expect(t('listing.count', { count: 5 })).toBe('5 منتجات');
    expect(t('listing.count', { count: 17 })).toBe('17 منتجاً');
  });

  it('counts listing results in English', async () => {
    const t = await translator('en');
    expect(t('listing.count', { count: 1 })).toBe('1 product');
    expect(t('listing.count', { count: 132 })).toBe('132 products');
  });

  it('counts the results page properly in both languages, the dialog keeping the spec wording', async () => {
    const en = await translator('en');
    expect(en('listing.resultCount', { count: 1 })).toBe('1 result');
    expect(en('listing.resultCount', { count: 5 })).toBe('5 results');
    expect(en('searchResults.title', { query: 'chair' })).toBe('Results for “chair”');
    const ar = await translator('ar');
    expect(ar('listing.resultCount', { count: 0 })).toBe('لا توجد نتائج');
    expect(ar('listing.resultCount', { count: 1 })).toBe('نتيجة واحدة');
    expect(ar('listing.resultCount', { count: 2 })).toBe('نتيجتان');
    expect(ar('listing.resultCount', { count: 5 })).toBe('5 نتائج');
    expect(ar('listing.resultCount', { count: 18 })).toBe('18 نتيجة');
    expect(ar('listing.resultCount', { count: 100 })).toBe('100 نتيجة');
  });

  it('keeps the browsing texts out of the files the home page loads', () => {
    const eager = JSON.stringify({ ...baseEn, ...homeEn });
    expect(eager).not.toContain('"listing"');
    expect(eager).not.toContain('"landing"');
  });
});
