import { useId } from 'react';
import { pickRelated } from '../../data/catalog-lookup';
import { useProducts } from '../../data/get-products';
import type { Product } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { ProductCardList } from '../product-card/product-card';

export const RELATED_MAX = 8;
const CARD_SIZES = '(min-width: 1248px) 282px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw';

/**
 * Up to 8 other products: the subcategory's first, then the category's. The category's are only
 * asked for when the subcategory has too few.
 */
export function RelatedProducts({ product }: { product: Product }) {
  const { t } = useCatalogLanguage();
  const headingId = useId();
  const subcategoryId = product.subcategory?.id;
  const categoryId = product.category?.id;
  const sameSubcategory = useProducts(subcategoryId ? { subcategory: subcategoryId, limit: RELATED_MAX + 1 } : null);
  const subcategoryItems = sameSubcategory.status === 'success' ? sameSubcategory.data.items : undefined;
  const subcategoryDone = !subcategoryId || sameSubcategory.status !== 'loading';
  const needMore =
    subcategoryDone && (subcategoryItems ?? []).filter((item) => item.id !== product.id).length < RELATED_MAX;
  const sameCategory = useProducts(categoryId && needMore ? { category: categoryId, limit: RELATED_MAX + 1 } : null);
  const categoryItems = sameCategory.status === 'success' ? sameCategory.data.items : undefined;

  const loading = !subcategoryDone || (needMore && Boolean(categoryId) && sameCategory.status === 'loading');
  const related = pickRelated(product, [subcategoryItems, categoryItems], RELATED_MAX);
  if (!loading && related.length === 0) return null;

  return (
    <section className="product-related" aria-labelledby={headingId} aria-busy={loading} data-testid="related-products">
      <h2 id={headingId} className="product-details__heading">
        {t('product.related')}
      </h2>
      <ProductCardList
        products={related}
        loading={loading}
        sizes={CARD_SIZES}
        className="card-grid catalog-grid catalog-grid--wide"
      />
    </section>
  );
}
