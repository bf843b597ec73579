import { headerText, mailHtml, mailText, type MailDocument, type MailSection } from '../mail/compose';
import type { MailMessage } from '../mail/mailer';
import { enqueueMails, queuedKeys, type OutgoingMail } from '../mail/outbox';
import { customerClosing, displayPhone, MONEY, SHOP_NAME, trackingUrl, type OrderMailSettings } from './mail';
import type { OrderReceipt } from './model';
import type { OrderView } from './service';

/**
 * The mail of the payment workflow (kind `order-payment`): the shop hears that a transfer receipt
 * arrived; the customer, in the order's language, that the payment was received, that a receipt
 * was rejected (with the reason and where to send another), or that the payment was refunded.
 * Each event has its own queue key, so a retried request never mails it twice.
 */

/** What happened to the payment, as the customer is told. */
export type PaymentEvent =
  | { kind: 'paid'; reference: string; paidOn: string }
  | { kind: 'rejected'; receipt: OrderReceipt; reason: string; canUploadAgain: boolean }
  | { kind: 'refunded'; note: string };

/** The queue key of a payment event's customer mail (one per event: paid and refunded happen once). */
export function paymentMailKey(orderNumber: string, event: PaymentEvent): string {
  return event.kind === 'rejected'
    ? `order-payment:${orderNumber}:rejected:${event.receipt.id}`
    : `order-payment:${orderNumber}:${event.kind}`;
}

/** Queues the customer's mail about a payment event before the admin's request is answered (once per event). */
export async function queuePaymentMail(
  order: OrderView,
  event: PaymentEvent,
  settings: OrderMailSettings,
  now: Date,
): Promise<void> {
  const key = paymentMailKey(order.orderNumber, event);
  // A replayed action finds its mail queued or sent already; the queue alone does not know sent mail.
  if ((await queuedKeys([key])).has(key)) return;
  const mail: OutgoingMail = { key, kind: 'order-payment', message: customerPaymentMail(order, event, settings) };
  await enqueueMails([mail], now);
}

/** Queues the shop's notice of a new receipt. */
export async function queueReceiptNotice(
  order: OrderView,
  orderId: string,
  receipt: OrderReceipt,
  settings: OrderMailSettings,
  now: Date,
): Promise<void> {
  await enqueueMails(
    [
      {
        key: `order-payment:${order.orderNumber}:receipt:${receipt.id}`,
        kind: 'order-payment',
        message: receiptNotice(order, orderId, receipt, settings),
      },
    ],
    now,
  );
}

/** The customer's mail about a payment event, in the order's language, with the shop as Reply-To. */
export function customerPaymentMail(order: OrderView, event: PaymentEvent, settings: OrderMailSettings): MailMessage {
  const lang = order.language;
  const en = lang === 'en';
  const number = order.orderNumber;
  const total = MONEY[lang].format(order.total);
  let subject: string;
  let heading: string;
  const sections: MailSection[] = [];
  switch (event.kind) {
    case 'paid':
      subject = en ? `Payment received for your order ${number}` : `استلمنا دفعة طلبك رقم ${number}`;
      heading = en
        ? `Thank you, ${order.customer.name}: your payment arrived`
        : `شكراً يا ${order.customer.name}: وصلتنا دفعتك`;
      sections.push({
        paragraphs: [
          en
            ? `We have received your payment of ${total} for order ${number}. Your order is now marked as paid.`
            : `استلمنا دفعتك بمبلغ ${total} للطلب رقم ${number}. أصبح طلبك مدفوعاً.`,
        ],
        rows: [
          { label: en ? 'Payment date' : 'تاريخ الدفع', value: event.paidOn },
          ...(event.reference ? [{ label: en ? 'Reference' : 'المرجع', value: event.reference }] : []),
        ],
      });
      break;
    case 'rejected': {
      const online = trackingUrl(number, settings.siteUrl) !== undefined;
      subject = en
        ? `Your transfer receipt for order ${number} needs attention`
        : `إيصال التحويل لطلبك رقم ${number} يحتاج إلى مراجعة`;
      heading = en ? 'We could not accept your transfer receipt' : 'لم نتمكن من قبول إيصال التحويل';
      sections.push({
        paragraphs: [
          en
            ? `We could not accept the receipt ${event.receipt.fileName} you sent for order ${number}.`
            : `لم نتمكن من قبول الإيصال ${event.receipt.fileName} الذي أرسلته للطلب رقم ${number}.`,
        ],
        rows: [{ label: en ? 'Reason' : 'السبب', value: event.reason }],
      });
      // The closing below carries the tracking link, where the customer uploads another receipt.
      if (event.canUploadAgain)
        sections.push({
          paragraphs: [
            online
              ? en
                ? `Please upload a clear receipt of your transfer of ${total} on your order's page, linked below.`
                : `يرجى رفع إيصال واضح لتحويلك بمبلغ ${total} من صفحة طلبك (الرابط أدناه).`
              : en
                ? `Please send us a clear receipt of your transfer of ${total} by replying to this email.`
                : `يرجى إرسال إيصال واضح لتحويلك بمبلغ ${total} بالرد على هذه الرسالة.`,
          ],
        });
      break;
    }
    case 'refunded':
      subject = en ? `Refund for your order ${number}` : `استرداد مبلغ طلبك رقم ${number}`;
      heading = en ? `Your payment for order ${number} was refunded` : `أعدنا إليك مبلغ طلبك رقم ${number}`;
      sections.push({
        paragraphs: [
          en
            ? `We have refunded your payment of ${total} for order ${number}.`
            : `أعدنا إليك دفعتك بمبلغ ${total} للطلب رقم ${number}.`,
          ...(event.note ? [event.note] : []),
        ],
      });
      break;
  }
  sections.push(customerClosing(lang, number, settings.siteUrl));
  const document: MailDocument = { language: lang, heading, sections };
  return {
    to: order.customer.email,
    replyTo: settings.shopEmail,
    subject: headerText(`${subject} - ${SHOP_NAME[lang]}`),
    text: mailText(document),
    html: mailHtml(document),
  };
}

/** The shop's notice that a receipt arrived, with the customer as Reply-To and a link to the order. */
export function receiptNotice(
  order: OrderView,
  orderId: string,
  receipt: OrderReceipt,
  settings: OrderMailSettings,
): MailMessage {
  const document: MailDocument = {
    language: 'en',
    heading: `Transfer receipt for order ${order.orderNumber}`,
    sections: [
      {
        paragraphs: [
          `${order.customer.name} uploaded a bank-transfer receipt. Check it against the account and mark the order paid, or reject the receipt with a reason.`,
          ...(settings.siteUrl ? [`The order: ${settings.siteUrl}/admin/orders/${orderId}`] : []),
        ],
        rows: [
          { label: 'Order', value: order.orderNumber },
          { label: 'Total', value: MONEY.en.format(order.total) },
          { label: 'Customer', value: order.customer.name },
          { label: 'Phone', value: displayPhone(order.customer.phone) },
          { label: 'Email', value: order.customer.email },
          { label: 'Receipt', value: `${receipt.fileName} (${receipt.contentType}, ${kilobytes(receipt.size)})` },
          { label: 'Receipts on the order', value: order.payment.receipts.length },
        ],
      },
    ],
  };
  return {
    to: settings.shopEmail,
    replyTo: order.customer.email,
    subject: headerText(`Transfer receipt for order ${order.orderNumber} from ${order.customer.name}`),
    text: mailText(document),
    html: mailHtml(document),
  };
}

function kilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
