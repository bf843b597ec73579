/**
 * The enums, limits and patterns both sides of the HTTP boundary go by. No zod here: the front
 * ends import this subpath (`@ogulf/contracts/constants`) without bundling a schema library.
 */

/** Languages the shop speaks; an order or message remembers which one its sender used. */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

/** An order's life: `pending` when placed, then confirmed by staff, ... or `cancelled`. */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'processing',
  'out-for-delivery',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Cash on delivery, credit card on delivery, bank transfer. */
export const PAYMENT_METHODS = ['cash', 'card', 'bank-transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const AVAILABILITIES = ['in-stock', 'out-of-stock', 'pre-order'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Days the shop delivers on: every day but Friday, when it is closed (spec section 9). */
export const DELIVERY_DAYS = ['saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday'] as const;
export type DeliveryDay = (typeof DELIVERY_DAYS)[number];

/** Orders of `GET /api/products?sort=`. */
export const PRODUCT_SORTS = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The flags the admin product list filters on (`?flag=`). */
export const PRODUCT_FLAGS = ['featured', 'new', 'bestseller'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** Folders an upload may go to (`category` of `POST /api/upload-image`), under `images/shop/`. */
export const UPLOAD_CATEGORIES = ['products', 'categories', 'subcategories', 'testimonials', 'general'] as const;
export type UploadCategory = (typeof UPLOAD_CATEGORIES)[number];

/** A MongoDB ObjectId as it travels in URLs and bodies: 24 hex digits. */
export const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/** Whether `value` has the shape of a MongoDB ObjectId. */
export function isObjectId(value: string): boolean {
  return OBJECT_ID.test(value);
}

export * from './slug';

/**
 * Field limits of the forms and bodies: the schemas are built from these, and a form that shows
 * "at most N characters" reads N here.
 */
export const LIMITS = {
  /** Names of categories, subcategories and products, in each language. */
  catalogName: { min: 2, max: 150 },
  catalogDescription: 2000,
  shortDescription: 500,
  productDescription: 20_000,
  imageRef: 500,
  maxImages: 12,
  maxSpecifications: 40,
  specificationLabel: 100,
  specificationValue: 500,
  price: 10_000_000,
  sortOrder: 1_000_000,
  personName: { min: 2, max: 100 },
  email: 254,
  phone: 30,
  address: { min: 5, max: 500 },
  notes: 1000,
  adminNotes: 5000,
  company: 150,
  subject: 150,
  message: { min: 10, max: 5000 },
  quoteMessage: 5000,
  maxOrderLines: 100,
  maxQuoteLines: 50,
  maxQuantity: 999,
  zoneKey: 50,
  zoneName: { min: 2, max: 100 },
  zoneAmount: 1_000_000,
  maxZones: 50,
  maxLeadTimeDays: 90,
  testimonialName: { min: 2, max: 100 },
  testimonialCompany: 200,
  testimonialText: { min: 10, max: 2000 },
  search: 100,
} as const;

/** Page sizes of the lists (`?limit=`): the default and the most one page may hold. */
export const PAGE_SIZES = {
  products: { default: 12, max: 48 },
  search: { default: 10, max: 10 },
  articles: { default: 9, max: 50 },
  adminProducts: { default: 20, max: 100 },
  orders: { default: 20, max: 100 },
  audit: { default: 100, max: 500 },
} as const;
