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

const ORDERABLE_FIELDS = { name: 1, nameAr: 1, slug: 1, images: 1, price: 1, contactForQuote: 1, availability: 1, category: 1, active: 1 } as const;

/**
 * The products with these ids (24 hex digits each) that a shopper can still buy or ask about,
 * read from the database, by id. Left out: ids with no product, products whose category is
 * inactive or gone (the storefront no longer lists them), and products explicitly switched off
 * (`active: false`, for when the catalogue gains that flag).
 */
export async function findOrderableProducts(ids: readonly string[]): Promise<Map<string, OrderableProduct>> {
  const found = new Map<string, OrderableProduct>();
  if (ids.length === 0) return found;
  // One query per id: FerretDB 1.x answers `_id` equality from the primary key, but scans and
  // decodes the whole collection for `_id: { $in }` (about 100 ms for the built-in catalogue).
  const records = (
    await Promise.all([...new Set(ids)].map((id) => Product.findById(id, ORDERABLE_FIELDS).lean<ProductRecord & { active?: unknown }>()))
  ).filter((record) => record !== null);
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
