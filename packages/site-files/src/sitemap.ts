import { DATA_PAGE_SITEMAP, SITE_PAGES, type ChangeFrequency } from './pages';
import type { SiteData } from './types';
import { articlePath, categoryPath, pageUrl, productPath, subcategoryPath, type Lang } from './urls';
import { escapeXml, w3cDate } from './xml';

export const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

interface Entry {
  path: string;
  priority: number;
  changefreq?: ChangeFrequency | undefined;
  lastmod?: string | undefined;
  /** Languages the page exists in; a page in both lists both URLs, each with hreflang alternates. */
  langs: readonly Lang[];
}

const BOTH: readonly Lang[] = ['en', 'ar'];
const ENGLISH_ONLY: readonly Lang[] = ['en'];

/** The newest of some ISO dates, or undefined. */
function newest(dates: ReadonlyArray<string | undefined>): string | undefined {
  let best: number | undefined;
  for (const value of dates) {
    const time = value === undefined ? NaN : Date.parse(value);
    if (!Number.isNaN(time) && (best === undefined || time > best)) best = time;
  }
  return best === undefined ? undefined : new Date(best).toISOString();
}

/** Every URL of the sitemap, in order: fixed pages, categories, subcategories, products, articles. */
export function sitemapEntries(data: SiteData): Entry[] {
  const subcategories = data.categories.flatMap((category) => category.subcategories ?? []);
  const catalogDates = [...data.categories, ...subcategories, ...data.products].map((item) => item.updatedAt);
  const pageLastmod: Readonly<Record<string, string | undefined>> = {
    '/': newest([...catalogDates, ...data.articles.map((article) => article.updatedAt)]),
    '/products': newest(data.products.map((product) => product.updatedAt)),
    '/collection': newest([...data.categories, ...subcategories].map((item) => item.updatedAt)),
    '/blog': newest(data.articles.map((article) => article.updatedAt)),
  };

  const entries: Entry[] = SITE_PAGES.map((page) => ({
    path: page.path,
    priority: page.priority,
    changefreq: page.changefreq,
    lastmod: pageLastmod[page.path],
    langs: BOTH,
  }));
  for (const category of data.categories) {
    entries.push({
      path: categoryPath(category.id),
      ...DATA_PAGE_SITEMAP.category,
      lastmod: category.updatedAt,
      langs: BOTH,
    });
  }
  for (const subcategory of subcategories) {
    entries.push({
      path: subcategoryPath(subcategory.id),
      ...DATA_PAGE_SITEMAP.subcategory,
      lastmod: subcategory.updatedAt,
      langs: BOTH,
    });
  }
  for (const product of data.products) {
    if (product.slug)
      entries.push({
        path: productPath(product.slug),
        ...DATA_PAGE_SITEMAP.product,
        lastmod: product.updatedAt,
        langs: BOTH,
      });
  }
  // The spec lists `/product/{id}` too. Those addresses answer a permanent redirect to the slug,
  // so they carry no language alternates of their own.
  for (const product of data.products) {
    if (product.slug !== product.id) {
      entries.push({
        path: productPath(product.id),
        ...DATA_PAGE_SITEMAP.product,
        lastmod: product.updatedAt,
        langs: ENGLISH_ONLY,
      });
    }
  }
  for (const article of data.articles) {
    // An article without a translation reads the same in both languages: one URL, no alternates.
    entries.push({
      path: articlePath(article.slug),
      ...DATA_PAGE_SITEMAP.article,
      lastmod: article.updatedAt,
      langs: article.translated ? BOTH : ENGLISH_ONLY,
    });
  }
  return entries;
}

function urlElement(origin: string, entry: Entry, lang: Lang): string {
  const lines = [`<url>`, `<loc>${escapeXml(pageUrl(origin, entry.path, lang))}</loc>`];
  const lastmod = w3cDate(entry.lastmod);
  if (lastmod) lines.push(`<lastmod>${lastmod}</lastmod>`);
  if (entry.changefreq) lines.push(`<changefreq>${entry.changefreq}</changefreq>`);
  lines.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
  if (entry.langs.length > 1) {
    for (const alternate of entry.langs) {
      lines.push(
        `<xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(pageUrl(origin, entry.path, alternate))}"/>`,
      );
    }
    lines.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, entry.path, 'en'))}"/>`,
    );
  }
  lines.push('</url>');
  return lines
    .map((line, index) => (index === 0 || index === lines.length - 1 ? `  ${line}` : `    ${line}`))
    .join('\n');
}

/**
 * `sitemap.xml` for the site at `origin`: every fixed page, category, subcategory, product and
 * article, with the spec's priorities and frequencies, `lastmod` from the data, and each page in
 * both languages (`?lang=ar` for Arabic) linked by hreflang alternates (sitemaps.org 0.9 schema).
 */
export function buildSitemap(data: SiteData, origin: string): string {
  const urls = sitemapEntries(data).flatMap((entry) => entry.langs.map((lang) => urlElement(origin, entry, lang)));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${SITEMAP_NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">`,
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
