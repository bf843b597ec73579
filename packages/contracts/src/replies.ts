/**
 * The replies of every /api route: the `data` inside `{ success: true, data }` (and the error
 * envelope). The API's services return these types, so a reply cannot drift from its schema
 * without the compiler saying so; the front ends type their reads with them and, in
 * development, check what arrives. Written with `zod/mini`, like the requests.
 */
import { z } from 'zod/mini';
import {
  AVAILABILITIES,
  OPTION_KINDS,
  DELIVERY_DAYS,
  DELIVERY_SLOT_IDS,
  INBOX_STATUSES,
  INBOX_THREAD_KINDS,
  LANGUAGES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RECEIPT_STATUSES,
  RECEIPT_TYPES,
} from './constants';

/** An ISO 8601 date and time, as every reply writes one. */
const isoDate = z.string();

/** How a product names its category or subcategory. */
export const catalogRef = z.object({ id: z.string(), name: z.string(), nameAr: z.string(), slug: z.string() });
export type CatalogRef = z.output<typeof catalogRef>;

export const subcategoryView = z.extend(catalogRef, {
  description: z.string(),
  descriptionAr: z.string(),
  image: z.string(),
  /** Products listed under it (those of inactive categories are never counted). */
  productCount: z.number(),
});
export type SubcategoryView = z.output<typeof subcategoryView>;

export const categoryView = z.extend(catalogRef, {
  description: z.string(),
  descriptionAr: z.string(),
  image: z.string(),
  sortOrder: z.number(),
  productCount: z.number(),
  /** In `sortOrder`. */
  subcategories: z.array(subcategoryView),
});
export type CategoryView = z.output<typeof categoryView>;

/** One line of a product's specification table, in both languages. */
export const specificationView = z.object({
  label: z.string(),
  labelAr: z.string(),
  value: z.string(),
  valueAr: z.string(),
});
export type Specification = z.output<typeof specificationView>;

export const productOptionView = z.object({
  key: z.string(),
  name: z.string(),
  nameAr: z.string(),
  kind: z.enum(OPTION_KINDS),
  values: z.array(z.object({ key: z.string(), name: z.string(), nameAr: z.string(), swatch: z.string() })),
});
export type ProductOptionView = z.output<typeof productOptionView>;

export const variantView = z.object({
  sku: z.string(),
  /** Option key -> value key. */
  options: z.record(z.string(), z.string()),
  price: z.nullable(z.number()),
  /** Units left (never below 0). */
  stock: z.number(),
  /** The variant's picture, or '' to show the product's. */
  image: z.string(),
  availability: z.enum(AVAILABILITIES),
});
export type VariantView = z.output<typeof variantView>;

export const productView = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  shortDescription: z.string(),
  shortDescriptionAr: z.string(),
  description: z.string(),
  descriptionAr: z.string(),
  /** Never null: a product without a live category is not shown at all. */
  category: catalogRef,
  subcategory: z.nullable(catalogRef),
  /** QAR, or null when the price is on request. */
  price: z.nullable(z.number()),
  contactForQuote: z.boolean(),
  isFeatured: z.boolean(),
  isNewArrival: z.boolean(),
  isBestSeller: z.boolean(),
  /** The first of `images`, or '' when there is none. */
  image: z.string(),
  images: z.array(z.string()),
  specifications: z.array(specificationView),
  availability: z.enum(AVAILABILITIES),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** Issue 20. The product's own SKU ('' when none or when it has variants). */
  sku: z.string(),
  /** Units left of a product without variants; null when not counted. */
  stock: z.nullable(z.number()),
  options: z.array(productOptionView),
  /** Empty for a product without options. */
  variants: z.array(variantView),
  /** The lowest price among the variants (or the product's price); null when all are on request. */
  priceFrom: z.nullable(z.number()),
  /** On sale: the price before the sale (above `price`, shown struck through); null or absent: not on sale. */
  regularPrice: z.optional(z.nullable(z.number())),
  /** The admin's page title and meta description ('' when made from the name and texts). */
  seoTitle: z.optional(z.string()),
  seoTitleAr: z.optional(z.string()),
  seoDescription: z.optional(z.string()),
  seoDescriptionAr: z.optional(z.string()),
});
export type ProductView = z.output<typeof productView>;

