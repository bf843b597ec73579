/** A product as the admin API answers it, for component tests: a plain desk unless overridden. */
import type { AdminProductView } from '@ogulf/contracts';
import { testProductView } from '@ogulf/contracts/testing';

export function adminProduct(overrides: Partial<AdminProductView> = {}): AdminProductView {
  return {
    ...testProductView({
      id: '6650a1b2c3d4e5f601234567',
      name: 'Executive desk',
      nameAr: 'مكتب تنفيذي',
      category: { id: 'c1', name: 'Desks', nameAr: 'مكاتب', slug: 'desks' },
      price: 2450,
      createdAt: '2026-11-25T07:00:00.000Z',
      updatedAt: '2026-11-25T07:00:00.000Z',
    }),
    active: true,
    ...overrides,
  };
}
