/** Company facts shown by the shell, the remotes and the server's head tags and site files; one place to change them. */
export const COMPANY = {
  name: 'OGulf Office Furniture',
  nameAr: 'أو جلف للأثاث المكتبي',
  /** The short form a long page title falls back to. */
  shortName: 'OGulf',
  since: 2006,
  phone: '+974 4412 3456',
  phoneHref: 'tel:+97444123456',
  whatsapp: '97455123456',
  email: 'info@ogulf.qa',
  /**
   * Commercial registration (Ministry of Commerce and Industry): shown in the footer, on About and
   * on every invoice and quotation, as Qatar's rules for online shops ask.
   */
  commercialRegistration: '48213',
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

/** A WhatsApp chat link with the shop, with `text` typed in. */
export const whatsappUrl = (text = ''): string =>
  `https://wa.me/${COMPANY.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
