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
/** `relevance`: the search's order (`?q=`); without a search it is `newest`. */
export const PRODUCT_SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The flags the admin product list filters on (`?flag=`). */
export const PRODUCT_FLAGS = ['featured', 'new', 'bestseller'] as const;
export type ProductFlag = (typeof PRODUCT_FLAGS)[number];

/** Folders an upload may go to (`category` of `POST /api/upload-image`), under `images/shop/`. */
export const UPLOAD_CATEGORIES = [
  'products',
  'categories',
  'subcategories',
  'testimonials',
  'general',
  'blog',
  'hero',
] as const;
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
  /** The spec's SEO limits: a page title and a meta description the admin writes (product SEO texts). */
  seoTitle: 60,
  seoDescription: 160,
  /** A product address the admin types (`/product/{slug}`), before the shared slug pattern. */
  productSlug: 180,
  /** The bank's reference of a transfer the admin marks paid. */
  paymentReference: 100,
  /** Why a receipt was rejected (the customer reads it). */
  receiptRejectReason: { min: 3, max: 500 },
  /** Qatar National Address: zone 1..99, street and building 1..9999 (blue plate numbers). */
  nationalAddressZone: 99,
  nationalAddressNumber: 9999,
  /** A unit (flat or office) number, up to 4 digits. */
  nationalAddressUnit: 9999,
  /** Closed days the admin may keep on record at once. */
  maxClosedDays: 200,
  closedDayLabel: 100,
  /** Options of one product (e.g. Finish, Size) and values of one option (issue 20). */
  maxOptions: 3,
  maxOptionValues: 12,
  maxVariants: 60,
  optionName: { min: 1, max: 40 },
  /** Units of one product or variant the admin may keep on record. */
  stock: 100_000,
  /** An internal note on an inbox item (never mailed). */
  inboxNote: 2000,
  /** A reply mailed to the sender of a quote request or message. */
  inboxReply: { min: 2, max: 10_000 },
} as const;

/** Page sizes of the lists (`?limit=`): the default and the most one page may hold. */
export const PAGE_SIZES = {
  products: { default: 12, max: 48 },
  search: { default: 10, max: 10 },
  articles: { default: 9, max: 50 },
  adminProducts: { default: 20, max: 100 },
  orders: { default: 20, max: 100 },
  audit: { default: 100, max: 500 },
  inbox: { default: 20, max: 100 },
} as const;

/**
 * The order workflow (issue 19): the statuses an order may move to from each status. Forward
 * only, so a delivered order never goes back to pending; an order out for delivery may return to
 * processing (nobody was home) and anything not yet delivered may be cancelled.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['confirmed', 'processing', 'cancelled'],
  confirmed: ['processing', 'out-for-delivery', 'cancelled'],
  processing: ['out-for-delivery', 'cancelled'],
  'out-for-delivery': ['delivered', 'processing', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Whether the workflow lets an order move from `from` to `to`. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/**
 * An order's payment, beside its status: `unpaid` when placed; a bank transfer whose receipt was
 * uploaded is `awaiting-confirmation` until the admin marks it `paid` (or rejects the receipt,
 * back to `unpaid`); cash and card on delivery become `paid` when the order is delivered.
 */
