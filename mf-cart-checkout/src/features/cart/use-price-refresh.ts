import { useEffect, useState } from 'react';
import { lookUpProduct } from './api/get-product';
import { productIdOf } from './cart-lines';
import { cartStore } from './cart-store';
import type { LookupResult } from './price-refresh';

export type RefreshStatus = 'checking' | 'done' | 'failed';

/**
 * Looks every line's product up and applies what it finds (new prices, vanished products).
 * `failed` when some lookups could not reach the server: those lines keep their stored data,
 * and the server prices the order anyway.
 */
export async function refreshCartPrices(): Promise<Exclude<RefreshStatus, 'checking'>> {
  // Looked up by product: two variants of one product need one lookup.
  const ids = [...new Set(cartStore.getState().lines.map(productIdOf))];
  if (ids.length === 0) return 'done';
  const entries = await Promise.all(ids.map(async (id) => [id, await lookUpProduct(id)] as const));
  cartStore.getState().applyLookups(new Map<string, LookupResult>(entries));
  return entries.some(([, result]) => result.kind === 'failed') ? 'failed' : 'done';
}

/** Runs `refreshCartPrices` once when the page opens and reports its progress. */
export function usePriceRefresh(): RefreshStatus {
  const [status, setStatus] = useState<RefreshStatus>(() => (cartStore.getState().lines.length ? 'checking' : 'done'));
  useEffect(() => {
    let live = true;
    void refreshCartPrices().then((result) => live && setStatus(result));
    return () => {
      live = false;
    };
  }, []);
  return status;
}
