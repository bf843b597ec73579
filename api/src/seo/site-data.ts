import mongoose from 'mongoose';
import type { SiteArticle, SiteCategory, SiteData, SiteProduct } from '@ogulf/site-files';
import { Category, Subcategory } from '../catalog/model';
import { listCategories, listProducts, type CategoryView, type ProductView } from '../catalog/service';
import type { ListProductsQuery } from '@ogulf/contracts';
import { Article, visibleNow, type ArticleRecord } from '../content/model';
import { getZoneDeliverySettings } from '../delivery/service';

/**
 * The SEO feature's read-only view of the data. What is public (active categories, listed
 * products) is decided by the catalogue's own service, so those rules stay in one place; only
 * timestamps the catalogue views leave out are read here, by projection.
 */

const PRODUCTS_PER_READ = 500;

/** Whether the database is connected: without it pages are served as built rather than waiting on queries. */
export function databaseReady(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}

/** Every product the storefront lists, by name, read in pages through the catalogue service. */
export async function listAllProducts(): Promise<ProductView[]> {
  const products: ProductView[] = [];
  for (let page = 1; ; page += 1) {
    const query: ListProductsQuery = { page, limit: PRODUCTS_PER_READ, sort: 'name' };
    const list = await listProducts(query);
    products.push(...list.items);
    if (page >= list.pages) return products;
  }
}

type Stamped = { _id: mongoose.Types.ObjectId; updatedAt?: Date };

async function updatedAtById(): Promise<Map<string, string>> {
  const [categories, subcategories] = await Promise.all([
    Category.find({}, { updatedAt: 1 }).lean<Stamped[]>(),
    Subcategory.find({}, { updatedAt: 1 }).lean<Stamped[]>(),
  ]);
  const stamps = new Map<string, string>();
  for (const record of [...categories, ...subcategories]) {
    if (record.updatedAt instanceof Date) stamps.set(String(record._id), record.updatedAt.toISOString());
  }
  return stamps;
}

/** The later of two ISO dates (either may be missing). */
function later(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return a > b ? a : b;
}

/**
 * Categories as the site files want them: a category or subcategory page changes when it does or
 * when one of its products does, so its date is the later of the two.
 */
function toSiteCategories(
  categories: readonly CategoryView[],
  products: readonly ProductView[],
  stamps: Map<string, string>,
): SiteCategory[] {
  const newestProduct = new Map<string, string>();
  for (const product of products) {
    for (const id of [product.category.id, product.subcategory?.id]) {
      if (id !== undefined) newestProduct.set(id, later(newestProduct.get(id), product.updatedAt) ?? product.updatedAt);
    }
  }
  const dated = (id: string) => later(stamps.get(id), newestProduct.get(id));
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    nameAr: category.nameAr,
    description: category.description,
    productCount: category.productCount,
    updatedAt: dated(category.id),
    subcategories: category.subcategories.map((sub) => ({
      id: sub.id,
      name: sub.name,
      nameAr: sub.nameAr,
      productCount: sub.productCount,
      updatedAt: dated(sub.id),
    })),
  }));
}

/** The articles showing at `now`: a draft or an article scheduled for later is not in the sitemap yet. */
async function listArticleStamps(now: Date): Promise<SiteArticle[]> {
  const records = await Article.find(visibleNow(now), { slug: 1, titleAr: 1, updatedAt: 1 })
    .sort({ publishDate: -1, _id: -1 })
    .lean<Array<Pick<ArticleRecord, 'slug' | 'titleAr' | 'updatedAt'>>>();
  return records.map((record) => ({
    slug: record.slug,
    translated: Boolean(record.titleAr),
    updatedAt: record.updatedAt instanceof Date ? record.updatedAt.toISOString() : undefined,
  }));
}

/** Everything the sitemap and the AI summary are made from. */
export async function loadSiteData(now = new Date()): Promise<SiteData> {
  // Mongoose would queue the queries until a connection comes back; a crawler should not wait.
  if (!databaseReady()) throw new Error('The database is not connected');
  const [categories, products, stamps, articles, zones] = await Promise.all([
    listCategories(),
    listAllProducts(),
    updatedAtById(),
    listArticleStamps(now),
    getZoneDeliverySettings(),
  ]);
  const siteProducts: SiteProduct[] = products.map((product) => ({
    id: product.id,
    slug: product.slug,
    updatedAt: product.updatedAt,
  }));
  return {
    categories: toSiteCategories(categories, products, stamps),
    products: siteProducts,
    articles,
    zones: zones.zones.map(({ name, fee, freeDeliveryThreshold }) => ({ name, fee, freeDeliveryThreshold })),
  };
}