/** A page of a list: `pages` is `ceil(total / limit)`, 0 when nothing matches. */
function page<T extends z.core.$ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number(), page: z.number(), limit: z.number(), pages: z.number() });
}

export const productList = page(productView);
export type ProductList = z.output<typeof productList>;

/**
 * `GET /api/products/facets`: what the listing's filters can offer for the products in scope (the
 * category or subcategory and flags). Each count is the number of products the listing would show
 * with that value chosen in place of the other values of its own filter (the other filters kept),
 * so checking one more value of an option adds at most that many.
 */
export const productFacets = z.object({
  /** Products matching every filter given (the listing's `total`). */
  total: z.number(),
  /** Options of the products in scope, colours, finishes, sizes, capacities; values by key (numbers in numeric order). */
  options: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      nameAr: z.string(),
      kind: z.enum(OPTION_KINDS),
      values: z.array(
        z.object({ key: z.string(), name: z.string(), nameAr: z.string(), swatch: z.string(), count: z.number() }),
      ),
    }),
  ),
  /** Always the three availabilities, in the order of `AVAILABILITIES`. */
  availability: z.array(z.object({ value: z.enum(AVAILABILITIES), count: z.number() })),
  /** The lowest and highest price of a matching variant (price range left out); null when none has a price. */
  price: z.nullable(z.object({ min: z.number(), max: z.number() })),
});
export type ProductFacets = z.output<typeof productFacets>;

/** A subcategory as the admin edits it: its category and place in the order too. */
export const adminSubcategoryView = z.extend(subcategoryView, { category: z.string(), sortOrder: z.number() });
export type AdminSubcategoryView = z.output<typeof adminSubcategoryView>;

/** A category as the admin edits it, shown or not. */
export const adminCategoryView = z.extend(categoryView, {
  active: z.boolean(),
  subcategories: z.array(adminSubcategoryView),
});
export type AdminCategoryView = z.output<typeof adminCategoryView>;

export const adminProductView = z.extend(productView, { active: z.boolean() });
export type AdminProductView = z.output<typeof adminProductView>;

export const adminProductList = page(adminProductView);
export type AdminProductList = z.output<typeof adminProductList>;

/** An article's author with the bio, in English and (when written) Arabic: the article page and the admin. */
export const articleAuthor = z.object({
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  nameAr: z.optional(z.string()),
  titleAr: z.optional(z.string()),
  bioAr: z.optional(z.string()),
});

/** What every view of an article opens with: its id, address, title and excerpt (the Arabic ones where written). */
export const articleHeading = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  titleAr: z.optional(z.string()),
  excerpt: z.string(),
  excerptAr: z.optional(z.string()),
});

/** How an article is shown in a list: its tags, reading time, whether featured, and its cover picture. */
export const articleListing = {
  tags: z.array(z.string()),
  readTime: z.number(),
  featured: z.boolean(),
  featuredImage: z.string(),
  imageAlt: z.string(),
  imageAltAr: z.optional(z.string()),
};

export const articleSummary = z.extend(articleHeading, {
  publishDate: isoDate,
  author: z.pick(articleAuthor, { name: true, title: true, nameAr: true, titleAr: true }),
  ...articleListing,
});
export type ArticleSummary = z.output<typeof articleSummary>;

export const articleDetail = z.extend(articleSummary, {
  content: z.string(),
  contentAr: z.optional(z.string()),
  author: articleAuthor,
  seoTitle: z.string(),
  seoDescription: z.string(),
  keywords: z.array(z.string()),
  related: z.array(articleSummary),
});
export type ArticleDetail = z.output<typeof articleDetail>;

export const tagCount = z.object({ tag: z.string(), count: z.number() });
export type TagCount = z.output<typeof tagCount>;

