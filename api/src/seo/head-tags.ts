import { escapeXml, type Lang } from '@ogulf/site-files';

/** Everything the server writes into a page's `<head>` (and `<html lang dir>`). */
export interface HeadTags {
  lang: Lang;
  title: string;
  description: string;
  /** Absent on pages that must not be indexed. */
  canonical?: string | undefined;
  /** hreflang alternates, x-default last. */
  alternates: ReadonlyArray<{ hreflang: string; href: string }>;
  /** `noindex` or `noindex, nofollow`; absent for indexable pages. */
  robots?: string | undefined;
  openGraph: {
    type: 'website' | 'product' | 'article';
    url?: string | undefined;
    image?: string | undefined;
    imageAlt?: string | undefined;
    /** Extra `property` meta tags, such as `product:price:amount`. */
    extra?: ReadonlyArray<readonly [string, string]> | undefined;
  };
  /** schema.org objects, one `<script type="application/ld+json">` each. */
  jsonLd: readonly object[];
}

const SITE_NAME: Readonly<Record<Lang, string>> = { en: 'OGulf Office Furniture', ar: 'أو جلف للأثاث المكتبي' };
const LOCALE: Readonly<Record<Lang, string>> = { en: 'en_QA', ar: 'ar_QA' };

const attr = (value: string) => escapeXml(value);
const meta = (key: 'name' | 'property', name: string, content: string) =>
  `<meta ${key}="${name}" content="${attr(content)}">`;

/**
 * JSON for a `<script>` element: `<` is escaped so no text from the database can close the
 * element or open a comment, and U+2028/U+2029 so the text is also a valid JS literal.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The head tags as HTML, every value escaped. */
export function renderHeadTags(head: HeadTags): string {
  const other: Lang = head.lang === 'ar' ? 'en' : 'ar';
  const og = head.openGraph;
  const tags = [
    `<title>${escapeXml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    ...(head.canonical ? [`<link rel="canonical" href="${attr(head.canonical)}">`] : []),
    ...head.alternates.map(
      (alternate) => `<link rel="alternate" hreflang="${attr(alternate.hreflang)}" href="${attr(alternate.href)}">`,
    ),
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', SITE_NAME[head.lang]),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    ...(og.url ? [meta('property', 'og:url', og.url)] : []),
    meta('property', 'og:locale', LOCALE[head.lang]),
    meta('property', 'og:locale:alternate', LOCALE[other]),
    ...(og.image ? [meta('property', 'og:image', og.image)] : []),
    ...(og.image && og.imageAlt ? [meta('property', 'og:image:alt', og.imageAlt)] : []),
    ...(og.extra ?? []).map(([property, content]) => meta('property', property, content)),
    meta('name', 'twitter:card', og.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(og.image ? [meta('name', 'twitter:image', og.image)] : []),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ];
  return tags.join('');
}
