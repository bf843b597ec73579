import { useEffect, useState } from 'react';
import { isMissing } from '@ogulf/web-kit';
import { useProduct } from '../cart/api/get-product';
import { cartStore } from '../cart/cart-store';
import { clampQuantity, productIdOf, variantSkuOf } from '../cart/cart-lines';
import { MAX_QUOTE_ITEMS, type QuoteItem } from './quote-rules';

export type QuoteItemsState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; reload: () => void }
  | { status: 'ready'; items: QuoteItem[]; setItems: (items: QuoteItem[]) => void };

const fromCart = (): QuoteItem[] =>
  cartStore
    .getState()
    .lines.filter((line) => !line.unavailable)
    .slice(0, MAX_QUOTE_ITEMS)
    .map((line) => ({
      productId: productIdOf(line),
      variantSku: variantSkuOf(line),
      variantName: line.variantName,
      variantNameAr: line.variantNameAr,
      name: line.name,
      nameAr: line.nameAr,
      slug: line.slug,
      image: line.image,
      quantity: line.quantity,
    }));

/**
 * The products a quote request starts with: the cart's lines (`?quote=cart`), or one product by
 * slug with `?qty=` (default 1), read from the API. The shopper may then change or remove them.
 */
export function useQuoteItems(source: string, quantity: string | null): QuoteItemsState {
  const fromProduct = source !== 'cart';
  const product = useProduct(fromProduct && source ? source : null);
  const [items, setItems] = useState<QuoteItem[] | null>(() => (fromProduct ? null : fromCart()));

  useEffect(() => {
    if (!fromProduct || product.status !== 'success') return;
    const p = product.data;
    setItems([
      {
        productId: p.id,
        name: p.name,
        nameAr: p.nameAr,
        slug: p.slug,
        image: p.image,
        quantity: clampQuantity(quantity ?? 1) ?? 1,
      },
    ]);
  }, [fromProduct, product.status, product.data, quantity]);

  if (fromProduct) {
    if (!source) return { status: 'notFound' };
    if (product.status === 'error') {
      return isMissing(product.error) ? { status: 'notFound' } : { status: 'error', reload: product.reload };
    }
    if (product.status === 'loading' || items === null) return { status: 'loading' };
  }
  return { status: 'ready', items: items ?? [], setItems };
}
