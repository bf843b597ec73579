import type { SiteData } from './types';

/** The site the sitemap and llms.txt tests describe. */
export const ORIGIN = 'https://shop.example.qa';

/**
 * Two categories (one with a description, product count, dates and two subcategories), two
 * products (one with a date that is not a date), a translated and an untranslated article, and
 * two free delivery zones.
 */
export const SITE_DATA: SiteData = {
  categories: [
    {
      id: 'c1',
      name: 'Office Furniture',
      description: 'Desks and storage.',
      productCount: 17,
      updatedAt: '2025-03-01T10:00:00.000Z',
      subcategories: [
        { id: 's1', name: 'Desks', updatedAt: '2025-03-02T10:00:00.000Z' },
        { id: 's2', name: 'Cabinets' },
      ],
    },
    { id: 'c2', name: 'Safes', productCount: 1 },
  ],
  products: [
    { id: '64b000000000000000000001', slug: 'walnut-desk', updatedAt: '2025-05-05T08:30:15.123Z' },
    { id: '64b000000000000000000002', slug: 'mesh-chair', updatedAt: 'not a date' },
  ],
  articles: [
    { slug: 'choosing-a-chair', translated: true, updatedAt: '2025-06-12T00:00:00.000Z' },
    { slug: 'desk-care', updatedAt: '2025-01-04T00:00:00.000Z' },
  ],
  zones: [
    { name: 'Doha', fee: 0, freeDeliveryThreshold: 0 },
    { name: 'Lusail', fee: 0, freeDeliveryThreshold: 0 },
  ],
};
