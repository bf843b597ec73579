import { formatPrice, imageUrl, Link, siteOrigin, useLocation, useNavigate } from '@ogulf/web-kit';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { localName } from '../../data/localize';
import { saleRegularPrice } from '../../data/product-text';
import { productHref } from '../../data/product-slug';
import type { Product } from '../../data/types';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { Breadcrumbs, type Crumb } from '../products/breadcrumbs';
import { StorefrontIcon, ToolsIcon, TruckIcon } from '@ogulf/web-kit/icons';
import { localText } from '@ogulf/web-kit/language';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { isQuoteOnly, ProductPurchase } from './product-purchase';
import { RelatedProducts } from './related-products';
import { chooseValue, initialVariant, stockState, variantName } from './variant-choice';
import { VariantPicker } from './variant-picker';
import '../products/products.css';
import './product.css';

const AVAILABILITY_SCHEMA: Record<string, string> = {
  'in-stock': 'https://schema.org/InStock',
  'pre-order': 'https://schema.org/PreOrder',
  'out-of-stock': 'https://schema.org/OutOfStock',
};

/** schema.org Product and BreadcrumbList for search engines; `<` escaped so a text can never close the script. */
function structuredData(product: Product, crumbs: Array<{ name: string; path: string }>): string {
  const origin = siteOrigin();
  const data = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.shortDescription || product.description || undefined,
      image: (product.images.length ? product.images : [product.image ?? ''])
        .filter(Boolean)
        .map((image) => imageUrl(image)),
      sku: product.slug,
      category: product.category?.name,
      ...(isQuoteOnly(product)
        ? {}
        : {
            offers: {
              '@type': 'Offer',
              price: product.price,
              priceCurrency: 'QAR',
              availability: AVAILABILITY_SCHEMA[product.availability ?? 'in-stock'],
              url: `${origin}${productHref(product)}`,
            },
          }),
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: crumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${origin}${crumb.path}`,
      })),
    },
  ];
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The product page's content: breadcrumbs, gallery, purchase box, description, specifications, related products. */
export function ProductView({ product }: { product: Product }) {
  const { t, lang } = useCatalogLanguage();
  const name = localName(product, lang);
  const quoteOnly = isQuoteOnly(product);
  const category = product.category?.name ? product.category : null;
  const subcategory = product.subcategory;
  const shortDescription = localText(product.shortDescription, product.shortDescriptionAr, lang);
  const params = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The address is the one record of the choice, so a link with ?variant opens that variant.
  const variant = initialVariant(product, params.get('variant'));
  const selection = variant?.options ?? {};
  const choose = (key: string, value: string) => {
    const next = chooseValue(product, selection, key, value);
    if (next) navigate(`${pathname}?variant=${encodeURIComponent(next.sku)}`, { replace: true });
  };
  const price = variant ? variant.price : product.price;
  // On sale (a product without variants): the regular price, struck through after the price charged.
  const regular = saleRegularPrice(product);
  const availability = variant ? variant.availability : (product.availability ?? 'in-stock');
  const stock = stockState(availability, variant ? variant.stock : (product.stock ?? null));
  const productImages = product.images.length ? product.images : product.image ? [product.image] : [];
  const images = variant?.image
    ? [variant.image, ...productImages.filter((image) => image !== variant.image)]
    : productImages;

  // Read out with the dimensioned drawing: the figures as the specifications give them.
  const measures = product.specifications.find((item) => item.label.startsWith('Dimensions'));
  const dimensions = measures ? localText(measures.value, measures.valueAr, lang) : undefined;

  const crumbs: Crumb[] = [];
  if (category) crumbs.push({ label: localName(category, lang), to: `/category/${category.id}` });
  if (subcategory) crumbs.push({ label: localName(subcategory, lang), to: `/subcategory/${subcategory.id}` });
  crumbs.push({ label: name });

  const ldCrumbs = [
    { name: 'Home', path: '/' },
    ...(category ? [{ name: category.name, path: `/category/${category.id}` }] : []),
    ...(subcategory ? [{ name: subcategory.name, path: `/subcategory/${subcategory.id}` }] : []),
    { name: product.name, path: productHref(product) },
  ];

  return (
    <article className="container catalog-page product" data-testid="product-page" data-slug={product.slug}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: structuredData(product, ldCrumbs) }} />
      <Breadcrumbs items={crumbs} />

      <div className="product__top">
        <ProductGallery key={images[0] ?? ''} images={images} name={name} dimensions={dimensions} />

        <div className="product__info">
          {(category || subcategory) && (
            <p className="product__placement" data-testid="product-placement">
              {category && <Link to={`/category/${category.id}`}>{localName(category, lang)}</Link>}
              {category && subcategory && <span aria-hidden="true"> • </span>}
              {subcategory && <Link to={`/subcategory/${subcategory.id}`}>{localName(subcategory, lang)}</Link>}
            </p>
          )}
          <h1 className="product__name">{name}</h1>
          {variant && <VariantPicker product={product} selection={selection} onChoose={choose} />}
          <div aria-live="polite" className="product__variant-state">
            <p
              className={`product__price${quoteOnly || price === null ? ' product__price--quote' : ''}`}
              data-testid="product-price"
            >
              {quoteOnly || price === null ? t('price.contactForQuote') : formatPrice(price, lang)}
              {regular !== null && !variant && (
                <>
                  {' '}
                  <s className="product__was" data-testid="product-regular-price">
                    <span className="visually-hidden">{t('price.regular')} </span>
                    {formatPrice(regular, lang)}
                  </s>
                </>
              )}
            </p>
            <p
              className={`product__availability product__availability--${stock.kind === 'low' ? 'in-stock' : availability}`}
              data-testid="product-availability"
            >
              <span className="product__availability-dot" aria-hidden="true" />
              {stock.kind === 'low'
                ? t('product.availability.low', { count: stock.count })
                : t(`product.availability.${availability}`, { defaultValue: availability })}
            </p>
          </div>
          {shortDescription && <p className="product__short">{shortDescription}</p>}

          <ProductPurchase
            product={product}
            variant={
              variant && {
                sku: variant.sku,
                price: variant.price,
                availability: variant.availability,
                image: variant.image,
                name: variantName(product, variant, 'en'),
                nameAr: variantName(product, variant, 'ar'),
              }
            }
          />

          <ul className="product__assurances" role="list">
            <li>
              <TruckIcon size={20} />
              {t('product.assurance.delivery')}
            </li>
            <li>
              <ToolsIcon size={20} />
              {t('product.assurance.installation')}
            </li>
            <li>
              <StorefrontIcon size={20} />
              {t('product.assurance.showroom')}
            </li>
          </ul>
        </div>
      </div>

      <ProductDetails product={product} />
      <RelatedProducts product={product} />
    </article>
  );
}

/** Same boxes while the product loads. */
export function ProductViewSkeleton() {
  return (
    <div className="container catalog-page product" aria-hidden="true" data-testid="product-skeleton">
      <span className="skeleton" style={{ inlineSize: '14rem', blockSize: '1rem' }} />
      <div className="product__top">
        <div className="product-gallery stack">
          <div className="product-gallery__main skeleton" />
        </div>
        <div className="product__info">
          <span className="skeleton" style={{ inlineSize: '40%', blockSize: '1rem' }} />
          <span className="skeleton" style={{ inlineSize: '85%', blockSize: '2.5rem' }} />
          <span className="skeleton" style={{ inlineSize: '30%', blockSize: '2rem' }} />
          <span className="skeleton" style={{ inlineSize: '100%', blockSize: '4.5rem' }} />
          <span className="skeleton" style={{ inlineSize: '100%', blockSize: '3.25rem' }} />
        </div>
      </div>
    </div>
  );
}
