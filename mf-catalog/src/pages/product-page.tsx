import type { ReactNode } from 'react';
import { decodeSegment, isMissing, Navigate } from '@ogulf/web-kit';
import { localText } from '@ogulf/web-kit/language';
import { useProduct } from '../data/get-product';
import { localName } from '../data/localize';
import { productHref } from '../data/product-slug';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { ProductView, ProductViewSkeleton } from '../features/product/product-view';
import { PageTitle } from '../features/products/page-title';
import { ErrorPanel, LoadingNote } from '../features/products/status-panels';
import '../features/products/products.css';
import '../i18n/browse-texts';
import '../catalog.css';

/**
 * `/product/{slug}`, and `/product/{id}`, which is replaced by the product's slug address. An
 * unknown slug or id is the shell's 404.
 */
export default function ProductPage({ slug, notFound }: { slug: string; notFound: ReactNode }) {
  const { t, lang } = useCatalogLanguage();
  const reply = useProduct(slug ? slug : null);
  const product = reply.status === 'success' ? reply.data : undefined;

  if (!slug || (reply.status === 'error' && isMissing(reply.error))) return <>{notFound}</>;
  if (product && product.slug && decodeSegment(slug) !== product.slug)
    return <Navigate to={productHref(product)} replace />;

  if (reply.status === 'error') {
    return (
      <div className="container catalog-page">
        <PageTitle title={t('product.title')} />
        <ErrorPanel title={t('product.error')} onRetry={reply.reload} />
      </div>
    );
  }
  if (!product) {
    return (
      <>
        <PageTitle title={t('product.title')} />
        <LoadingNote text={t('product.loading')} />
        <ProductViewSkeleton />
      </>
    );
  }
  return (
    <>
      {/* The admin's SEO title when written (the server's head tags use it too). */}
      <PageTitle
        title={localName(product, lang)}
        exact={localText(product.seoTitle, product.seoTitleAr, lang).trim() || undefined}
      />
      <ProductView product={product} />
    </>
  );
}
