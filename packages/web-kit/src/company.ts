/** Company facts shown by the shell and several remotes; one place to change them. */
export const COMPANY = {
  name: 'OGulf Office Furniture',
  nameAr: 'أو جلف للأثاث المكتبي',
  since: 2006,
  phone: '+974 4412 3456',
  phoneHref: 'tel:+97444123456',
  whatsapp: '97455123456',
  email: 'info@ogulf.qa',
  address: 'Salwa Road, Al Waab, Doha, Qatar',
  addressAr: 'طريق سلوى، الوعب، الدوحة، قطر',
  social: {
    facebook: 'https://www.facebook.com/ogulfqatar',
    instagram: 'https://www.instagram.com/ogulfqatar',
    linkedin: 'https://www.linkedin.com/company/ogulfqatar',
    x: 'https://x.com/ogulfqatar',
  },
  rating: { value: 4.8, count: 150 },
} as const;

export const whatsappUrl = (text = ''): string =>
  `https://wa.me/${COMPANY.whatsapp}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
