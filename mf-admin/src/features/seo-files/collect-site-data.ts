import type { SiteCategory, SiteData, SiteProduct } from '@ogulf/site-files';
import { fetchAllArticles, type PublicArticle } from './get-articles';
import { fetchPublicCategories, type PublicCategory } from './get-categories';
import { fetchDeliveryZones, type PublicZone } from './get-delivery-zones';
import { fetchAllPublicProducts, type PublicProduct } from './get-products';
import { readStoredCategories, readStoredProducts, type ReadableStorage } from './stored-lists';

/** Where the data comes from; tests pass their own. */
export interface SiteSources {
  categories(): Promise<PublicCategory[]>;
  products(): Promise<PublicProduct[]>;
  articles(): Promise<PublicArticle[]>;
  zones(): Promise<PublicZone[]>;
  storage: ReadableStorage | undefined;
}

export interface CollectedSiteData {
  data: SiteData;
  /** Lists taken from browser storage because the API failed or had none. */
  fromStorage: Array<'categories' | 'products'>;
}

function browserStorage(): ReadableStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export const apiSources = (): SiteSources => ({
  categories: fetchPublicCategories,
  products: fetchAllPublicProducts,
  articles: fetchAllArticles,
  zones: fetchDeliveryZones,
  storage: browserStorage(),
});

async function settle<T>(load: () => Promise<T>): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    console.error('[seo-files] could not load site data', error);
    return undefined;
  }
}

/**
 * The site data for the generated files: from the API, with the stored `categories`,
 * `subcategories` and `products` lists standing in for a list the API failed to give or gave
 * empty (as the storefront's category grid does).
 */
export async function collectSiteData(sources: SiteSources = apiSources()): Promise<CollectedSiteData> {
  const [categories, products, articles, zones] = await Promise.all([
    settle(sources.categories),
    settle(sources.products),
    settle(sources.articles),
    settle(sources.zones),
  ]);
  const fromStorage: CollectedSiteData['fromStorage'] = [];
  let siteCategories: SiteCategory[] = (categories ?? []).map((category) => ({
    id: category.id,
    name: category.name,
    nameAr: category.nameAr,
    description: category.description,
    productCount: category.productCount,
    subcategories: (category.subcategories ?? []).map(({ id, name, nameAr, productCount }) => ({
      id,
      name,
      nameAr,
      productCount,
    })),
  }));
  if (siteCategories.length === 0) {
    siteCategories = readStoredCategories(sources.storage);
    if (siteCategories.length > 0) fromStorage.push('categories');
  }
  let siteProducts: SiteProduct[] = (products ?? []).map(({ id, slug, updatedAt }) => ({ id, slug, updatedAt }));
  if (siteProducts.length === 0) {
    siteProducts = readStoredProducts(sources.storage);
    if (siteProducts.length > 0) fromStorage.push('products');
  }
  return {
    data: {
      categories: siteCategories,
      products: siteProducts,
      articles: (articles ?? []).map((article) => ({
        slug: article.slug,
        translated: Boolean(article.titleAr),
        updatedAt: article.publishDate,
      })),
      zones,
    },
    fromStorage,
  };
}