export const PAYMENT_STATUSES = ['unpaid', 'awaiting-confirmation', 'paid', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A transfer receipt as the admin judged it. */
export const RECEIPT_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/** What a transfer receipt may be, judged by its content (never by its name or declared type). */
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReceiptType = (typeof RECEIPT_TYPES)[number];
export const MAX_RECEIPT_BYTES = 5 * 1024 * 1024;
/** Receipts one order may carry (a rejected one stays on record). */
export const MAX_RECEIPTS_PER_ORDER = 5;

/**
 * Delivery slots (issue 19): the day's windows in Qatar time (UTC+3, no daylight saving), inside
 * the shop's opening hours. The admin sets each slot's daily capacity per zone and closes days.
 */
export const DELIVERY_SLOTS = [
  { id: 'morning', start: '09:00', end: '12:00' },
  { id: 'midday', start: '12:00', end: '15:00' },
  { id: 'afternoon', start: '15:00', end: '18:00' },
] as const;
export type DeliverySlotId = (typeof DELIVERY_SLOTS)[number]['id'];
export const DELIVERY_SLOT_IDS = DELIVERY_SLOTS.map((slot) => slot.id) as [DeliverySlotId, ...DeliverySlotId[]];
/** Orders one slot of one zone takes on one day unless the admin sets otherwise. */
export const DEFAULT_SLOT_CAPACITY = 4;
/** The largest capacity the admin may set for one slot of one zone. */
export const MAX_SLOT_CAPACITY = 200;
/** How many days ahead the checkout offers (from the first possible day). */
export const DELIVERY_BOOKING_DAYS = 14;
/** Orders placed at or after this hour (Qatar time) count from the next day. */
export const ORDER_CUTOFF_HOUR = 16;
/** Qatar's offset from UTC in minutes. */
export const QATAR_UTC_OFFSET_MINUTES = 180;

/**
 * Where a quote request or contact message stands in the admin's inbox (issue 18): `new` until
 * someone looks at it (and again when the customer writes back), `answered` once a reply was
 * mailed from the dashboard, `closed` when nothing more is to be done. Records stored before the
 * inbox existed read as `new`.
 */
export const INBOX_STATUSES = ['new', 'in-progress', 'answered', 'closed'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
/** What an inbox item's thread holds: replies mailed from the dashboard and the customer's own messages. */
export const INBOX_THREAD_KINDS = ['reply', 'customer'] as const;
export type InboxThreadKind = (typeof INBOX_THREAD_KINDS)[number];

/** The page where a guest follows an order (number and phone). */
export const TRACK_ORDER_PATH = '/track-order';

/**
 * A quotation's life (issue 18): a `draft` the admin edits, `sent` to the customer by mail,
 * then `accepted` (an order was placed at its prices) or `changes-requested` by the customer.
 * A revision's earlier version becomes `superseded` when the new one is sent; the admin may
 * `withdraw` one. `expired` is never stored: a sent quotation past its `validUntil` (Qatar day)
 * reads as expired.
 */
export const QUOTATION_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'changes-requested',
  'expired',
  'superseded',
  'withdrawn',
] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** Limits of a quotation's fields (the builder's form reads them too). */
export const QUOTATION_LIMITS = {
  maxLines: 100,
  /** Units of one line (a B2B fit-out orders hundreds of chairs). */
  maxQuantity: 9999,
  lineName: { min: 1, max: 200 },
  lineDescription: 1000,
  terms: 5000,
  notes: 5000,
  /** What a customer writes when asking for changes. */
  changeMessage: { min: 5, max: 5000 },
  /** Days a new quotation stays valid unless the admin sets another day. */
  defaultValidDays: 30,
  /** The furthest validity the admin may give, in days from today. */
  maxValidDays: 366,
} as const;

/** The customer's page of a quotation: `${publicUrl}${QUOTE_PATH}/<token>`. */
export const QUOTE_PATH = '/quote';

/**
 * Catalogue operations (issue 20): how an option's values are picked on the product page:
 * swatches for colours and finishes, buttons for sizes and capacities.
 */
export const OPTION_KINDS = ['color', 'finish', 'size', 'capacity'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/** A stock keeping unit: upper-case letters, digits and hyphens, 2..40 characters. */
export const SKU = /^[A-Z0-9][A-Z0-9-]{1,39}$/;

/** At or below this many units the shop says "only N left". */
export const LOW_STOCK_THRESHOLD = 5;

/** A key of an option or value (`finish`, `walnut`, `180-cm`): lower-case letters, digits, hyphens. */
export const OPTION_KEY = /^[a-z0-9][a-z0-9-]{0,39}$/;

/** The element of a server-rendered page that carries its language and data for the browser (JSON). */
export const SSR_STATE_ID = 'ssr-state';
/**
 * The cookie holding the reader's language choice (written by the shell's bootstrap, and spelled out
 * in its `index.html` inline script), which the server renders a page in when its address names none.
 */
export const LANGUAGE_COOKIE = 'lang';
