import {
  SITE_COMPANY,
  SITE_PAGES,
  CITIES,
  cityPath,
  pageUrl,
  type Lang,
  type Localized,
  type SitePage,
} from '@ogulf/site-files';
import { getCategory, getProduct, listCategories, type CategoryView, type ProductView } from '../catalog/service';
import { getArticle, type ArticleDetail } from '../content/service';
import { seoDescription, seoTitle } from '../content/seo';
import { NotFoundError } from '../http/errors';
import type { HeadTags } from './head-tags';
import { blogPostingJsonLd, breadcrumbJsonLd, productJsonLd, storeJsonLd, websiteJsonLd } from './json-ld';
import { ORIGIN_TOKEN as ORIGIN } from './origin';
import type { PageRoute } from './page-routes';

/** What the server answers for a storefront path: the shell with these head tags, or a redirect. */
export type PageResolution = { status: 200 | 404; head: HeadTags } | { status: 301; location: string };

const BRAND: Localized = { en: SITE_COMPANY.name, ar: SITE_COMPANY.nameAr };
const SHORT_BRAND: Localized = { en: SITE_COMPANY.shortName, ar: 'أو جلف' };
const BOTH: readonly Lang[] = ['en', 'ar'];
const HOME: Localized = { en: 'Home', ar: 'الرئيسية' };
const PAGE_BY_PATH = new Map(SITE_PAGES.map((page) => [page.path, page]));
const CITY_BY_PATH = new Map(CITIES.map((city) => [cityPath(city.slug), city]));

/** Fixed pages that also describe the shop itself in their structured data. */
const STORE_PAGES = new Set([
  '/',
  '/about',
  '/contact',
  '/services',
  '/our-story',
  '/customer-service',
  ...CITY_BY_PATH.keys(),
]);

const NOT_FOUND = {
  title: { en: 'Page Not Found | OGulf Office Furniture', ar: 'الصفحة غير موجودة | أو جلف للأثاث المكتبي' },
  description: {
    en: "Sorry, we couldn't find the page you're looking for. The page might have been moved, deleted, or you may have entered an incorrect URL.",
    ar: 'عذرًا، لم نتمكن من العثور على الصفحة التي تبحث عنها. ربما نُقلت الصفحة أو حُذفت، أو ربما أدخلت عنوانًا غير صحيح.',
  },
} as const;

/** Text in `lang`, the English text when there is no translation. */
const pick = (en: string, ar: string | undefined, lang: Lang): string => (lang === 'ar' && ar?.trim() ? ar : en);

/**
 * "{name} | {brand}" under the spec's title rule: at most 60 characters, else the shorter
 * "{name} | OGulf" or the name alone, else cut at 45.
 */
export function documentTitle(name: string, lang: Lang): string {
  const short = `${name} | ${SHORT_BRAND[lang]}`;
  return seoTitle(`${name} | ${BRAND[lang]}`, short.length <= 60 ? short : name);
}

