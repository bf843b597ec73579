import type { Logger } from '../http/logger';
import { headerText, mailHtml, mailText, type MailDocument, type MailRow, type MailSection } from '../mail/compose';
import type { MailMessage, Mailer } from '../mail/mailer';
import type { PaymentMethod } from './model';
import type { OrderView } from './service';

/** Where order mail goes and what it may link to; never taken from a request. */
export interface OrderMailSettings {
  /** The shop's inbox (config `shopEmail`). */
  shopEmail: string;
  /** The site's public origin (config `publicUrl`); without it the mail carries no link. */
  siteUrl: string | undefined;
}

const SHOP_NAME = { en: 'OGulf Office Furniture', ar: 'أو جلف للأثاث المكتبي' } as const;
const SHOP_PHONE = '+974 4412 3456';

const PAYMENT_LABELS: Record<'en' | 'ar', Record<PaymentMethod, string>> = {
  en: { cash: 'Cash on delivery', card: 'Credit card on delivery', 'bank-transfer': 'Bank transfer' },
  ar: { cash: 'الدفع نقداً عند الاستلام', card: 'الدفع بالبطاقة الائتمانية عند الاستلام', 'bank-transfer': 'تحويل بنكي' },
};

const MONEY = {
  en: new Intl.NumberFormat('en-QA', { style: 'currency', currency: 'QAR' }),
  // Latin digits in Arabic text, as on the site.
  ar: new Intl.NumberFormat('ar-QA-u-nu-latn', { style: 'currency', currency: 'QAR' }),
} as const;

/** `+97455123456` as `+974 5512 3456`. */
function displayPhone(phone: string): string {
  const digits = /^\+974(\d{4})(\d{4})$/.exec(phone);
  return digits ? `+974 ${digits[1]} ${digits[2]}` : phone;
}

function confirmationUrl(order: OrderView, siteUrl: string | undefined): string | undefined {
  return siteUrl ? `${siteUrl}/order-confirmation?token=${encodeURIComponent(order.token)}` : undefined;
}

/** The shopper's confirmation, in the order's language, with the shop as Reply-To. */
export function customerConfirmation(order: OrderView, settings: OrderMailSettings): MailMessage {
  const lang = order.language;
  const money = (amount: number) => MONEY[lang].format(amount);
  const en = lang === 'en';
  const lines: MailRow[] = order.items.map((line) => ({
    label: `${en ? line.name : line.nameAr || line.name} × ${line.quantity}`,
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
        { label: en ? 'Phone' : 'الهاتف', value: displayPhone(order.customer.phone) },
        { label: en ? 'Address' : 'العنوان', value: order.customer.address },
        { label: en ? 'Zone' : 'المنطقة', value: en ? order.customer.zoneName : order.customer.zoneNameAr || order.customer.zoneName },
        ...(order.customer.notes ? [{ label: en ? 'Notes' : 'ملاحظات', value: order.customer.notes }] : []),
        { label: en ? 'Estimated delivery' : 'موعد التوصيل المتوقع', value: estimate },
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
  const link = confirmationUrl(order, settings.siteUrl);
  sections.push({
    paragraphs: [
      ...(link ? [en ? `Your order online: ${link}` : `طلبك على الموقع: ${link}`] : []),
      en
        ? `Questions? Reply to this email or call us on ${SHOP_PHONE}.`
        : `لديك سؤال؟ رد على هذه الرسالة أو اتصل بنا على ${SHOP_PHONE}.`,
      SHOP_NAME[lang],
    ],
  });
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
          { label: 'Zone', value: `${order.customer.zoneName} (${order.customer.zone})` },
          { label: 'Notes', value: order.customer.notes || '-' },
          { label: 'Language', value: order.language === 'ar' ? 'Arabic' : 'English' },
        ],
      },
      {
        title: 'Items',
        rows: order.items.map((line) => ({
          label: `${line.name} × ${line.quantity}`,
          value: `${money(line.lineTotal)} (${money(line.unitPrice)} each; product ${line.productId})`,
        })),
      },
      {
        title: 'Totals',
        rows: [
          { label: 'Subtotal', value: money(order.subtotal) },
          { label: 'Delivery', value: order.deliveryFee === 0 ? 'Free' : money(order.deliveryFee) },
          { label: 'Total', value: money(order.total) },
          { label: 'Payment', value: PAYMENT_LABELS.en[order.paymentMethod] },
          { label: 'Estimated delivery', value: order.estimatedDeliveryDays === null ? 'to agree with the customer' : `${order.estimatedDeliveryDays} working days` },
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

/**
 * Mails the shop and the customer about a stored order. Each mail is tried on its own; a
 * failure is logged and swallowed, because the order is already stored and confirmed to the
 * shopper: mail must never undo or fail it.
 */
export async function sendOrderMails(mailer: Mailer, order: OrderView, settings: OrderMailSettings, log: Logger): Promise<void> {
  const mails = [
    { who: 'the shop', message: shopNotification(order, settings) },
    { who: 'the customer', message: customerConfirmation(order, settings) },
  ];
  await Promise.all(
    mails.map(async ({ who, message }) => {
      try {
        await mailer.send(message);
      } catch (error) {
        log.error(`Could not mail order ${order.orderNumber} to ${who}`, error);
      }
    }),
  );
}
