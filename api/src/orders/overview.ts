import { Category, Product, Subcategory } from '../catalog/model';
import { mailOverview } from '../mail/outbox';
import { newInboxCounts } from '../messages/inbox';
import { Testimonial } from '../testimonials/model';
import type { CatalogMemo } from '../catalog/pricing';
import { salesOverview, unpaidBankTransfers } from './sales';
import { orderStatistics } from './service';
import type { AdminOverview } from '@ogulf/contracts';
export type { AdminOverview } from '@ogulf/contracts';

/**
 * The admin dashboard's first screen: the sales of today, the last 7 and 30 days (`sales.ts`),
 * orders by status with the 5 newest, bank transfers still unpaid, and how much is in the
 * catalogue (every document, active or not), and mail that failed for good. Counts only, so the other resources' models are
 * read here directly rather than through services that would load whole documents.
 */
export async function adminOverview(now: Date, memo?: CatalogMemo): Promise<AdminOverview> {
  const [orders, sales, unpaid, categories, subcategories, products, testimonials, mail, inbox] = await Promise.all([
    // Remembered until an order changes: reading the orders is what costs (see orderStatistics).
    orderStatistics(memo),
    salesOverview(now, memo),
    unpaidBankTransfers(memo),
    Category.countDocuments(),
    Subcategory.countDocuments(),
    Product.countDocuments(),
    Testimonial.countDocuments(),
    mailOverview(),
    // Remembered until a quote request or message arrives or changes (two counts: two scans on FerretDB).
    newInboxCounts(memo),
  ]);
  return {
    orders,
    sales,
    unpaidBankTransfers: unpaid,
    catalog: { categories, subcategories, products, testimonials },
    mail,
    inbox,
  };
}