/** Articles, and every tag over all articles (filters ignored), most used first, then by name. */
export const articleList = z.extend(page(articleSummary), { tags: z.array(tagCount) });
export type ArticleList = z.output<typeof articleList>;

export const testimonialView = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.optional(z.string()),
  company: z.string(),
  companyAr: z.optional(z.string()),
  text: z.string(),
  textAr: z.string(),
  rating: z.number(),
  order: z.number(),
});
export type TestimonialView = z.output<typeof testimonialView>;

export const adminTestimonialView = z.extend(testimonialView, {
  active: z.boolean(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type AdminTestimonialView = z.output<typeof adminTestimonialView>;

export const deliveryZone = z.object({
  /** Stable identifier, e.g. `al-wakrah`. */
  key: z.string(),
  name: z.string(),
  nameAr: z.string(),
  /** QAR charged below the threshold. */
  fee: z.number(),
  /** Order total in QAR from which delivery is free (0: always free). */
  freeDeliveryThreshold: z.number(),
  deliveryDays: z.array(z.enum(DELIVERY_DAYS)),
  /** Working days from order confirmation to delivery for items in stock. */
  leadTimeDays: z.number(),
});
export type DeliveryZone = z.output<typeof deliveryZone>;

export const zoneDeliverySettingsView = z.object({
  zones: z.array(deliveryZone),
  /** Null before any settings exist. */
  updatedAt: z.nullable(isoDate),
});
export type ZoneDeliverySettingsView = z.output<typeof zoneDeliverySettingsView>;

export const orderCustomerView = z.object({
  name: z.string(),
  /** `+974` and 8 digits. */
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  /** Delivery zone key, with its names as they were when the order was placed. */
  zone: z.string(),
  zoneName: z.string(),
  zoneNameAr: z.string(),
  notes: z.string(),
  /** Qatar National Address (blue plate), when the customer gave it. */
  nationalAddress: z.nullable(
    z.object({ zone: z.number(), street: z.number(), building: z.number(), unit: z.nullable(z.number()) }),
  ),
});
export type OrderCustomerView = z.output<typeof orderCustomerView>;

export const orderLineView = z.object({
  productId: z.string(),
  name: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  image: z.string(),
  /** QAR. */
  unitPrice: z.number(),
  quantity: z.number(),
  lineTotal: z.number(),
  /** The variant bought ('' for a product without variants), and its option values in words. */
  variantSku: z.string(),
  variantName: z.string(),
  variantNameAr: z.string(),
});
export type OrderLineView = z.output<typeof orderLineView>;

export const bankDetails = z.object({
  bankName: z.string(),
  accountName: z.string(),
  iban: z.string(),
  swift: z.string(),
});
export type BankDetails = z.output<typeof bankDetails>;

/**
 * One step of an order as its customer follows it: each status change, and each note the admin
 * chose to tell the customer (`kind: 'note'`, with the status the order had then). Internal notes
 * never appear here.
 */
export const timelineEntry = z.object({
  kind: z.enum(['status', 'note']),
  status: z.enum(ORDER_STATUSES),
  at: isoDate,
  /** Text for the customer ('' when none). */
  note: z.string(),
});
export type TimelineEntry = z.output<typeof timelineEntry>;

/** A bank-transfer receipt the customer uploaded (its bytes are served only to the admin and the order's token). */
export const receiptView = z.object({
  id: z.string(),
  fileName: z.string(),
  contentType: z.enum(RECEIPT_TYPES),
  size: z.number(),
  uploadedAt: isoDate,
  status: z.enum(RECEIPT_STATUSES),
  /** Why it was rejected ('' unless rejected). */
  reason: z.string(),
});
export type ReceiptView = z.output<typeof receiptView>;

export const paymentView = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** The bank's reference the admin recorded ('' when none). */
  reference: z.string(),
  /** The day the payment was received (YYYY-MM-DD), or null. */
  paidOn: z.nullable(z.string()),
  receipts: z.array(receiptView),
});
export type PaymentView = z.output<typeof paymentView>;

/** The day and slot an order is booked for (Qatar time), or null when the shop arranges it. */
export const deliveryBookingView = z.nullable(
  z.object({
    date: z.string(),
    slot: z.enum(DELIVERY_SLOT_IDS),
    /** `HH:MM`, Qatar time. */
    start: z.string(),
    end: z.string(),
  }),
);
export type DeliveryBookingView = z.output<typeof deliveryBookingView>;

const orderFields = {
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  createdAt: isoDate,
  language: z.enum(LANGUAGES),
  customer: orderCustomerView,
  items: z.array(orderLineView),
  subtotal: z.number(),
  deliveryFee: z.number(),
  total: z.number(),
  currency: z.literal('QAR'),
  /** Only for bank-transfer orders. */
  bankDetails: z.nullable(bankDetails),
  estimatedDeliveryDays: z.nullable(z.number()),
  /** Oldest first. */
  timeline: z.array(timelineEntry),
  payment: paymentView,
  delivery: deliveryBookingView,
  /** Whether the invoice PDF can be downloaded (paid or delivered orders). */
  invoiceAvailable: z.boolean(),
};

/** An order as its customer sees it (checkout's reply, the confirmation page). */
export const orderView = z.object({ ...orderFields, token: z.string() });
export type OrderView = z.output<typeof orderView>;

export const adminOrder = z.object({
  ...orderFields,
  id: z.string(),
  /** Every change and note, oldest first; `notified`: the customer was mailed about it. */
  statusHistory: z.array(
    z.object({
      kind: z.enum(['status', 'note']),
      status: z.enum(ORDER_STATUSES),
      note: z.string(),
      at: isoDate,
      notified: z.boolean(),
    }),
  ),
  adminNotes: z.string(),
  updatedAt: isoDate,
});
export type AdminOrder = z.output<typeof adminOrder>;

export const adminOrderList = page(adminOrder);
export type AdminOrderList = z.output<typeof adminOrderList>;

const byStatus = z.object(
  Object.fromEntries(ORDER_STATUSES.map((status) => [status, z.number()])) as Record<
    (typeof ORDER_STATUSES)[number],
    z.ZodMiniNumber
  >,
);

/** `GET /api/delivery-slots?zone=`: the days and slots the checkout offers, with what is left. */
export const deliverySlotsView = z.object({
  zone: z.string(),
  days: z.array(
    z.object({
      date: z.string(),
      weekday: z.enum(DELIVERY_DAYS),
      slots: z.array(
        z.object({ id: z.enum(DELIVERY_SLOT_IDS), start: z.string(), end: z.string(), remaining: z.number() }),
      ),
    }),
  ),
  /** The earliest slot with room, or null when none in the booking window. */
  firstFree: z.nullable(z.object({ date: z.string(), slot: z.enum(DELIVERY_SLOT_IDS) })),
});
export type DeliverySlotsView = z.output<typeof deliverySlotsView>;

/** `GET|PUT /api/admin/delivery-schedule`. */
export const deliveryScheduleView = z.object({
  defaultCapacity: z.record(z.enum(DELIVERY_SLOT_IDS), z.number()),
  zoneCapacity: z.record(z.string(), z.partialRecord(z.enum(DELIVERY_SLOT_IDS), z.number())),
  closedDays: z.array(z.object({ date: z.string(), label: z.string() })),
  updatedAt: z.nullable(isoDate),
});
export type DeliveryScheduleView = z.output<typeof deliveryScheduleView>;

/** `GET /api/admin/deliveries?date=`: one day's booked orders by slot. */
export const deliveryDayView = z.object({
  date: z.string(),
  closed: z.boolean(),
  slots: z.array(
    z.object({
      id: z.enum(DELIVERY_SLOT_IDS),
      start: z.string(),
      end: z.string(),
      orders: z.array(
        z.object({
          id: z.string(),
          orderNumber: z.string(),
          status: z.enum(ORDER_STATUSES),
          customerName: z.string(),
          phone: z.string(),
          zone: z.string(),
          zoneName: z.string(),
          zoneNameAr: z.string(),
          total: z.number(),
        }),
      ),
    }),
  ),
});
export type DeliveryDayView = z.output<typeof deliveryDayView>;

export const MAIL_KINDS = [
  'order-customer',
  'order-shop',
  'order-resend',
  'order-status',
  'order-payment',
  'quote-shop',
  'quote-sender',
  'contact-shop',
  'contact-sender',
  'inbox-reply',
  'quotation',
  'quotation-changes',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The mail queue: failed for good (with the newest failures), waiting, and held back by the recipient limit. */
export const mailOverview = z.object({
  failed: z.number(),
  pending: z.number(),
  suppressed: z.number(),
  retrying: z.number(),
  lastRetryError: z.string(),
  recentFailures: z.array(
    z.object({
      to: z.string(),
      subject: z.string(),
      kind: z.enum(MAIL_KINDS),
      lastError: z.string(),
      attempts: z.number(),
      failedAt: isoDate,
    }),
  ),
});
export type MailOverview = z.output<typeof mailOverview>;

/**
 * The admin's inbox (issue 18): quote requests (`kind: 'quote-request'`) and contact messages
 * (`kind: 'message'`) share one shape, so one screen lists either.
 */
export const inboxSummary = z.object({
  id: z.string(),
  kind: z.enum(['quote-request', 'message']),
  /** `Q-YYMMDD-XXXX` or `C-YYMMDD-XXXX`. */
  reference: z.string(),
  status: z.enum(INBOX_STATUSES),
  name: z.string(),
  /** '' when not given (contact messages have none). */
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  /** A contact message's subject; '' for a quote request. */
  subject: z.string(),
  /** The start of the sender's message (at most 160 characters). */
  excerpt: z.string(),
  language: z.enum(LANGUAGES),
  /** Products asked about (0 for a contact message). */
  lineCount: z.number(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type InboxSummary = z.output<typeof inboxSummary>;

export const inboxList = page(inboxSummary);
export type InboxList = z.output<typeof inboxList>;

/** One product of a quote request, named as it was when the request came in. */
export const inboxLine = z.object({
  productId: z.string(),
  name: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  quantity: z.number(),
});
export type InboxLine = z.output<typeof inboxLine>;

export const inboxDetail = z.extend(inboxSummary, {
  /** The sender's whole message. */
  message: z.string(),
  lines: z.array(inboxLine),
  /** The rooms a request from the fit-out builder described ([] otherwise), in words in both languages. */
  rooms: z.array(
    z.object({
      type: z.string(),
      /** The buyer's own name for the room ('' when none). */
      label: z.string(),
      /** The room type's name, e.g. "Boardroom / meeting room". */
      name: z.string(),
      nameAr: z.string(),
      /** The answers in words, e.g. "10 seats, premium finish". */
      answers: z.string(),
      answersAr: z.string(),
    }),
  ),
  /** The staff's own notes, oldest first; never mailed. */
  internalNotes: z.array(z.object({ id: z.string(), text: z.string(), at: isoDate })),
  /**
   * Oldest first: replies mailed from the dashboard (`mailKey` names the mail in the queue) and
   * what the customer wrote back (a quotation's "request changes").
   */
  thread: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(INBOX_THREAD_KINDS),
      /** A reply's mail subject; '' for a customer's message. */
      subject: z.string(),
      text: z.string(),
      at: isoDate,
      mailKey: z.nullable(z.string()),
    }),
  ),
  /** Quotations made from this request, oldest first ([] for a contact message). */
  quotationIds: z.array(z.string()),
});
export type InboxDetail = z.output<typeof inboxDetail>;

/** Orders placed in a span of Qatar days and what they came to (QAR; cancelled orders left out). */
export const salesFigure = z.object({ revenue: z.number(), orders: z.number() });
export type SalesFigure = z.output<typeof salesFigure>;

/** The overview's sales: today, the last 7 and 30 Qatar days (today included), and each of those 30 days. */
export const salesOverview = z.object({
  currency: z.literal('QAR'),
  /** Today in Qatar, `YYYY-MM-DD`. */
  today: z.string(),
  todayFigures: salesFigure,
  last7: salesFigure,
  last30: salesFigure,
  /** The last 30 days, oldest first, today last; days without orders are there with zeros. */
  daily: z.array(z.extend(salesFigure, { date: z.string() })),
});
export type SalesOverview = z.output<typeof salesOverview>;

export const adminOverview = z.object({
  orders: z.object({ total: z.number(), byStatus, recent: z.array(adminOrder) }),
  sales: salesOverview,
  /** Bank-transfer orders (not cancelled) whose money has not been confirmed: unpaid or a receipt to check. */
  unpaidBankTransfers: z.number(),
  catalog: z.object({
    categories: z.number(),
    subcategories: z.number(),
    products: z.number(),
    testimonials: z.number(),
  }),
  mail: mailOverview,
  /** Quote requests and contact messages nobody has looked at yet (status `new`). */
  inbox: z.object({ newQuoteRequests: z.number(), newMessages: z.number() }),
});
export type AdminOverview = z.output<typeof adminOverview>;

export const sessionView = z.object({ user: z.string(), loginTime: isoDate, expiresAt: isoDate });
export type SessionView = z.output<typeof sessionView>;

export const auditEntryView = z.object({
  at: isoDate,
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  /** The record's name when the write was made (e.g. a product's), '' when none. */
  label: z.string(),
  ip: z.string(),
});
export type AuditEntryView = z.output<typeof auditEntryView>;

export const health = z.object({
  status: z.literal('ok'),
  /** Seconds since the process started. */
  uptime: z.number(),
  version: z.string(),
  database: z.enum(['up', 'down']),
});
export type Health = z.output<typeof health>;

export const databaseHealth = z.object({ status: z.literal('ok'), database: z.literal('up') });
export type DatabaseHealth = z.output<typeof databaseHealth>;

/** The reference of a quote request or contact message (quoted in its mails). */
export const messageReceipt = z.object({ reference: z.string() });
export type MessageReceipt = z.output<typeof messageReceipt>;

/** What an import would do with a product (every line of the product shows it): see api/README.md. */
export const IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'error'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** `POST /api/admin/import/products`: the preview of a products CSV, one entry per line of the file. */
export const importPreview = z.object({
  /** Applied with `POST /api/admin/import/products/apply` within 30 minutes. */
  previewId: z.string(),
  rows: z.array(
    z.object({
      /** The spreadsheet's row number (the header is row 1). */
      line: z.number(),
      slug: z.string(),
      /** The product's own SKU ('' for none). */
      sku: z.string(),
      /** The variant's SKU on a variant line, else ''. */
      variantSku: z.string(),
      name: z.string(),
      action: z.enum(IMPORT_ACTIONS),
      /** The fields that change (update) or what is wrong (error). */
      reasons: z.array(z.string()),
    }),
  ),
  /** Products (not lines) per action. */
  products: z.object({ create: z.number(), update: z.number(), unchanged: z.number(), error: z.number() }),
});
export type ImportPreview = z.output<typeof importPreview>;
export type ImportPreviewRow = ImportPreview['rows'][number];

/** `POST /api/admin/import/products/apply`: products created and updated. */
export const importApplied = z.object({ created: z.number(), updated: z.number() });
export type ImportApplied = z.output<typeof importApplied>;

export const deleted = z.object({ deleted: z.literal(true) });
export const sent = z.object({ sent: z.literal(true) });
export const loggedOut = z.object({ loggedOut: z.literal(true) });
export const otpRequested = z.object({ message: z.string() });

/** `POST /api/upload-image` answers outside the usual envelope (the spec's admin reads `path`). */
export const uploadReply = z.object({ success: z.literal(true), path: z.string() });
export type UploadReply = z.output<typeof uploadReply>;
export const deleteImageReply = z.object({ success: z.literal(true) });

/** Every failure: `code` is stable (SCREAMING_SNAKE_CASE); `details` lists the fields at fault. */
export const errorReply = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.optional(z.unknown()),
  }),
});
export type ErrorReply = z.output<typeof errorReply>;

/** The envelope of a successful reply around `data`. */
export function successReply<T extends z.core.$ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}
