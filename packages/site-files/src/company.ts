/**
 * Company facts for the generated files and the server's head tags. The storefront's own copy is
 * web-kit's `COMPANY`; the API cannot load web-kit (TypeScript source, React), so the facts it
 * needs live here and a test keeps the two equal.
 */
export const SITE_COMPANY = {
  name: 'OGulf Office Furniture',
  nameAr: 'أو جلف للأثاث المكتبي',
  /** The short form a long page title falls back to. */
  shortName: 'OGulf',
  since: 2006,
  phone: '+974 4412 3456',
  whatsapp: '97455123456',
  email: 'info@ogulf.qa',
  address: 'Salwa Road, Al Waab, Doha, Qatar',
  addressAr: 'طريق سلوى، الوعب، الدوحة، قطر',
  /** The address split the way schema.org's PostalAddress wants it. */
  postalAddress: { streetAddress: 'Salwa Road, Al Waab', addressLocality: 'Doha', addressCountry: 'QA' },
  social: {
    facebook: 'https://www.facebook.com/ogulfqatar',
    instagram: 'https://www.instagram.com/ogulfqatar',
    linkedin: 'https://www.linkedin.com/company/ogulfqatar',
    x: 'https://x.com/ogulfqatar',
  },
  /** Fixed in page markup for search engines (spec section 1). */
  rating: { value: 4.8, count: 150 },
} as const;

/** Showroom and customer-service hours (spec section 9): Sunday to Thursday and Saturday, Friday closed. */
export const OPENING_HOURS = {
  opens: '08:00',
  closes: '18:00',
  openDays: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday'],
  closedDays: ['Friday'],
} as const;

/** What the shop sells (spec: the product's opening paragraph). */
export const PRODUCT_RANGE = [
  'office furniture',
  'home furniture',
  'IT products (printers, computers, interactive screens)',
  'safes',
  'bank equipment',
  'stationery',
] as const;

/** Returns are accepted within this many days of delivery (the return-policy page). */
export const RETURN_WINDOW_DAYS = 7;

/** Payment methods the checkout offers. */
export const PAYMENT_METHODS = ['cash on delivery', 'credit card on delivery', 'bank transfer'] as const;
