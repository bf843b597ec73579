import { Category, Product, Subcategory } from '../catalog/model';
import { mailOverview } from '../mail/outbox';
import { newInboxCounts } from '../messages/inbox';
import { Testimonial } from '../testimonials/model';
import type { CatalogMemo } from '../catalog/pricing';
import { orderStatistics } from './service';
import type { AdminOverview } from '@ogulf/contracts';
export type { AdminOverview } from '@ogulf/contracts';

/**
 * The admin dashboard's first screen: orders by status with the 5 newest, and how much is in the
 * catalogue (every document, active or not), and mail that failed for good. Counts only, so the other resources' models are
 * read here directly rather than through services that would load whole documents.
 */
export async function adminOverview(memo?: CatalogMemo): Promise<AdminOverview> {
  const [orders, categories, subcategories, products, testimonials, mail, inbox] = await Promise.all([
    // Remembered until an order changes: reading the orders is what costs (see orderStatistics).
    orderStatistics(memo),
    Category.countDocuments(),
    Subcategory.countDocuments(),
    Product.countDocuments(),
    Testimonial.countDocuments(),
    mailOverview(),
    // Remembered until a quote request or message arrives or changes (two counts: two scans on FerretDB).
    newInboxCounts(memo),
  ]);
  return { orders, catalog: { categories, subcategories, products, testimonials }, mail, inbox };
}
