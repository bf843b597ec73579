import type { Language } from '@ogulf/web-kit';
import type { TFunction } from 'i18next';
import { localName } from '../../data/localize';
import { productPlacement, productPrice } from '../../data/product-text';
import { productSlug } from '../../data/product-slug';
import type { ProductSummary } from '../../data/types';
import { ProductThumb } from '../../shared/catalog-image';

interface SearchResultProps {
  product: ProductSummary;
  id: string;
  active: boolean;
  lang: Language;
  t: TFunction<'catalog'>;
  onPick: () => void;
  onPoint: () => void;
}

/** One option of the results listbox; the input keeps focus, so it is reached with the arrow keys or the pointer. */
export function SearchResult({ product, id, active, lang, t, onPick, onPoint }: SearchResultProps) {
  const placement = productPlacement(product, lang);
  const quote = product.contactForQuote || product.price === null;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className="search-result"
      data-testid="search-result"
      data-slug={productSlug(product)}
      onClick={onPick}
      onPointerMove={onPoint}
      // Keep focus in the input, so typing can go on after a click elsewhere in the list.
      onMouseDown={(event) => event.preventDefault()}
    >
      <ProductThumb image={product.image} className="search-result__image" />
      <span className="search-result__text">
        <span className="search-result__name" data-testid="search-result-name">
          {localName(product, lang)}
        </span>
        {placement && (
          <span className="search-result__placement" data-testid="search-result-placement">
            {placement}
          </span>
        )}
      </span>
      <span
        className={`search-result__price${quote ? ' search-result__price--quote' : ''}`}
        data-testid="search-result-price"
      >
        {productPrice(product, lang, t)}
      </span>
    </li>
  );
}
