import { findOrderableProducts, lineProduct } from '../catalog/pricing';
import { AppError } from '../http/errors';
import { makeReference } from '../orders/reference';
import {
  ContactMessage,
  QuoteRequest,
  type ContactMessageFields,
  type ContactMessageRecord,
  type QuoteRequestFields,
  type QuoteRequestRecord,
} from './model';
import type { ContactInput, QuoteRequestInput } from '@ogulf/contracts';

const MAX_INSERT_ATTEMPTS = 8;

/**
 * Stores a quote request for products that still exist (priced or on quotation); 422
 * `PRODUCT_UNAVAILABLE` with their ids otherwise, storing nothing.
 */
export async function createQuoteRequest(
  input: QuoteRequestInput,
  now: Date = new Date(),
): Promise<QuoteRequestRecord> {
  const products = await findOrderableProducts(input.items.map((line) => line.productId));
  const unavailable = input.items.filter((line) => !products.has(line.productId)).map((line) => line.productId);
  if (unavailable.length > 0) {
    throw new AppError(422, 'PRODUCT_UNAVAILABLE', 'Some products are no longer available', {
      details: { productIds: unavailable },
    });
  }
  const unknownVariants = input.items.filter(
    (line) =>
      line.variantSku !== undefined &&
      !products.get(line.productId)!.variants.some((variant) => variant.sku === line.variantSku),
  );
  if (unknownVariants.length > 0) {
    throw new AppError(400, 'VARIANT_UNKNOWN', 'That variant does not exist for this product', {
      details: unknownVariants.map((line) => ({ productId: line.productId, variantSku: line.variantSku ?? '' })),
    });
  }
  const fields: Omit<QuoteRequestFields, 'reference'> = {
    ...input,
    items: input.items.map((line) => {
      const product = products.get(line.productId)!;
      const variant = product.variants.find((candidate) => candidate.sku === line.variantSku);
      return { ...lineProduct(product, variant), quantity: line.quantity };
    }),
  };
  await QuoteRequest.init();
  return insertWithReference('Q', now, async (reference) =>
    (await QuoteRequest.create({ ...fields, reference })).toObject<QuoteRequestRecord>(),
  );
}

/** Stores a contact message. */
export async function createContactMessage(input: ContactInput, now: Date = new Date()): Promise<ContactMessageRecord> {
  const fields: Omit<ContactMessageFields, 'reference'> = input;
  await ContactMessage.init();
  return insertWithReference('C', now, async (reference) =>
    (await ContactMessage.create({ ...fields, reference })).toObject<ContactMessageRecord>(),
  );
}

/** Inserts under a fresh reference, drawing again when the unique index says it is taken. */
async function insertWithReference<T>(
  prefix: string,
  now: Date,
  insert: (reference: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(makeReference(prefix, now));
    } catch (error) {
      if ((error as { code?: unknown } | null)?.code !== 11000 || attempt >= MAX_INSERT_ATTEMPTS) throw error;
    }
  }
}
