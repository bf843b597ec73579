import { formatPhone } from '@ogulf/contracts/phone';
import { randomBytes } from 'node:crypto';
import { TooManyRequestsError } from '../http/errors';
import { headerText, mailHtml, mailText, type MailDocument, type MailRow, type MailSection } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { enqueueMails, queuedKeys, type OutgoingMail } from '../mail/outbox';
import { consumeRecipientLimit, RECIPIENT_LIMIT_REASON } from '../mail/recipient-limit';
import { TRACK_ORDER_PATH } from '@ogulf/contracts';
import type { OrderStatus, PaymentMethod, StatusChange } from './model';
import type { OrderView } from './service';

/** Where order mail goes and what it may link to; never taken from a request. */
export interface OrderMailSettings {
  /** The shop's inbox (config `shopEmail`). */
  shopEmail: string;
  /** The site's public origin (config `mailSiteUrl`: PUBLIC_URL, else this machine); without it the mail carries no link. */
  siteUrl: string | undefined;
}

export const SHOP_NAME = { en: 'OGulf Office Furniture', ar: 'أو جلف للأثاث المكتبي' } as const;
const SHOP_PHONE = '+974 4412 3456';
/**
 * Left-to-right mark: put before a phone number in Arabic text, so its digit groups stay in their
 * order (a right-to-left paragraph shows `+974 4412 3456` as `3456 4412 974+`).
 */
const LRM = '\u200E';

const PAYMENT_LABELS: Record<'en' | 'ar', Record<PaymentMethod, string>> = {
  en: { cash: 'Cash on delivery', card: 'Credit card on delivery', 'bank-transfer': 'Bank transfer' },
  ar: {
    cash: 'الدفع نقداً عند الاستلام',
    card: 'الدفع بالبطاقة الائتمانية عند الاستلام',
    'bank-transfer': 'تحويل بنكي',
  },
};

export const MONEY = {
  en: new Intl.NumberFormat('en-QA', { style: 'currency', currency: 'QAR' }),
  // Latin digits in Arabic text, as on the site.
  ar: new Intl.NumberFormat('ar-QA-u-nu-latn', { style: 'currency', currency: 'QAR' }),
} as const;

/** `+97455123456` as `+974 5512 3456`: the one way the site, mails and PDFs write a phone. */
export const displayPhone = formatPhone;

function confirmationUrl(order: OrderView, siteUrl: string | undefined): string | undefined {
  return siteUrl ? `${siteUrl}/order-confirmation?token=${encodeURIComponent(order.token)}` : undefined;
}

/** The tracking page with the order number filled in (the customer types the phone). */
export function trackingUrl(orderNumber: string, siteUrl: string | undefined): string | undefined {
  return siteUrl ? `${siteUrl}${TRACK_ORDER_PATH}?order=${encodeURIComponent(orderNumber)}` : undefined;
}

/**
 * The closing paragraphs of every mail to a customer: where to follow the order online (its
 * tracking page, and the confirmation page when the mail may carry its token), how to reach the
 * shop, and the shop's name.
 */
export function customerClosing(
  lang: 'en' | 'ar',
  orderNumber: string,
  siteUrl: string | undefined,
  confirmationLink?: string,
): MailSection {
  const en = lang === 'en';
  const tracking = trackingUrl(orderNumber, siteUrl);
  return {
    paragraphs: [
      ...(confirmationLink
        ? [en ? `Your order online: ${confirmationLink}` : `طلبك على الموقع: ${confirmationLink}`]
        : []),
      ...(tracking
        ? [
            // The link on a line of its own: inside Arabic text a wrapped URL reads out of order.
            en
              ? `Follow your order online (you will need the phone number you ordered with):\n${tracking}`
              : `تابع طلبك على الموقع (ستحتاج إلى رقم الهاتف الذي استخدمته عند الطلب):\n${tracking}`,
          ]
        : []),
      en
        ? `Questions? Reply to this email or call us on ${SHOP_PHONE}.`
        : `لديك سؤال؟ رد على هذه الرسالة أو اتصل بنا على ${LRM}${SHOP_PHONE}.`,
      SHOP_NAME[lang],
    ],
  };
}