/** A site path or file name as an absolute URL (spec: the image URL rule). */
export function absoluteImage(image: string | undefined): string | undefined {
  if (!image) return undefined;
  if (/^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/')) return `${ORIGIN}${image}`;
  return `${ORIGIN}/assets/images/shop/${image}`;
}

/** Canonical URL and hreflang alternates of a page that exists in `langs`. */
function addresses(
  path: string,
  lang: Lang,
  query: Readonly<Record<string, string>> = {},
  langs: readonly Lang[] = BOTH,
) {
  const own: Lang = langs.includes(lang) ? lang : 'en';
  const alternates =
    langs.length > 1
      ? [
          ...langs.map((each) => ({ hreflang: each, href: pageUrl(ORIGIN, path, each, query) })),
          { hreflang: 'x-default', href: pageUrl(ORIGIN, path, 'en', query) },
        ]
      : [];
  return { canonical: pageUrl(ORIGIN, path, own, query), alternates };
}

function crumbs(
  lang: Lang,
  trail: ReadonlyArray<{ name: string; path: string; query?: Record<string, string> }>,
): object {
  return breadcrumbJsonLd(
    [{ name: HOME[lang], path: '/' }, ...trail].map((item) => ({
      name: item.name,
      url: pageUrl(ORIGIN, item.path, lang, 'query' in item ? item.query : {}),
    })),
  );
}

async function defaultImage(): Promise<string | undefined> {
  const categories = await listCategories();
  return absoluteImage(categories.find((category) => category.image)?.image);
}

function notFound(lang: Lang): PageResolution {
  return {
    status: 404,
    head: {
      lang,
      title: NOT_FOUND.title[lang],
      description: NOT_FOUND.description[lang],
      robots: 'noindex',
      alternates: [],
      openGraph: { type: 'website' },
      jsonLd: [],
    },
  };
}

/** Runs a lookup that answers 404 with a NotFoundError, turning that into "no such page". */
async function found<T>(lookup: Promise<T>): Promise<T | undefined> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

async function fixedPage(page: SitePage, lang: Lang, query: URLSearchParams): Promise<PageResolution> {
  if (page.path === '/products') {
    const filtered = await productsOfCategory(query.get('category'), lang);
    if (filtered) return filtered;
  }
  const image = await defaultImage();
  const { canonical, alternates } = addresses(page.path, lang);
  const city = CITY_BY_PATH.get(page.path);
  const jsonLd: object[] = [];
  if (STORE_PAGES.has(page.path)) jsonLd.push(storeJsonLd(ORIGIN, lang, { image, city: city?.name.en }));
  if (page.path === '/') jsonLd.push(websiteJsonLd(ORIGIN, lang));
  else jsonLd.push(crumbs(lang, [{ name: page.name[lang], path: page.path }]));
  return {
    status: 200,
    head: {
      lang,
      title: page.title?.[lang] ?? documentTitle(page.name[lang], lang),
      description: page.description[lang],
      canonical,
      alternates,
      openGraph: { type: 'website', url: canonical, image },
      jsonLd,
    },
  };
}

/** `/products?category={name}`: the listing of one category, when the name is one of ours. */
async function productsOfCategory(wanted: string | null, lang: Lang): Promise<PageResolution | undefined> {
  if (!wanted) return undefined;
  const key = wanted.trim().toLowerCase();
  const category = (await listCategories()).find(
    (candidate) =>
      candidate.name.toLowerCase() === key ||
      candidate.nameAr.toLowerCase() === key ||
      candidate.slug === key ||
      candidate.id === key,
  );
  if (!category) return undefined;
  const query = { category: category.name };
  const name = pick(category.name, category.nameAr, lang);
  return listingPage(lang, { path: '/products', query }, category, {
    label: lang === 'ar' ? `تسوّق ${name}` : `Shop ${name}`,
    image: category.image,
    parent: { name: PAGE_BY_PATH.get('/products')!.name[lang], path: '/products' },
    name,
  });
}

/**
 * The page of a category's or subcategory's products at `address`: titled `label`, described by
 * `group`'s description and product count, pictured by `image`, under `parent` in the breadcrumbs.
 */
function listingPage(
  lang: Lang,
  address: { path: string; query?: Record<string, string> },
  group: Pick<CategoryView, 'description' | 'descriptionAr' | 'productCount'>,
  page: { label: string; image: string | undefined; parent: { name: string; path: string }; name: string },
): PageResolution {
  const { canonical, alternates } = addresses(address.path, lang, address.query);
  return {
    status: 200,
    head: {
      lang,
      title: documentTitle(page.label, lang),
      description: categoryDescription(group, lang),
      canonical,
      alternates,
      openGraph: { type: 'website', url: canonical, image: absoluteImage(page.image) },
      jsonLd: [crumbs(lang, [page.parent, { name: page.name, ...address }])],
    },
  };
}

function countSentence(count: number, lang: Lang): string {
  return lang === 'ar'
    ? `${count} منتج مع توصيل مجاني في جميع أنحاء قطر.`
    : `${count} product${count === 1 ? '' : 's'} with free delivery across Qatar.`;
}

function categoryDescription(
  category: Pick<CategoryView, 'description' | 'descriptionAr' | 'productCount'>,
  lang: Lang,
): string {
  return seoDescription(
    `${pick(category.description, category.descriptionAr, lang)} ${countSentence(category.productCount, lang)}`,
  );
}

async function categoryPage(idOrSlug: string, lang: Lang): Promise<PageResolution> {
  const category = await found(getCategory(idOrSlug));
  if (!category) return notFound(lang);
  const name = pick(category.name, category.nameAr, lang);
  return listingPage(lang, { path: `/category/${category.id}` }, category, {
    label: name,
    image: category.image,
    parent: { name: PAGE_BY_PATH.get('/products')!.name[lang], path: '/products' },
    name,
  });
}

async function subcategoryPage(idOrSlug: string, lang: Lang): Promise<PageResolution> {
  const wanted = idOrSlug.toLowerCase();
  for (const category of await listCategories()) {
    const sub = category.subcategories.find((candidate) => candidate.id === wanted || candidate.slug === idOrSlug);
    if (!sub) continue;
    const name = pick(sub.name, sub.nameAr, lang);
    const parent = pick(category.name, category.nameAr, lang);
    return listingPage(lang, { path: `/subcategory/${sub.id}` }, sub, {
      label: `${name} – ${parent}`,
      image: sub.image || category.image,
      parent: { name: parent, path: `/category/${category.id}` },
      name,
    });
  }
  return notFound(lang);
}

function priceSentence(product: ProductView, lang: Lang): string {
  const priced = product.price !== null && !product.contactForQuote;
  const amount = priced ? product.price!.toLocaleString('en-US', { maximumFractionDigits: 2 }) : '';
  if (lang === 'ar') return priced ? `السعر ${amount} ر.ق مع توصيل مجاني في قطر.` : 'السعر عند الطلب: اطلب عرض سعر.';
  return priced ? `QAR ${amount} with free delivery across Qatar.` : 'Price on request: ask us for a quote.';
}

async function productPage(idOrSlug: string, lang: Lang, search: string): Promise<PageResolution> {
  const product = await found(getProduct(idOrSlug));
  if (!product) return notFound(lang);
  // `/product/{id}` (listed in the sitemap, as the spec says) moves permanently to the slug.
  if (product.slug && product.slug !== idOrSlug)
    return { status: 301, location: `/product/${encodeURIComponent(product.slug)}${search}` };
  const path = `/product/${encodeURIComponent(product.slug)}`;
  const { canonical, alternates } = addresses(path, lang);
  const name = pick(product.name, product.nameAr, lang);
  const summary = pick(
    product.shortDescription || product.description,
    product.shortDescriptionAr || product.descriptionAr,
    lang,
  );
  // The admin's own SEO texts when written (in this language, else English), else made from the product's.
  const ownTitle = pick(product.seoTitle ?? '', product.seoTitleAr, lang).trim();
  const ownDescription = pick(product.seoDescription ?? '', product.seoDescriptionAr, lang).trim();
  const description = ownDescription
    ? seoDescription(ownDescription)
    : seoDescription(`${summary.replace(/[.!?؟]*\s*$/, '.')} ${priceSentence(product, lang)}`);
  const images = product.images.map(absoluteImage).filter((image): image is string => image !== undefined);
  const priced = product.price !== null && !product.contactForQuote;
  const trail = [{ name: PAGE_BY_PATH.get('/products')!.name[lang], path: '/products' }];
  if (product.category.id && product.category.name)
    trail.push({
      name: pick(product.category.name, product.category.nameAr, lang),
      path: `/category/${product.category.id}`,
    });
  if (product.subcategory)
    trail.push({
      name: pick(product.subcategory.name, product.subcategory.nameAr, lang),
      path: `/subcategory/${product.subcategory.id}`,
    });
  trail.push({ name, path });
  return {
    status: 200,
    head: {
      lang,
      title: ownTitle ? seoTitle(ownTitle) : documentTitle(name, lang),
      description,
      canonical,
      alternates,
      openGraph: {
        type: 'product',
        url: canonical,
        image: images[0],
        imageAlt: name,
        extra: priced
          ? [
              ['product:price:amount', product.price!.toFixed(2)],
              ['product:price:currency', 'QAR'],
            ]
          : [],
      },
      jsonLd: [
        productJsonLd(ORIGIN, {
          id: product.id,
          name,
          description,
          url: canonical,
          images,
          category: pick(product.category.name, product.category.nameAr, lang),
          price: product.price,
          contactForQuote: product.contactForQuote,
          availability: product.availability,
        }),
        crumbs(lang, trail),
      ],
    },
  };
}

/**
 * An article's title and description as the blog page sets them: the SEO fields, or for a
 * translated article read in Arabic its Arabic title and excerpt when they fit the limits.
 */
function articleTexts(article: ArticleDetail, lang: Lang): { title: string; description: string; translated: boolean } {
  const translated = Boolean(article.titleAr);
  if (lang === 'ar' && translated) {
    return {
      title: article.titleAr && article.titleAr.length <= 60 ? article.titleAr : article.seoTitle,
      description: article.excerptAr && article.excerptAr.length <= 160 ? article.excerptAr : article.seoDescription,
      translated,
    };
  }
  return { title: article.seoTitle, description: article.seoDescription, translated };
}

async function articlePage(slug: string, lang: Lang): Promise<PageResolution> {
  const article = await found(getArticle(slug));
  if (!article) return notFound(lang);
  const path = `/${encodeURIComponent(article.slug)}`;
  const texts = articleTexts(article, lang);
  // An article without a translation reads the same in both languages: its Arabic address points to the English one.
  const { canonical, alternates } = addresses(path, lang, {}, texts.translated ? BOTH : ['en']);
  const image = absoluteImage(article.featuredImage);
  // Social networks do not show SVG: the article's own cover is for the page, the shop's picture for shares.
  const shareImage = image && !/\.svg$/i.test(image) ? image : await defaultImage();
  const blog = PAGE_BY_PATH.get('/blog')!;
  const headline = pick(article.title, article.titleAr, lang);
  return {
    status: 200,
    head: {
      lang,
      title: texts.title,
      description: texts.description,
      canonical,
      alternates,
      openGraph: {
        type: 'article',
        url: canonical,
        image: shareImage,
        extra: [
          ['article:published_time', article.publishDate],
          ...article.tags.map((tag): [string, string] => ['article:tag', tag]),
        ],
      },
      jsonLd: [
        blogPostingJsonLd(ORIGIN, {
          headline,
          description: texts.description,
          url: canonical,
          image: image ?? shareImage ?? `${ORIGIN}/favicon.svg`,
          datePublished: article.publishDate,
          author: {
            name: pick(article.author.name, texts.translated ? article.author.nameAr : undefined, lang),
            title: pick(article.author.title, texts.translated ? article.author.titleAr : undefined, lang),
          },
          keywords: article.keywords,
          lang: texts.translated ? lang : 'en',
        }),
        crumbs(lang, [
          { name: blog.name[lang], path: '/blog' },
          { name: headline, path },
        ]),
      ],
    },
  };
}

function privatePage(name: Localized, admin: boolean, lang: Lang): PageResolution {
  return {
    status: 200,
    head: {
      lang,
      title: documentTitle(name[lang], lang),
      description: PAGE_BY_PATH.get('/')!.description[lang],
      robots: admin ? 'noindex, nofollow' : 'noindex',
      alternates: [],
      openGraph: { type: 'website' },
      jsonLd: [],
    },
  };
}

/**
 * The head tags (or redirect) for a storefront route, from the database. URLs carry the origin
 * token; `search` is the request's query string with its `?`, kept on a redirect.
 */
export async function resolvePage(
  route: PageRoute,
  lang: Lang,
  query: URLSearchParams,
  search: string,
): Promise<PageResolution> {
  switch (route.kind) {
    case 'fixed':
      return fixedPage(route.page, lang, query);
    case 'private':
      return privatePage(route.name, route.admin, lang);
    case 'product':
      return productPage(route.idOrSlug, lang, search);
    case 'category':
      return categoryPage(route.idOrSlug, lang);
    case 'subcategory':
      return subcategoryPage(route.idOrSlug, lang);
    case 'article':
      return articlePage(route.slug, lang);
    case 'unknown':
      return notFound(lang);
  }
}
