import { formatPhone } from '@ogulf/contracts/phone';
import { registerAttachmentSource } from '../mail/attachments';
import { qatarDay } from '../orders/workflow';
import { leftToRight } from '../pdf/bidi';
import type { BilingualDocument } from '../pdf/document';
import {
  amount,
  closingNote,
  COLORS,
  fieldColumns,
  FOOTER_HEIGHT,
  ISSUER,
  lineColumns,
  lineRow,
  naturalAlign,
  openBusinessDocument,
  pageFooters,
  shortDate,
  table,
  totals,
  type Cell,
  type Field,
  type TotalRow,
} from '../pdf/parts';
import type { QuotationRecord } from './model';
import { findQuotation } from './store';

/**
 * A quotation as a PDF, English and Arabic on the same page (the invoice's parts, `pdf/parts.ts`):
 * downloaded by the customer (`GET /api/quotes/:token/pdf`) and the admin, and attached to the mail
 * that sends it. The lines carry both names; the terms are printed as the admin wrote them.
 */

/** `QT-261125-7KQ4` (version 1) or `QT-261125-7KQ4-R2`: one file per version. */
export function quotationFileName(record: Pick<QuotationRecord, 'number' | 'version'>): string {
  return `${record.number}${record.version > 1 ? `-R${record.version}` : ''}.pdf`;
}

/** The number with its version, as the document prints it. */
function reference(record: QuotationRecord): string {
  return record.version > 1 ? `${record.number} · Rev. ${record.version}` : record.number;
}

const COLUMNS = lineColumns([
  ['number', 26],
  ['item', 205],
  ['quantity', 40],
  ['unitPrice', 84],
  ['discount', 62],
  ['amount', 98],
]);

/** Renders the quotation; the same record always gives the same pages. */
export async function quotationPdf(record: QuotationRecord): Promise<Buffer> {
  const number = reference(record);
  const doc = openBusinessDocument(
    { en: 'Quotation', ar: 'عرض سعر' },
    number,
    `Quotation ${number} for ${record.customer.company || record.customer.name}`,
  );
  fieldColumns(
    doc,
    { heading: { en: 'Quotation details', ar: 'تفاصيل العرض' }, fields: detailFields(record) },
    { heading: { en: 'Prepared for', ar: 'مقدّم إلى' }, fields: customerFields(record) },
  );

  table(doc, COLUMNS, record.lines.map(lineCells), FOOTER_HEIGHT);
  totals(doc, totalRows(record), FOOTER_HEIGHT);
  if (record.terms) termsBlock(doc, record.terms);
  const day = shortDate(record.validUntil);
  closingNote(
    doc,
    {
      en: `Amounts in Qatari riyals. Valid until ${day}.`,
      ar: `المبالغ بالريال القطري. العرض صالح حتى ${leftToRight(day)}.`,
    },
    FOOTER_HEIGHT,
  );
  pageFooters(doc, ISSUER, number);
  return doc.finish();
}

function detailFields(record: QuotationRecord): Field[] {
  const fields: Field[] = [
    { label: { en: 'Quotation number', ar: 'رقم العرض' }, value: reference(record), bold: true },
    { label: { en: 'Date', ar: 'التاريخ' }, value: shortDate(qatarDay(record.sentAt ?? record.createdAt)) },
    { label: { en: 'Valid until', ar: 'صالح حتى' }, value: shortDate(record.validUntil), bold: true },
  ];
  if (record.requestReference)
    fields.push({ label: { en: 'Your request', ar: 'طلبكم' }, value: record.requestReference });
  return fields;
}

function customerFields(record: QuotationRecord): Field[] {
  const { customer } = record;
  const fields: Field[] = [];
  if (customer.company) fields.push({ label: { en: 'Company', ar: 'الشركة' }, value: customer.company, bold: true });
  if (customer.name)
    fields.push({ label: { en: 'Attention', ar: 'عناية' }, value: customer.name, bold: !customer.company });
  if (customer.phone) fields.push({ label: { en: 'Phone', ar: 'الهاتف' }, value: formatPhone(customer.phone) });
  if (customer.email) fields.push({ label: { en: 'Email', ar: 'البريد الإلكتروني' }, value: customer.email });
  if (customer.address) fields.push({ label: { en: 'Address', ar: 'العنوان' }, value: customer.address });
  return fields;
}

function lineCells(line: QuotationRecord['lines'][number], index: number): Cell[] {
  const muted = { color: COLORS.muted };
  const item: Cell = {
    lines: [
      { text: line.name, natural: true },
      ...(line.nameAr && line.nameAr !== line.name ? [{ text: line.nameAr, natural: true, style: muted }] : []),
      ...(line.description ? [{ text: line.description, natural: true, style: { ...muted, size: 8 } }] : []),
    ],
  };
  const discount: Cell = {
    lines: [{ text: line.discountPercent > 0 ? `${line.discountPercent}%` : '-', style: muted }],
  };
  return lineRow(index, item, line, [discount]);
}

function totalRows(record: QuotationRecord): TotalRow[] {
  return [
    { label: { en: 'Subtotal', ar: 'المجموع الفرعي' }, value: amount(record.subtotal) },
    ...(record.discountTotal > 0
      ? [{ label: { en: 'Discounts', ar: 'الخصومات' }, value: `-${amount(record.discountTotal)}` }]
      : []),
    { label: { en: 'Delivery', ar: 'التوصيل' }, value: amount(record.deliveryCharge) },
    ...(record.installationCharge > 0
      ? [{ label: { en: 'Installation', ar: 'التركيب' }, value: amount(record.installationCharge) }]
      : []),
    { label: { en: 'Total (QAR)', ar: 'الإجمالي (ر.ق)' }, value: `QAR ${amount(record.total)}`, strong: true },
  ];
}

/** The terms as the admin wrote them (in the quotation's language), under a bilingual heading. */
function termsBlock(doc: BilingualDocument, terms: string): void {
  const heading = { size: 9, weight: 'bold', color: COLORS.brand } as const;
  const style = { size: 9 } as const;
  const paragraphs = terms.split(/\r?\n/).filter((paragraph) => paragraph.trim() !== '');
  doc.ensureSpace(doc.lineHeight(heading) + 18 + doc.lineHeight(style), FOOTER_HEIGHT);
  doc.y += 14;
  doc.line('Terms', {
    x: doc.left,
    y: doc.y,
    width: doc.contentWidth,
    align: 'left',
    direction: 'ltr',
    style: heading,
  });
  doc.line('الشروط', {
    x: doc.left,
    y: doc.y,
    width: doc.contentWidth,
    align: 'right',
    direction: 'rtl',
    style: heading,
  });
  doc.y += doc.lineHeight(heading) + 4;
  for (const paragraph of paragraphs) {
    const lines = doc.wrap(paragraph, doc.contentWidth, style).length;
    doc.ensureSpace(lines * doc.lineHeight(style), FOOTER_HEIGHT);
    doc.y += doc.text(paragraph, {
      x: doc.left,
      y: doc.y,
      width: doc.contentWidth,
      align: naturalAlign(paragraph),
      style,
    });
  }
}

/** The attachment of a quotation's mail, made when the mail is sent (`mail/attachments.ts`). */
export const QUOTATION_PDF_SOURCE = 'quotation-pdf';
registerAttachmentSource(QUOTATION_PDF_SOURCE, async (id) => quotationPdf(await findQuotation(id)));