/** A booked delivery day as a calendar day (already Qatar's), Latin digits in both languages. */
const DAY_OPTIONS = { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const BOOKED_DAY = {
  en: new Intl.DateTimeFormat('en-GB', DAY_OPTIONS),
  ar: new Intl.DateTimeFormat('ar-QA-u-nu-latn', DAY_OPTIONS),
} as const;

/** The day and slot booked at checkout, e.g. "Saturday, 12 December 2026, 09:00-12:00", or null. */
function bookedDelivery(order: OrderView, lang: OrderView['language']): string | null {
  if (!order.delivery) return null;
  const day = BOOKED_DAY[lang].format(new Date(`${order.delivery.date}T00:00:00Z`));
  return `${day}${lang === 'en' ? ', ' : '، '}${order.delivery.start}-${order.delivery.end}`;
}

/** The Qatar National Address (the blue plate's numbers), when the customer gave one. */
function nationalAddressRows(order: OrderView, lang: OrderView['language']): MailRow[] {
  const plate = order.customer.nationalAddress;
  if (!plate) return [];
  const en = lang === 'en';
  const parts = [
    `${en ? 'Zone' : 'المنطقة'} ${plate.zone}`,
    `${en ? 'Street' : 'الشارع'} ${plate.street}`,
    `${en ? 'Building' : 'المبنى'} ${plate.building}`,
    ...(plate.unit === null ? [] : [`${en ? 'Unit' : 'الوحدة'} ${plate.unit}`]),
  ];
  return [{ label: en ? 'National Address' : 'العنوان الوطني', value: parts.join(en ? ', ' : '، ') }];
}

/** A line's product name in one language, with its variant's option values ("Desk (Walnut · 180 cm)"). */
export function lineName(
  line: Pick<OrderView['items'][number], 'name' | 'nameAr' | 'variantName' | 'variantNameAr'>,
  en: boolean,
): string {
  const name = en ? line.name : line.nameAr || line.name;
  const variant = en ? line.variantName : line.variantNameAr || line.variantName;
  return variant ? `${name} (${variant})` : name;
}

/** The shopper's confirmation, in the order's language, with the shop as Reply-To. */
export function customerConfirmation(order: OrderView, settings: OrderMailSettings): MailMessage {
  const lang = order.language;
  const money = (amount: number) => MONEY[lang].format(amount);
  const en = lang === 'en';
  const lines: MailRow[] = order.items.map((line) => ({
    label: `${lineName(line, en)} × ${line.quantity}`,
    value: money(line.lineTotal),
  }));
  const delivery = order.deliveryFee === 0 ? (en ? 'Free' : 'مجاني') : money(order.deliveryFee);
  const estimate =
    order.estimatedDeliveryDays === null
      ? en
        ? 'We will call you to agree a delivery date'
        : 'سنتصل بك للاتفاق على موعد التوصيل'
      : en
        ? `About ${order.estimatedDeliveryDays} working days after we confirm your order`
        : `حوالي ${order.estimatedDeliveryDays} أيام عمل بعد تأكيد طلبك`;
  const booked = bookedDelivery(order, lang);
  const sections: MailSection[] = [
    {
      paragraphs: [
        en
          ? `We have received your order ${order.orderNumber}. Our team will call you shortly to confirm it.`
          : `استلمنا طلبك رقم ${order.orderNumber}. سيتصل بك فريقنا قريباً لتأكيده.`,
      ],
    },
    {
      title: en ? 'Order summary' : 'ملخص الطلب',
      rows: [
        ...lines,
        { label: en ? 'Subtotal' : 'المجموع الفرعي', value: money(order.subtotal) },
        { label: en ? 'Delivery' : 'التوصيل', value: delivery },
        { label: en ? 'Total' : 'الإجمالي', value: money(order.total) },
      ],
    },
    {
      title: en ? 'Delivery' : 'التوصيل',
      rows: [
        { label: en ? 'Name' : 'الاسم', value: order.customer.name },
        { label: en ? 'Phone' : 'الهاتف', value: `${en ? '' : LRM}${displayPhone(order.customer.phone)}` },
        { label: en ? 'Address' : 'العنوان', value: order.customer.address },
        ...nationalAddressRows(order, lang),
        {
          label: en ? 'Zone' : 'المنطقة',
          value: en ? order.customer.zoneName : order.customer.zoneNameAr || order.customer.zoneName,
        },
        ...(order.customer.notes ? [{ label: en ? 'Notes' : 'ملاحظات', value: order.customer.notes }] : []),
        booked
          ? { label: en ? 'Delivery day' : 'موعد التوصيل', value: booked }
          : { label: en ? 'Estimated delivery' : 'موعد التوصيل المتوقع', value: estimate },
      ],
    },
    {
      title: en ? 'Payment' : 'الدفع',
      rows: [{ label: en ? 'Method' : 'طريقة الدفع', value: PAYMENT_LABELS[lang][order.paymentMethod] }],
    },
  ];
  if (order.bankDetails) {
    sections.push({
      paragraphs: [
        en
          ? `Please transfer ${money(order.total)} to the account below with ${order.orderNumber} as the payment reference. We prepare your order once the transfer arrives.`
          : `يرجى تحويل ${money(order.total)} إلى الحساب أدناه مع ذكر ${order.orderNumber} كمرجع للدفع. نجهز طلبك عند وصول التحويل.`,
      ],
      rows: [
        { label: en ? 'Bank' : 'البنك', value: order.bankDetails.bankName },
        { label: en ? 'Account name' : 'اسم الحساب', value: order.bankDetails.accountName },
        { label: 'IBAN', value: order.bankDetails.iban },
        { label: 'SWIFT', value: order.bankDetails.swift },
      ],
    });
  }
  sections.push(customerClosing(lang, order.orderNumber, settings.siteUrl, confirmationUrl(order, settings.siteUrl)));
  const document: MailDocument = {
    language: lang,
    heading: en ? `Thank you for your order, ${order.customer.name}` : `شكراً لطلبك يا ${order.customer.name}`,
    sections,
  };
  return {
    to: order.customer.email,
    replyTo: settings.shopEmail,
    subject: headerText(
      en ? `Your order ${order.orderNumber} at ${SHOP_NAME.en}` : `طلبك رقم ${order.orderNumber} لدى ${SHOP_NAME.ar}`,
    ),
    text: mailText(document),
    html: mailHtml(document),
  };
}

/** The shop's copy: everything staff need to call the customer, with the customer as Reply-To. */
export function shopNotification(order: OrderView, settings: OrderMailSettings): MailMessage {
  const money = (amount: number) => MONEY.en.format(amount);
  const document: MailDocument = {
    language: 'en',
    heading: `New order ${order.orderNumber}`,
    sections: [
      {
        title: 'Customer',
        rows: [
          { label: 'Name', value: order.customer.name },
          { label: 'Phone', value: displayPhone(order.customer.phone) },
          { label: 'Email', value: order.customer.email },
          { label: 'Address', value: order.customer.address },
          ...nationalAddressRows(order, 'en'),
          { label: 'Zone', value: `${order.customer.zoneName} (${order.customer.zone})` },
          { label: 'Notes', value: order.customer.notes || '-' },
          { label: 'Language', value: order.language === 'ar' ? 'Arabic' : 'English' },
        ],
      },
      {
        title: 'Items',
        rows: order.items.map((line) => ({
          label: `${lineName(line, true)} × ${line.quantity}`,
          value: `${money(line.lineTotal)} (${money(line.unitPrice)} each; product ${line.productId}${line.variantSku ? `, SKU ${line.variantSku}` : ''})`,
        })),
      },
      {
        title: 'Totals',
        rows: [
          { label: 'Subtotal', value: money(order.subtotal) },
          { label: 'Delivery', value: order.deliveryFee === 0 ? 'Free' : money(order.deliveryFee) },
          { label: 'Total', value: money(order.total) },
          { label: 'Payment', value: PAYMENT_LABELS.en[order.paymentMethod] },
          {
            label: 'Estimated delivery',
            value:
              order.estimatedDeliveryDays === null
                ? 'to agree with the customer'
                : `${order.estimatedDeliveryDays} working days`,
          },
          ...(order.delivery ? [{ label: 'Delivery day', value: bookedDelivery(order, 'en') ?? '' }] : []),
          { label: 'Placed', value: order.createdAt },
        ],
      },
    ],
  };
  return {
    to: settings.shopEmail,
    replyTo: order.customer.email,
    subject: headerText(`New order ${order.orderNumber} from ${order.customer.name}: ${money(order.total)}`),
    text: mailText(document),
    html: mailHtml(document),
  };
}

/** Queue keys of an order's two mails: each is queued at most once, however often the request is retried. */
export function orderMailKeys(orderNumber: string): { shop: string; customer: string } {
  return { shop: `order:${orderNumber}:shop`, customer: `order:${orderNumber}:customer` };
}

/**
 * Queues the shop's copy and the customer's confirmation of a stored order, before the request
 * is answered. The confirmation counts in the recipient's hourly limit; over it, it is stored
 * as `suppressed` (the order stands and the shop is mailed all the same).
 *
 * On a replayed order (a retry with the same Idempotency-Key) only the mails that are not
 * queued yet are added: the first request may have died between storing the order and queueing
 * its mail. A replay whose mails are queued costs one lookup and counts nothing.
 */
export async function queueOrderMails(
  order: OrderView,
  settings: OrderMailSettings,
  { now, replay }: { now: Date; replay: boolean },
): Promise<void> {
  const keys = orderMailKeys(order.orderNumber);
  const queued = replay ? await queuedKeys([keys.shop, keys.customer]) : new Set<string>();
  const mails: OutgoingMail[] = [];
  if (!queued.has(keys.shop))
    mails.push({ key: keys.shop, kind: 'order-shop', message: shopNotification(order, settings) });
  if (!queued.has(keys.customer)) {
    const wait = await consumeRecipientLimit(order.customer.email, now.getTime());
    mails.push({
      key: keys.customer,
      kind: 'order-customer',
      message: customerConfirmation(order, settings),
      ...(wait > 0 ? { suppressedBecause: RECIPIENT_LIMIT_REASON } : {}),
    });
  }
  await enqueueMails(mails, now);
}

/**
 * Queues the customer's confirmation once more (`POST /api/send-order`), to the address stored
 * on the order. Over the recipient's hourly limit nothing is queued and 429 is thrown: the
 * shopper asked for this mail and should know it is not coming. The shop is not mailed again:
 * its copy is queued with the order and cannot be lost.
 */
export async function queueConfirmationResend(order: OrderView, settings: OrderMailSettings, now: Date): Promise<void> {
  const wait = await consumeRecipientLimit(order.customer.email, now.getTime());
  if (wait > 0) {
    throw new TooManyRequestsError(
      wait,
      'This address has received enough mail from the shop for now; try again later',
    );
  }
  await enqueueMails(
    [
      {
        key: `order:${order.orderNumber}:resend:${now.getTime()}-${randomBytes(4).toString('hex')}`,
        kind: 'order-resend',
        message: customerConfirmation(order, settings),
      },
    ],
    now,
  );
}

/** Status names as the customer reads them (the same words as the site's). */
const STATUS_NAMES: Record<'en' | 'ar', Record<OrderStatus, string>> = {
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    processing: 'Processing',
    'out-for-delivery': 'Out for delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
  ar: {
    pending: 'قيد الانتظار',
    confirmed: 'مؤكد',
    processing: 'قيد التجهيز',
    'out-for-delivery': 'في الطريق للتوصيل',
    delivered: 'تم التوصيل',
    cancelled: 'ملغى',
  },
};

/** What a move to each status means for the customer. */
const STATUS_NEWS: Record<'en' | 'ar', Record<OrderStatus, string>> = {
  en: {
    pending: 'We have received your order and will call you shortly to confirm it.',
    confirmed: 'Your order is confirmed and we will start preparing it.',
    processing: 'We are preparing your order.',
    'out-for-delivery': 'Your order is on its way to you.',
    delivered: 'Your order has been delivered. Thank you for shopping with us.',
    cancelled: 'Your order has been cancelled. If you did not ask for this, please call us.',
  },
  ar: {
    pending: 'استلمنا طلبك وسنتصل بك قريباً لتأكيده.',
    confirmed: 'تم تأكيد طلبك وسنبدأ بتجهيزه.',
    processing: 'نعمل الآن على تجهيز طلبك.',
    'out-for-delivery': 'طلبك في الطريق إليك الآن.',
    delivered: 'تم توصيل طلبك. شكراً لتسوقك معنا.',
    cancelled: 'تم إلغاء طلبك. إذا لم تطلب الإلغاء، يرجى الاتصال بنا.',
  },
};

/** Dates of the timeline in Qatar time, Latin digits in both languages as on the site. */
const TIMELINE_DATE = {
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Qatar', dateStyle: 'medium', timeStyle: 'short' }),
  ar: new Intl.DateTimeFormat('ar-QA-u-nu-latn', { timeZone: 'Asia/Qatar', dateStyle: 'medium', timeStyle: 'short' }),
} as const;

/** A history entry the customer is mailed about (written with a `changeId`). */
export type MailedEntry = Pick<StatusChange, 'kind' | 'status' | 'note' | 'forCustomer'> & { changeId: string };

/**
 * The customer's mail about one history entry, in the order's language: the new status (or the
 * shop's note), the note when the admin meant it for the customer, the timeline so far and the
 * tracking link.
 */
export function orderUpdateMail(order: OrderView, entry: MailedEntry, settings: OrderMailSettings): MailMessage {
  const lang = order.language;
  const en = lang === 'en';
  const status = STATUS_NAMES[lang][entry.status];
  const isNote = entry.kind === 'note';
  const note = entry.forCustomer === true ? entry.note.trim() : '';
  const sections: MailSection[] = [
    {
      paragraphs: [
        en ? `Hello ${order.customer.name},` : `مرحباً ${order.customer.name}،`,
        isNote
          ? en
            ? `We have a message about your order ${order.orderNumber}, which is now: ${status}.`
            : `لدينا رسالة بخصوص طلبك رقم ${order.orderNumber}، وحالته الآن: ${status}.`
          : STATUS_NEWS[lang][entry.status],
      ],
    },
  ];
  if (note) sections.push({ title: en ? 'A note from us' : 'ملاحظة من فريقنا', paragraphs: [note] });
  sections.push({
    title: en ? 'Your order so far' : 'مسار طلبك',
    rows: order.timeline.map((step) => ({
      label: TIMELINE_DATE[lang].format(new Date(step.at)),
      value:
        step.kind === 'note'
          ? step.note
          : step.note
            ? `${STATUS_NAMES[lang][step.status]}: ${step.note}`
            : STATUS_NAMES[lang][step.status],
    })),
  });
  sections.push(customerClosing(lang, order.orderNumber, settings.siteUrl));
  const document: MailDocument = {
    language: lang,
    heading: isNote
      ? en
        ? `A message about your order ${order.orderNumber}`
        : `رسالة بخصوص طلبك رقم ${order.orderNumber}`
      : en
        ? `Order ${order.orderNumber}: ${status}`
        : `الطلب رقم ${order.orderNumber}: ${status}`,
    sections,
  };
  const subject = isNote
    ? en
      ? `A message about your order ${order.orderNumber} at ${SHOP_NAME.en}`
      : `رسالة بخصوص طلبك رقم ${order.orderNumber} لدى ${SHOP_NAME.ar}`
    : en
      ? `Your order ${order.orderNumber} at ${SHOP_NAME.en}: ${status}`
      : `طلبك رقم ${order.orderNumber} لدى ${SHOP_NAME.ar}: ${status}`;
  return {
    to: order.customer.email,
    replyTo: settings.shopEmail,
    subject: headerText(subject),
    text: mailText(document),
    html: mailHtml(document),
  };
}

/** Queue key of the mail about one history entry: however often it is queued, it is sent once. */
export function orderUpdateMailKey(orderNumber: string, entry: MailedEntry): string {
  return `${entry.kind === 'note' ? 'order-note' : 'order-status'}:${orderNumber}:${entry.changeId}`;
}

/**
 * Queues the customer's mail about a status change or a note meant for them, before the admin's
 * request is answered. The admin decided to send it, so it does not count in the recipient's
 * hourly limit (that limit is for mail anyone can trigger from a public form).
 */
export async function queueOrderUpdateMail(
  order: OrderView,
  entry: MailedEntry,
  settings: OrderMailSettings,
  now: Date,
): Promise<void> {
  await enqueueMails(
    [
      {
        key: orderUpdateMailKey(order.orderNumber, entry),
        kind: 'order-status',
        message: orderUpdateMail(order, entry, settings),
      },
    ],
    now,
  );
}
