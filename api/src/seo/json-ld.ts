import { OPENING_HOURS, SITE_COMPANY, type Lang } from '@ogulf/site-files';

/** schema.org structured data for the server-rendered head (JSON-LD). */

const CONTEXT = 'https://schema.org';
const IN_LANGUAGE: Readonly<Record<Lang, string>> = { en: 'en-QA', ar: 'ar-QA' };
const storeId = (origin: string) => `${origin}/#store`;

const SCHEMA_AVAILABILITY: Readonly<Record<string, string>> = {
  'in-stock': 'https://schema.org/InStock',
  'out-of-stock': 'https://schema.org/OutOfStock',
  'pre-order': 'https://schema.org/PreOrder',
};

/**
 * The shop as a FurnitureStore (a LocalBusiness and an Organization): address, phone, opening
 * hours (Friday closed), the 4.8 rating from 150 reviews the spec fixes in the markup, and the
 * city a landing page is about, when there is one.
 */
export function storeJsonLd(
  origin: string,
  lang: Lang,
  options: { image?: string | undefined; city?: string | undefined } = {},
): object {
  return {
    '@context': CONTEXT,
    '@type': 'FurnitureStore',
    '@id': storeId(origin),
    name: lang === 'ar' ? SITE_COMPANY.nameAr : SITE_COMPANY.name,
    alternateName: lang === 'ar' ? SITE_COMPANY.name : SITE_COMPANY.nameAr,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(options.image ? { image: options.image } : {}),
    telephone: SITE_COMPANY.phone,
    email: SITE_COMPANY.email,
    foundingDate: String(SITE_COMPANY.since),
    currenciesAccepted: 'QAR',
    paymentAccepted: 'Cash, Credit Card, Bank Transfer',
    priceRange: 'QAR',
    address: { '@type': 'PostalAddress', ...SITE_COMPANY.postalAddress },
    areaServed: options.city
      ? { '@type': 'City', name: options.city, containedInPlace: { '@type': 'Country', name: 'Qatar' } }
      : { '@type': 'Country', name: 'Qatar' },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...OPENING_HOURS.openDays],
        opens: OPENING_HOURS.opens,
        closes: OPENING_HOURS.closes,
      },
    ],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: SITE_COMPANY.rating.value,
      reviewCount: SITE_COMPANY.rating.count,
      bestRating: 5,
      worstRating: 1,
    },
    sameAs: Object.values(SITE_COMPANY.social),
  };
}

/** The site itself, published by the store. */
export function websiteJsonLd(origin: string, lang: Lang): object {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: lang === 'ar' ? SITE_COMPANY.nameAr : SITE_COMPANY.name,
    url: `${origin}/`,
    inLanguage: [IN_LANGUAGE.en, IN_LANGUAGE.ar],
    publisher: { '@id': storeId(origin) },
  };
}

/** Home > … > the page itself. */
export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

export interface ProductLd {
  id: string;
  name: string;
  description: string;
  url: string;
  images: readonly string[];
  category: string;
  price: number | null;
  contactForQuote: boolean;
  availability: string;
}

/** A product with its offer in QAR; a product sold on quotation has no price, so no offer. */
export function productJsonLd(origin: string, product: ProductLd): object {
  const priced = product.price !== null && !product.contactForQuote;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    '@id': `${product.url}#product`,
    sku: product.id,
    name: product.name,
    description: product.description,
    url: product.url,
    ...(product.images.length > 0 ? { image: [...product.images] } : {}),
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: SITE_COMPANY.shortName },
    ...(priced
      ? {
          offers: {
            '@type': 'Offer',
            url: product.url,
            price: product.price!.toFixed(2),
            priceCurrency: 'QAR',
            availability: SCHEMA_AVAILABILITY[product.availability] ?? SCHEMA_AVAILABILITY['in-stock'],
            itemCondition: 'https://schema.org/NewCondition',
            seller: { '@id': storeId(origin) },
          },
        }
      : {}),
  };
}

export interface ArticleLd {
  headline: string;
  description: string;
  url: string;
  image: string;
  datePublished: string;
  author: { name: string; title: string };
  keywords: readonly string[];
  lang: Lang;
}

/** A blog article, published by the store. */
export function blogPostingJsonLd(origin: string, article: ArticleLd): object {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: article.headline,
    description: article.description,
    url: article.url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': article.url },
    image: article.image,
    datePublished: article.datePublished,
    author: { '@type': 'Person', name: article.author.name, jobTitle: article.author.title },
    publisher: {
      '@type': 'Organization',
      '@id': storeId(origin),
      name: SITE_COMPANY.name,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    ...(article.keywords.length > 0 ? { keywords: article.keywords.join(', ') } : {}),
    inLanguage: IN_LANGUAGE[article.lang],
  };
}
