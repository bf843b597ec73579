import { type OrderView, type PaymentMethod, type PaymentStatus } from '@ogulf/contracts';
import { leftToRight } from '../pdf/bidi';
import { lineName, displayPhone } from './mail';
import {
  amount,
  closingNote,
  COLORS,
  fieldColumns,
  lineColumns,
  lineRow,
  FOOTER_HEIGHT,
  ISSUER,
  openBusinessDocument,
  pageFooters,
  shortDate,
  table,
  totals,
  type Bilingual,
  type Cell,
  type Field,
} from '../pdf/parts';
import { qatarDay } from './workflow';

/**
 * The invoice of a paid or delivered order as a PDF, English and Arabic on the same page
 * (`GET /api/orders/:id/invoice.pdf` for the admin, `GET /api/order-invoice/:token` for the
 * customer). Made from the order as the API shows it, so both routes print the same document.
 */

/** What the invoice prints of an order (both the admin's and the customer's view have it). */
export type InvoiceOrder = Pick<
  OrderView,
  | 'orderNumber'
  | 'createdAt'
  | 'paymentMethod'
  | 'payment'
  | 'customer'
  | 'items'
  | 'subtotal'
  | 'deliveryFee'
  | 'total'
  | 'timeline'
>;

/** `OG-261122-7KQ4` gives `INV-261122-7KQ4`: one invoice per order, found by the order's number. */
export function invoiceNumber(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^OG-/, '')}`;
}

/** The file name a download is saved under. */
export function invoiceFileName(orderNumber: string): string {
  return `${invoiceNumber(orderNumber)}.pdf`;
}

const PAYMENT_METHODS: Record<PaymentMethod, Bilingual> = {
  cash: { en: 'Cash on delivery', ar: 'الدفع نقداً عند الاستلام' },
  card: { en: 'Credit card on delivery', ar: 'الدفع بالبطاقة الائتمانية عند الاستلام' },
  'bank-transfer': { en: 'Bank transfer', ar: 'تحويل بنكي' },
};

// The storefront's wording (mf-cart-checkout's paymentStatus texts).
const PAYMENT_STATUSES: Record<PaymentStatus, Bilingual> = {
  unpaid: { en: 'Not paid yet', ar: 'لم يُدفع بعد' },
  'awaiting-confirmation': { en: 'Receipt received, awaiting confirmation', ar: 'استلمنا الإيصال، بانتظار التأكيد' },
  paid: { en: 'Paid', ar: 'مدفوع' },
  refunded: { en: 'Refunded', ar: 'تم الاسترداد' },
};

const COLUMNS = lineColumns([
  ['number', 28],
  ['item', 237],
  ['quantity', 45],
  ['unitPriceQar', 100],
  ['amount', 105],
]);

/** Renders the invoice; answers the PDF's bytes. */
export async function renderInvoice(order: InvoiceOrder): Promise<Buffer> {
  const number = invoiceNumber(order.orderNumber);
  const doc = openBusinessDocument({ en: 'Invoice', ar: 'فاتورة' }, number, `Invoice for order ${order.orderNumber}`);
  fieldColumns(
    doc,
    { heading: { en: 'Invoice details', ar: 'تفاصيل الفاتورة' }, fields: invoiceFields(order, number) },
    { heading: { en: 'Bill to', ar: 'فاتورة إلى' }, fields: customerFields(order) },
  );

  table(doc, COLUMNS, order.items.map(lineCells), FOOTER_HEIGHT);
  totals(
    doc,
    [
      { label: { en: 'Subtotal', ar: 'المجموع الفرعي' }, value: amount(order.subtotal) },
      { label: { en: 'Delivery', ar: 'رسوم التوصيل' }, value: amount(order.deliveryFee) },
      { label: { en: 'Total (QAR)', ar: 'الإجمالي (ر.ق)' }, value: `QAR ${amount(order.total)}`, strong: true },
    ],
    FOOTER_HEIGHT,
  );
  closingNote(
    doc,
    { en: 'Thank you for your order. Amounts are in Qatari riyals.', ar: 'شكراً لطلبكم. المبالغ بالريال القطري.' },
    FOOTER_HEIGHT,
  );
  pageFooters(doc, ISSUER, number);
  return doc.finish();
}

function invoiceFields(order: InvoiceOrder, number: string): Field[] {
  const method = PAYMENT_METHODS[order.paymentMethod];
  const status = PAYMENT_STATUSES[order.payment.status];
  const paidOn = order.payment.status === 'paid' && order.payment.paidOn ? shortDate(order.payment.paidOn) : null;
  const fields: Field[] = [
    { label: { en: 'Invoice number', ar: 'رقم الفاتورة' }, value: number, bold: true },
    { label: { en: 'Invoice date', ar: 'تاريخ الفاتورة' }, value: shortDate(invoiceDate(order)) },
    {
      label: { en: 'Order', ar: 'الطلب' },
      value: `${order.orderNumber} · ${shortDate(qatarDay(new Date(order.createdAt)))}`,
    },
    { label: { en: 'Payment method', ar: 'طريقة الدفع' }, value: [method.en, method.ar] },
    {
      label: { en: 'Payment status', ar: 'حالة الدفع' },
      value: paidOn
        ? [`${status.en} on ${paidOn}`, `${status.ar} بتاريخ ${leftToRight(paidOn)}`]
        : [status.en, status.ar],
    },
  ];
  if (order.paymentMethod === 'bank-transfer' && order.payment.reference !== '')
    fields.push({ label: { en: 'Bank reference', ar: 'مرجع التحويل' }, value: order.payment.reference });
  return fields;
}

function customerFields(order: InvoiceOrder): Field[] {
  const { customer } = order;
  const fields: Field[] = [
    { label: { en: 'Customer', ar: 'العميل' }, value: customer.name, bold: true },
    { label: { en: 'Phone', ar: 'الهاتف' }, value: displayPhone(customer.phone) },
  ];
  if (customer.email) fields.push({ label: { en: 'Email', ar: 'البريد الإلكتروني' }, value: customer.email });
  const zone = [customer.zoneName, customer.zoneNameAr].filter(Boolean).join(' · ');
  fields.push({
    label: { en: 'Delivery address', ar: 'عنوان التوصيل' },
    value: zone ? [customer.address, zone] : [customer.address],
  });
  const national = customer.nationalAddress;
  if (national) {
    const { unit } = national;
    fields.push({
      label: { en: 'National address', ar: 'العنوان الوطني' },
      value: [
        [`Zone ${national.zone}`, `Street ${national.street}`, `Building ${national.building}`]
          .concat(unit === null ? [] : [`Unit ${unit}`])
          .join(' · '),
        [`المنطقة ${national.zone}`, `الشارع ${national.street}`, `المبنى ${national.building}`]
          .concat(unit === null ? [] : [`الوحدة ${unit}`])
          .join(' · '),
      ],
    });
  }
  return fields;
}

function lineCells(line: InvoiceOrder['items'][number], index: number): Cell[] {
  const item: Cell = {
    lines: [
      { text: lineName(line, true), natural: true },
      ...(line.nameAr ? [{ text: lineName(line, false), natural: true, style: { color: COLORS.muted } }] : []),
    ],
  };
  return lineRow(index, item, line);
}

/**
 * The day the invoice is dated: the day the payment was received, else the day the order was
 * delivered (both in Qatar), else the day the order was placed.
 */
export function invoiceDate(order: Pick<InvoiceOrder, 'payment' | 'timeline' | 'createdAt'>): string {
  if (order.payment.status === 'paid' && order.payment.paidOn) return order.payment.paidOn;
  const delivered = order.timeline.filter((entry) => entry.kind === 'status' && entry.status === 'delivered').at(-1);
  return qatarDay(new Date(delivered?.at ?? order.createdAt));
}
