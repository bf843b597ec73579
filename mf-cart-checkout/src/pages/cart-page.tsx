import { useTranslation } from 'react-i18next';
import { Link } from '@ogulf/web-kit';
import { useCartCount, usePageTitle } from '@ogulf/web-kit';
import '../remote.css';

export default function CartPage() {
  const { t } = useTranslation('cart');
  const count = useCartCount();
  usePageTitle(t('cartPage.title'));
  return (
    <section className="container page-section" aria-live="polite">
      <h1>{t('cartPage.title')}</h1>
      {count === 0 ? (
        <>
          <p className="lead">{t('cartPage.empty')}</p>
          <p>{t('cartPage.emptyHint')}</p>
          <Link className="btn btn-primary" to="/products">
            {t('cartPage.browse')}
          </Link>
        </>
      ) : (
        <>
          <p className="lead" data-testid="cart-count-text">
            {t('cartPage.items', { count })}
          </p>
          <Link className="btn btn-primary" to="/checkout">
            {t('cartPage.checkout')}
          </Link>
        </>
      )}
    </section>
  );
}
