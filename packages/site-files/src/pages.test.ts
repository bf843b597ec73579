import { CITY_LANDINGS, ROUTE_TABLE } from '@ogulf/contracts/routes';
import { CITIES, SITE_PAGES } from './pages';

describe('SITE_PAGES', () => {
  it.each(SITE_PAGES.map((page) => [page.path, page] as const))(
    '%s has titles of at most 60 and descriptions of at most 160 characters in both languages',
    (_path, page) => {
      for (const lang of ['en', 'ar'] as const) {
        if (page.title) expect(page.title[lang].length).toBeLessThanOrEqual(60);
        expect(page.description[lang].length).toBeLessThanOrEqual(160);
        expect(page.description[lang].length).toBeGreaterThan(50);
      }
    },
  );

  it('gives every page a description of its own', () => {
    const descriptions = SITE_PAGES.flatMap((page) => [page.description.en, page.description.ar]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('covers every public route of the route table with a fixed path', () => {
    const fixed = ROUTE_TABLE.map((route) => route.path).filter((path) => !path.includes(':') && !path.includes('*'));
    const privatePaths = ['/cart', '/checkout', '/order-confirmation', '/track-order', '/adm/ogulf', '/admin'];
    expect(SITE_PAGES.map((page) => page.path).sort()).toEqual(
      fixed.filter((path) => !privatePaths.includes(path)).sort(),
    );
    expect(CITIES.map((city) => city.slug)).toEqual([...CITY_LANDINGS]);
  });
});
