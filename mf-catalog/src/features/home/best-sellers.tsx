import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { useProducts } from '../../data/get-products';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { ProductCardList } from '../product-card/product-card';
import { HomeSection } from './home-section';
import './best-sellers.css';

const BEST_SELLER_QUERY = { bestSeller: true, limit: 8 } as const;
/** Two columns on phones, four from tablets up (container at most 1200 px). */
const CARD_SIZES = '(min-width: 1248px) 282px, (min-width: 768px) 23vw, 46vw';

/** The best sellers as a grid of product cards; skeletons while loading; hidden when there are none. */
export function BestSellers() {
  const { t } = useCatalogLanguage();
  const reply = useProducts(BEST_SELLER_QUERY);
  const products = reply.status === 'success' ? reply.data.items : [];
  if (reply.status === 'success' && products.length === 0) return null;
  const loading = reply.status === 'loading';

  return (
    <HomeSection
      texts="bestSellers"
      name="best-sellers"
      className="home-section--tinted"
      reply={reply}
      actions={
        <Link to="/products?bestSeller=true" className="home-more" data-testid="best-sellers-view-all">
          {t('home.bestSellers.viewAll')}
          <ChevronEndIcon size={18} className="flip-rtl" />
        </Link>
      }
    >
      <ProductCardList
        products={products}
        loading={loading}
        sizes={CARD_SIZES}
        className="card-grid best-sellers__grid"
      />
    </HomeSection>
  );
}
