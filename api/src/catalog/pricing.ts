import { trusted } from 'mongoose';
import { Category, Product, type Availability, type CategoryRecord, type ProductRecord } from './model';

/** A product as an order or a quote request sees it: what it is and what it costs now. */
export interface OrderableProduct {
  id: string;
  name: string;
  nameAr: string;
  slug: string;
  /** The main picture (`images[0]`), or ''. */
  image: string;
  /** QAR; null when the price is given on request. */
  price: number | null;
  contactForQuote: boolean;
  availability: Availability;
}

/**
 * The products with these ids (24 hex digits each) that a shopper can still buy or ask about,
 * read from the database, by id. Left out: ids with no product, products whose category is
 * inactive or gone (the storefront no longer lists them), and products explicitly switched off
 * (`active: false`, for when the catalogue gains that flag).
 */
export async function findOrderableProducts(ids: readonly string[]): Promise<Map<string, OrderableProduct>> {
  const found = new Map<string, OrderableProduct>();
  if (ids.length === 0) return found;
  const records = await Product.find({ _id: trusted({ $in: [...ids] }) }).lean<Array<ProductRecord & { active?: unknown }>>();
  const categoryIds = [...new Set(records.map((record) => String(record.category)))];
  const categories = await Category.find({ _id: trusted({ $in: categoryIds }) }, { active: 1 }).lean<Array<Pick<CategoryRecord, '_id' | 'active'>>>();
  const activeCategories = new Set(categories.filter((category) => category.active).map((category) => String(category._id)));
  for (const record of records) {
    if (record.active === false || !activeCategories.has(String(record.category))) continue;
    found.set(String(record._id), {
      id: String(record._id),
      name: record.name,
      nameAr: record.nameAr,
      slug: record.slug,
      image: record.images?.[0] ?? '',
      price: typeof record.price === 'number' ? record.price : null,
      contactForQuote: record.contactForQuote === true,
      availability: record.availability,
    });
  }
  return found;
}
