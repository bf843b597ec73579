import i18next from 'i18next';
import baseEn from './en.json';
import baseAr from './ar.json';
import homeEn from './home.en.json';
import homeAr from './home.ar.json';

const en = { ...baseEn, ...homeEn };
const ar = { ...baseAr, ...homeAr };

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** Every leaf key, with plural suffixes folded into the base key. */
function keys(tree: Record<string, unknown>, prefix = ''): Set<string> {
  const found = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(PLURAL_SUFFIX, '')}`;
    if (value && typeof value === 'object') for (const inner of keys(value as Record<string, unknown>, `${path}.`)) found.add(inner);
    else found.add(path);
  }
  return found;
}

async function translator(lng: 'en' | 'ar') {
  const instance = i18next.createInstance();
  await instance.init({ lng, resources: { en: { catalog: en }, ar: { catalog: ar } }, ns: ['catalog'], defaultNS: 'catalog', interpolation: { escapeValue: false } });
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
  });
});
