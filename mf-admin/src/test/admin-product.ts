/** A product as the admin API answers it, for component tests: a plain desk unless overridden. */
import type { AdminProductView } from '@ogulf/contracts';

export function adminProduct(overrides: Partial<AdminProductView> = {}): AdminProductView {
  return {
    id: '6650a1b2c3d4e5f601234567',
    name: 'Executive desk',
    nameAr: 'مكتب تنفيذي',
    slug: 'executive-desk',
    shortDescription: '',
    shortDescriptionAr: '',
    description: '',
    descriptionAr: '',
    category: { id: 'c1', name: 'Desks', nameAr: 'مكاتب', slug: 'desks' },
    subcategory: null,
    price: 2450,
    contactForQuote: false,
    isFeatured: false,
    isNewArrival: false,
    isBestSeller: false,
    image: '',
    images: [],
    specifications: [],
    availability: 'in-stock',
    active: true,
    createdAt: '2026-11-25T07:00:00.000Z',
    updatedAt: '2026-11-25T07:00:00.000Z',
    ...overrides,
  } as AdminProductView;
}
