import { XMLParser } from 'fast-xml-parser';
import { buildSitemap, sitemapEntries } from './sitemap';
import { SITE_PAGES } from './pages';
import { ORIGIN, SITE_DATA as DATA } from './site-data.fixture';

interface ParsedUrl {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority: number;
  'xhtml:link'?: Array<{ '@_hreflang': string; '@_href': string }>;
}

function parse(xml: string): ParsedUrl[] {
  const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' });
  return (parser.parse(xml) as { urlset: { url: ParsedUrl[] } }).urlset.url;
}

describe('buildSitemap', () => {
  const urls = parse(buildSitemap(DATA, ORIGIN));
  const byLoc = new Map(urls.map((url) => [url.loc, url]));

  it('gives home priority 1.0 daily and the products page 0.9 daily, in both languages', () => {
    expect(byLoc.get(`${ORIGIN}/`)).toMatchObject({ priority: 1, changefreq: 'daily' });
    expect(byLoc.get(`${ORIGIN}/?lang=ar`)).toMatchObject({ priority: 1, changefreq: 'daily' });
    expect(byLoc.get(`${ORIGIN}/products`)).toMatchObject({ priority: 0.9, changefreq: 'daily' });
  });

  it('leaves out the frequency the spec does not give for about, services and contact', () => {
    expect(byLoc.get(`${ORIGIN}/about`)).toMatchObject({ priority: 0.8 });
    expect(byLoc.get(`${ORIGIN}/about`)?.changefreq).toBeUndefined();
    expect(byLoc.get(`${ORIGIN}/services`)?.priority).toBe(0.7);
    expect(byLoc.get(`${ORIGIN}/contact`)?.priority).toBe(0.6);
    expect(byLoc.get(`${ORIGIN}/return-policy`)).toMatchObject({ priority: 0.5, changefreq: 'monthly' });
  });

  it('never lists the cart, checkout, confirmation or admin pages', () => {
    for (const path of ['/cart', '/checkout', '/order-confirmation', '/admin', '/adm/ogulf']) {
      expect([...byLoc.keys()].some((loc) => new URL(loc).pathname === path)).toBe(false);
    }
  });

  it('lists categories, subcategories, products by slug and by id, and articles with the spec values', () => {
    expect(byLoc.get(`${ORIGIN}/category/c1`)).toMatchObject({
      priority: 0.8,
      changefreq: 'weekly',
      lastmod: '2025-03-01T10:00:00Z',
    });
    expect(byLoc.get(`${ORIGIN}/subcategory/s2`)).toMatchObject({ priority: 0.7, changefreq: 'weekly' });
    expect(byLoc.get(`${ORIGIN}/product/walnut-desk`)).toMatchObject({
      priority: 0.6,
      changefreq: 'weekly',
      lastmod: '2025-05-05T08:30:15Z',
    });
    expect(byLoc.get(`${ORIGIN}/product/64b000000000000000000001`)).toMatchObject({ priority: 0.6 });
    expect(byLoc.get(`${ORIGIN}/choosing-a-chair`)).toMatchObject({ priority: 0.7, changefreq: 'monthly' });
  });

  it('drops a lastmod that is not a date instead of writing an invalid one', () => {
    expect(byLoc.get(`${ORIGIN}/product/mesh-chair`)?.lastmod).toBeUndefined();
  });

  it('dates home with the newest change of all the data and the blog with its newest article', () => {
    expect(byLoc.get(`${ORIGIN}/`)?.lastmod).toBe('2025-06-12T00:00:00Z');
    expect(byLoc.get(`${ORIGIN}/blog`)?.lastmod).toBe('2025-06-12T00:00:00Z');
    expect(byLoc.get(`${ORIGIN}/products`)?.lastmod).toBe('2025-05-05T08:30:15Z');
  });

  it('links each language version to the other and to x-default', () => {
    const alternates = (loc: string) =>
      Object.fromEntries((byLoc.get(loc)?.['xhtml:link'] ?? []).map((link) => [link['@_hreflang'], link['@_href']]));
    const expected = {
      en: `${ORIGIN}/product/walnut-desk`,
      ar: `${ORIGIN}/product/walnut-desk?lang=ar`,
      'x-default': `${ORIGIN}/product/walnut-desk`,
    };
    expect(alternates(`${ORIGIN}/product/walnut-desk`)).toEqual(expected);
    expect(alternates(`${ORIGIN}/product/walnut-desk?lang=ar`)).toEqual(expected);
  });

  it('lists an untranslated article once, without an Arabic alternate', () => {
    expect(byLoc.has(`${ORIGIN}/desk-care`)).toBe(true);
    expect(byLoc.has(`${ORIGIN}/desk-care?lang=ar`)).toBe(false);
    expect(byLoc.get(`${ORIGIN}/desk-care`)?.['xhtml:link']).toBeUndefined();
    expect(byLoc.has(`${ORIGIN}/choosing-a-chair?lang=ar`)).toBe(true);
  });

  it('counts every page, category, subcategory, product and article', () => {
    const englishPages = SITE_PAGES.length + 2 + 2 + 2 * 2 + 2;
    expect(sitemapEntries(DATA)).toHaveLength(englishPages);
    // Both languages of each page except the two /product/{id} redirects and the untranslated article.
    expect(urls).toHaveLength(englishPages * 2 - 3);
  });

  it('escapes and encodes what it writes', () => {
    const xml = buildSitemap({ categories: [], products: [{ id: 'x&y', slug: 'a<b' }], articles: [] }, ORIGIN);
    expect(xml).toContain(`<loc>${ORIGIN}/product/a%3Cb</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/product/x%26y</loc>`);
    expect(xml).toContain(`${ORIGIN}/?lang=ar</loc>`);
    expect(xml).not.toMatch(/<loc>[^<]*[<>"][^<]*<\/loc>/);
  });
});
