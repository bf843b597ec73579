import en from '../../i18n/landing.en.json';
import ar from '../../i18n/landing.ar.json';
import { CITY_CONTENT, popularCategories } from './city-content';

describe('popularCategories', () => {
  const categories = ['a', 'b', 'c', 'd', 'e'].map((slug) => ({ slug }));

  it("puts the city's picks first, in its order, and tops up from the others", () => {
    expect(popularCategories(categories, ['d', 'b'], 4).map((c) => c.slug)).toEqual(['d', 'b', 'a', 'c']);
  });

  it('skips picks the catalogue does not have', () => {
    expect(popularCategories(categories, ['gone', 'e'], 2).map((c) => c.slug)).toEqual(['e', 'a']);
    expect(popularCategories([], ['a'])).toEqual([]);
  });
});

describe('city landing texts', () => {
  type Texts = Record<string, string>;
  const landing = (lang: typeof en | typeof ar, city: string) =>
    (lang.landing as unknown as Record<string, Texts>)[city]!;

  it.each(Object.entries(CITY_CONTENT))('has every area and question of %s in both languages', (city, content) => {
    for (const texts of [landing(en, city), landing(ar, city)]) {
      for (let i = 1; i <= content.areas; i++) expect(texts[`area${i}`]).toBeTruthy();
      for (let i = 1; i <= content.faqs; i++) {
        expect(texts[`q${i}`]).toBeTruthy();
        expect(texts[`a${i}`]).toBeTruthy();
      }
    }
  });

  it('says something different for each city', () => {
    const leads = Object.keys(CITY_CONTENT).map((city) => landing(en, city)['lead']);
    expect(new Set(leads).size).toBe(leads.length);
    const questions = Object.keys(CITY_CONTENT).map((city) => landing(ar, city)['q1']);
    expect(new Set(questions).size).toBe(questions.length);
  });
});
