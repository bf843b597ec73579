import { Category, Product, Subcategory } from '../catalog/model';
import { Testimonial } from '../testimonials/model';
import type { OrderStatus } from './model';
import { orderStatistics, type AdminOrder } from './service';

export interface AdminOverview {
  orders: { total: number; byStatus: Record<OrderStatus, number>; recent: AdminOrder[] };
  catalog: { categories: number; subcategories: number; products: number; testimonials: number };
}

/**
 * The admin dashboard's first screen: orders by status with the 5 newest, and how much is in the
 * catalogue (every document, active or not). Counts only, so the other resources' models are
 * read here directly rather than through services that would load whole documents.
 */
export async function adminOverview(): Promise<AdminOverview> {
  const [orders, categories, subcategories, products, testimonials] = await Promise.all([
    orderStatistics(),
    Category.countDocuments(),
    Subcategory.countDocuments(),
    Product.countDocuments(),
    Testimonial.countDocuments(),
  ]);
  return { orders, catalog: { categories, subcategories, products, testimonials } };
}
