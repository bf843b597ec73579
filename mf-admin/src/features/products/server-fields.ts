/** The API's refusal of a product save, put on the fields it names (a 400's detail paths, a 409's taken SKU). */
import { readApiError } from '@ogulf/web-kit';
import type { ProductValues } from './product-form';

export type ServerFieldErrors = Partial<Record<string, string>>;

export function serverFieldErrors(refusal: unknown, values: ProductValues): ServerFieldErrors {
  if (!refusal) return {};
  const { message, details } = readApiError(refusal);
  const found: ServerFieldErrors = {};
  const list = Array.isArray(details) ? details : details ? [details] : [];
  for (const detail of list as unknown[]) {
    if (!detail || typeof detail !== 'object') continue;
    const { path, message: text, sku } = detail as { path?: unknown; message?: unknown; sku?: unknown };
    const where = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    if (where) found[where] ??= typeof text === 'string' ? text : (message ?? '');
    // A SKU another product already uses: on the row (or the product field) that holds it.
    if (typeof sku === 'string') {
      const taken = sku.toUpperCase();
      const row = values.variants.findIndex((variant) => variant.sku.trim().toUpperCase() === taken);
      const field = row >= 0 ? `variants.${row}.sku` : values.sku.trim().toUpperCase() === taken ? 'sku' : '';
      if (field) found[field] ??= typeof text === 'string' ? text : (message ?? '');
    }
  }
  return found;
}
