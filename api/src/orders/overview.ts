import { Category, Product, Subcategory } from '../catalog/model';
import { mailOverview, type MailOverview } from '../mail/outbox';
import { Testimonial } from '../testimonials/model';
import type { OrderStatus } from './model';
import type { CatalogMemo } from '../catalog/pricing';
import { orderStatistics, type AdminOrder } from './service';

export interface AdminOverview {
  orders: { total: number; byStatus: Record<OrderStatus, number>; recent: AdminOrder[] };
  catalog: { categories: number; subcategories: number; products: number; testimonials: number };
  /** The mail queue: failed for good (with the newest failures), waiting, and held back by the recipient limit. */
  mail: MailOverview;
}

/**
 * The admin dashboard's first screen: orders by status with the 5 newest, and how much is in the
 * catalogue (every document, active or not), and mail that failed for good. Counts only, so the other resources' models are
 * read here directly rather than through services that would load whole documents.
 */
export async function adminOverview(memo?: CatalogMemo): Promise<AdminOverview> {
  const [orders, categories, subcategories, products, testimonials, mail] = await Promise.all([
    // Remembered until an order changes: reading the orders is what costs (see orderStatistics).
    orderStatistics(memo),
    Category.countDocuments(),
    Subcategory.countDocuments(),
    Product.countDocuments(),
    Testimonial.countDocuments(),
    mailOverview(),
  ]);
  return { orders, catalog: { categories, subcategories, products, testimonials }, mail };
}
