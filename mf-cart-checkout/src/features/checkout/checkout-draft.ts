/** What the shopper typed at checkout, kept for this tab so a reload or a trip back to the cart loses nothing. */
import { CHECKOUT_FIELDS, type CheckoutValues } from './checkout-rules';

export const DRAFT_STORAGE_KEY = 'checkoutDraft';

// Reading sessionStorage itself throws where storage is blocked, hence the lookups inside try.
const session = () => globalThis.sessionStorage as Storage | undefined;

export function loadDraft(storage?: Pick<Storage, 'getItem'>): Partial<CheckoutValues> {
  try {
    const parsed = JSON.parse((storage ?? session())?.getItem(DRAFT_STORAGE_KEY) ?? 'null') as Record<
      string,
      unknown
    > | null;
    if (!parsed || typeof parsed !== 'object') return {};
    const draft: Partial<CheckoutValues> = {};
    for (const field of CHECKOUT_FIELDS) {
      const value = parsed[field];
      if (typeof value === 'string' && value.length <= 1000) draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

export function saveDraft(values: CheckoutValues | null, storage?: Pick<Storage, 'setItem' | 'removeItem'>): void {
  try {
    const target = storage ?? session();
    if (values) target?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(values));
    else target?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    /* nothing to keep it in: the form still works */
  }
}
