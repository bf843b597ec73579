import { COMPANY } from '@ogulf/contracts';
import { baseDirection, leftToRight } from './bidi';
import { BilingualDocument, type Align, type TextStyle } from './document';

/**
 * The parts of a bilingual business document (the order's invoice; the quotation of issue 18
 * is meant to use the same): the company band, the title, labelled fields, a table of lines that
 * repeats its header on every page, the totals and the page footers. Every label is given in
 * both languages: English reads from the left edge, Arabic from the right one.
 */

export interface Bilingual {
  en: string;
  ar: string;
}

/** The issuer as a document shows it. */
export interface Issuer {
  name: Bilingual;
  address: Bilingual;
  phone: string;
  email: string;
  /** Further lines under the address (a commercial registration number), if any. */
  extra?: Bilingual[];
}

/** The shop as its documents name it (`COMPANY` of @ogulf/contracts: one place to change it). */
export const ISSUER: Issuer = {
  name: { en: COMPANY.name, ar: COMPANY.nameAr },
  address: { en: COMPANY.address, ar: COMPANY.addressAr },
  phone: COMPANY.phone,
  email: COMPANY.email,
  extra: [
    {
      en: `Commercial Registration No. ${COMPANY.commercialRegistration}`,
      ar: `السجل التجاري رقم ${leftToRight(COMPANY.commercialRegistration)}`,
    },
  ],
};

export const COLORS = {
  brand: '#0e3a4a',
  brandSoft: '#e7f0f2',
  text: '#1f2937',
  muted: '#6b7280',
  rule: '#d1d5db',
  white: '#ffffff',
} as const;

const SMALL: TextStyle = { size: 8, color: COLORS.muted };
const FIELD: TextStyle = { size: 9.5 };
const GAP = 6;

/** The company band across the top of the first page: English on the left, Arabic on the right. */
export function companyBand(doc: BilingualDocument, issuer: Issuer): void {
  const lines: Array<{ text: Bilingual; style: TextStyle }> = [
    { text: issuer.name, style: { size: 15, weight: 'bold', color: COLORS.white } },
    { text: issuer.address, style: { size: 8.5, color: COLORS.white } },
    {
      text: {
        en: `Tel ${issuer.phone} · ${issuer.email}`,
        ar: `هاتف ${leftToRight(issuer.phone)} · ${leftToRight(issuer.email)}`,
      },
      style: { size: 8.5, color: COLORS.white },
    },
    ...(issuer.extra ?? []).map((text) => ({ text, style: { size: 8.5, color: COLORS.white } })),
  ];
  // The band runs to the page's edges; its text keeps to the margins left and right.
  const top = 26;
  const bottom = top + lines.reduce((sum, line) => sum + doc.lineHeight(line.style), 0) + 12;
  doc.fill(0, 0, doc.pageWidth, bottom, COLORS.brand);
  let y = top;
  const half = doc.contentWidth / 2;
  for (const line of lines) {
    doc.line(line.text.en, { x: doc.left, y, width: half, align: 'left', direction: 'ltr', style: line.style });
    doc.line(line.text.ar, { x: doc.left + half, y, width: half, align: 'right', direction: 'rtl', style: line.style });
    y += doc.lineHeight(line.style);
  }
  doc.y = bottom + 22;
}

/** The document's title in both languages ("Invoice" left, "فاتورة" right) with a rule below. */
export function documentTitle(doc: BilingualDocument, title: Bilingual, size = 20): void {
  const style: TextStyle = { size, weight: 'bold', color: COLORS.brand };
  doc.line(title.en, { x: doc.left, y: doc.y, width: doc.contentWidth, align: 'left', direction: 'ltr', style });
  doc.line(title.ar, { x: doc.left, y: doc.y, width: doc.contentWidth, align: 'right', direction: 'rtl', style });
  doc.y += doc.lineHeight(style) + 2;
  doc.rule(doc.y, { color: COLORS.brand, width: 1.25 });
  doc.y += 12;
}

/** A labelled value: the label in both languages on a small line, the value below it. */
export interface Field {
  label: Bilingual;
  /** One or more lines; each is aligned by its own direction (Arabic to the right). */
  value: string | string[];
  bold?: boolean;
}

/** A column of fields under a heading, in the box `x`..`x + width`; answers the height it took. */
export function fieldColumn(
  doc: BilingualDocument,
  heading: Bilingual,
  fields: readonly Field[],
  x: number,
  width: number,
): number {
  const top = doc.y;
  let y = top;
  const headingStyle: TextStyle = { size: 9, weight: 'bold', color: COLORS.brand };
  doc.fill(x, y, width, doc.lineHeight(headingStyle) + 4, COLORS.brandSoft);
  doc.line(heading.en, { x: x + 6, y: y + 2, width: width - 12, align: 'left', direction: 'ltr', style: headingStyle });
  doc.line(heading.ar, {
    x: x + 6,
    y: y + 2,
    width: width - 12,
    align: 'right',
    direction: 'rtl',
    style: headingStyle,
  });
  y += doc.lineHeight(headingStyle) + 4 + GAP;
  for (const field of fields) {
    bilingualLabel(doc, field.label, x, y, width);
    y += doc.lineHeight(SMALL);
    const style: TextStyle = { ...FIELD, ...(field.bold ? { weight: 'bold' } : {}) };
    for (const value of Array.isArray(field.value) ? field.value : [field.value]) {
      y += doc.text(value, { x, y, width, align: naturalAlign(value), style });
    }
    y += GAP - 2;
  }
  return y - top;
}

/**
 * A new business document of `kind` (an invoice, a quotation): its metadata, the header repeated
 * on every later page, the company band and the title.
 */
export function openBusinessDocument(kind: Bilingual, number: string, subject: string): BilingualDocument {
  const doc = new BilingualDocument({ title: `${kind.en} ${number}`, subject, author: COMPANY.name, margin: 40 });
  doc.onNewPage = (page) => continuationHeader(page, ISSUER, kind, number);
  companyBand(doc, ISSUER);
  documentTitle(doc, kind);
  return doc;
}

/** Two field columns side by side (the document's details, then the customer's), and room below them. */
export function fieldColumns(
  doc: BilingualDocument,
  left: { heading: Bilingual; fields: readonly Field[] },
  right: { heading: Bilingual; fields: readonly Field[] },
): void {
  const gap = 20;
  const half = (doc.contentWidth - gap) / 2;
  const top = doc.y;
  const leftHeight = fieldColumn(doc, left.heading, left.fields, doc.left, half);
  doc.y = top;
  const rightHeight = fieldColumn(doc, right.heading, right.fields, doc.left + half + gap, half);
  doc.y = top + Math.max(leftHeight, rightHeight) + 8;
}

/** The label's English at the left of the box and its Arabic at the right, small and grey. */
export function bilingualLabel(doc: BilingualDocument, label: Bilingual, x: number, y: number, width: number): void {
  doc.line(label.en, { x, y, width, align: 'left', direction: 'ltr', style: SMALL });
  doc.line(label.ar, { x, y, width, align: 'right', direction: 'rtl', style: SMALL });
}

/** Text that starts in Arabic reads from the right edge, anything else from the left. */
export function naturalAlign(text: string): Align {
  return baseDirection(text) === 'rtl' ? 'right' : 'left';
}

/** One column of a table of lines. */
export interface Column {
  header: Bilingual;
  width: number;
  /** How the column's values align (numbers to the right). */
  align: Align;
}

/** One cell: lines of text, each aligned by the column or by its own direction (`natural`). */
export interface Cell {
  lines: Array<{ text: string; natural?: boolean; style?: TextStyle }>;
}

/** The columns a document's table of lines may have: headers in both languages, and alignment. */
const LINE_COLUMNS = {
  number: { header: { en: 'No.', ar: 'م' }, align: 'center' },
  item: { header: { en: 'Item', ar: 'الصنف' }, align: 'left' },
  quantity: { header: { en: 'Qty', ar: 'الكمية' }, align: 'center' },
  unitPrice: { header: { en: 'Unit price', ar: 'سعر الوحدة' }, align: 'right' },
  unitPriceQar: { header: { en: 'Unit price (QAR)', ar: 'سعر الوحدة (ر.ق)' }, align: 'right' },
  discount: { header: { en: 'Discount', ar: 'الخصم' }, align: 'right' },
  amount: { header: { en: 'Amount (QAR)', ar: 'المبلغ (ر.ق)' }, align: 'right' },
} as const satisfies Record<string, Omit<Column, 'width'>>;

/** A table of lines' columns, in the order given, each with its width in points. */
export function lineColumns(widths: ReadonlyArray<readonly [keyof typeof LINE_COLUMNS, number]>): Column[] {
  return widths.map(([name, width]) => ({ ...LINE_COLUMNS[name], width }));
}

/**
 * One line's row: its number (muted), the item cell, quantity, unit price, the `extra` cells
 * (a discount) and the line's amount in bold.
 */
export function lineRow(
  index: number,
  item: Cell,
  line: { quantity: number; unitPrice: number; lineTotal: number },
  extra: readonly Cell[] = [],
): Cell[] {
  return [
    { lines: [{ text: String(index + 1), style: { color: COLORS.muted } }] },
    item,
    { lines: [{ text: String(line.quantity) }] },
    { lines: [{ text: amount(line.unitPrice) }] },
    ...extra,
    { lines: [{ text: amount(line.lineTotal), style: { weight: 'bold' } }] },
  ];
}

const CELL_PADDING = 5;
const HEADER_STYLE: TextStyle = { size: 8, weight: 'bold', color: COLORS.white };
const CELL_STYLE: TextStyle = { size: 9 };

/**
 * A table from the cursor down, over as many pages as it needs: a row is never split, and every
 * page it continues on starts with the header again. `reserve` keeps room at the page's foot
 * (the footer).
 */
export function table(
  doc: BilingualDocument,
  columns: readonly Column[],
  rows: readonly Cell[][],
  reserve: number,
): void {
  const header = () => tableHeader(doc, columns);
  doc.ensureSpace(headerHeight(doc) + rowHeight(doc, columns, rows[0] ?? []), reserve);
  header();
  rows.forEach((row, index) => {
    const height = rowHeight(doc, columns, row);
    if (doc.y + height > doc.bottom - reserve) {
      doc.addPage();
      header();
    }
    if (index % 2 === 1) doc.fill(doc.left, doc.y, doc.contentWidth, height, '#f8fafb');
    let x = doc.left;
    columns.forEach((column, at) => {
      let y = doc.y + CELL_PADDING;
      for (const line of row[at]?.lines ?? []) {
        const style = { ...CELL_STYLE, ...line.style };
        const align = line.natural ? naturalAlign(line.text) : column.align;
        y += doc.text(line.text, { x: x + CELL_PADDING, y, width: column.width - 2 * CELL_PADDING, align, style });
      }
      x += column.width;
    });
    doc.y += height;
    doc.rule(doc.y, { color: COLORS.rule, width: 0.5 });
  });
}

function headerHeight(doc: BilingualDocument): number {
  return 2 * doc.lineHeight(HEADER_STYLE) + 2 * CELL_PADDING;
}

function tableHeader(doc: BilingualDocument, columns: readonly Column[]): void {
  const height = headerHeight(doc);
  doc.fill(doc.left, doc.y, doc.contentWidth, height, COLORS.brand);
  let x = doc.left;
  for (const column of columns) {
    const box = { x: x + CELL_PADDING, width: column.width - 2 * CELL_PADDING, style: HEADER_STYLE };
    doc.line(column.header.en, { ...box, y: doc.y + CELL_PADDING, align: column.align, direction: 'ltr' });
    doc.line(column.header.ar, {
      ...box,
      y: doc.y + CELL_PADDING + doc.lineHeight(HEADER_STYLE),
      align: column.align === 'left' ? 'right' : column.align,
      direction: 'rtl',
    });
    x += column.width;
  }
  doc.y += height;
}

function rowHeight(doc: BilingualDocument, columns: readonly Column[], row: readonly Cell[]): number {
  const heights = columns.map((column, at) =>
    (row[at]?.lines ?? []).reduce((sum, line) => {
      const style = { ...CELL_STYLE, ...line.style };
      return sum + doc.wrap(line.text, column.width - 2 * CELL_PADDING, style).length * doc.lineHeight(style);
    }, 0),
  );
  return Math.max(0, ...heights) + 2 * CELL_PADDING;
}

/** A row of the totals: label in both languages, the amount at the right. */
export interface TotalRow {
  label: Bilingual;
  value: string;
  /** The grand total: bold on a shaded band. */
  strong?: boolean;
}

/** The totals block at the right of the page, under the table. */
export function totals(doc: BilingualDocument, rows: readonly TotalRow[], reserve: number): void {
  const width = 290;
  const x = doc.right - width;
  const valueWidth = 95;
  const height = rows.reduce((sum, row) => sum + doc.lineHeight(rowStyle(row)) + 6, 0) + 6;
  doc.ensureSpace(height, reserve);
  doc.y += 6;
  for (const row of rows) {
    const style = rowStyle(row);
    const lineHeight = doc.lineHeight(style) + 6;
    if (row.strong) doc.fill(x, doc.y, width, lineHeight, COLORS.brandSoft);
    const y = doc.y + 3;
    const labelWidth = width - valueWidth - 16;
    doc.line(row.label.en, { x: x + 6, y, width: labelWidth, align: 'left', direction: 'ltr', style });
    doc.line(row.label.ar, { x: x + 6, y, width: labelWidth, align: 'right', direction: 'rtl', style });
    doc.line(row.value, {
      x: x + width - valueWidth - 6,
      y,
      width: valueWidth,
      align: 'right',
      direction: 'ltr',
      style,
    });
    doc.y += lineHeight;
  }
}

function rowStyle(row: TotalRow): TextStyle {
  return row.strong ? { size: 11, weight: 'bold', color: COLORS.brand } : { size: 9.5 };
}

/**
 * What each page after the first starts with: the issuer's name and the document's title and
 * reference in both languages, over a rule. Answers where the flow goes on (for `doc.onNewPage`).
 */
export function continuationHeader(
  doc: BilingualDocument,
  issuer: Issuer,
  title: Bilingual,
  reference: string,
): number {
  const style = { size: 9, weight: 'bold', color: COLORS.brand } as const;
  const half = doc.contentWidth / 2;
  doc.line(`${issuer.name.en} · ${title.en} ${reference}`, {
    x: doc.left,
    y: doc.margin,
    width: half,
    direction: 'ltr',
    style,
  });
  doc.line(`${issuer.name.ar} · ${title.ar} ${leftToRight(reference)}`, {
    x: doc.left + half,
    y: doc.margin,
    width: half,
    align: 'right',
    direction: 'rtl',
    style,
  });
  const y = doc.margin + doc.lineHeight(style) + 4;
  doc.rule(y, { color: COLORS.brand, width: 1 });
  return y + 10;
}

/** A short closing line under the totals: English at the left, Arabic at the right, small and grey. */
export function closingNote(doc: BilingualDocument, note: Bilingual, reserve: number): void {
  const style = { size: 9, color: COLORS.muted } as const;
  doc.ensureSpace(doc.lineHeight(style) + 16, reserve);
  doc.y += 16;
  const half = doc.contentWidth / 2;
  doc.line(note.en, { x: doc.left, y: doc.y, width: half + 40, direction: 'ltr', style });
  doc.line(note.ar, { x: doc.left + half, y: doc.y, width: half, align: 'right', direction: 'rtl', style });
  doc.y += doc.lineHeight(style);
}

/** `2026-11-25` as `25/11/2026`, the way dates are written on documents in Qatar. */
export function shortDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** Room kept free at the foot of every page: the footer's line and a gap above its rule. */
export const FOOTER_HEIGHT = 42;

/**
 * On every page: a rule, the issuer's contact line and "Page n of m" in both languages. Drawn
 * once the document is laid out, when the number of pages is known.
 */
export function pageFooters(doc: BilingualDocument, issuer: Issuer, reference: string): void {
  doc.eachPage((page, pages) => {
    const y = doc.bottom - doc.lineHeight(SMALL) - 10;
    doc.rule(y - 6, { color: COLORS.rule, width: 0.5 });
    const half = doc.contentWidth / 2;
    doc.line(`${issuer.name.en} · ${reference} · Page ${page} of ${pages}`, {
      x: doc.left,
      y,
      width: half,
      align: 'left',
      direction: 'ltr',
      style: SMALL,
    });
    doc.line(`${issuer.name.ar} · ${leftToRight(reference)} · صفحة ${page} من ${pages}`, {
      x: doc.left + half,
      y,
      width: half,
      align: 'right',
      direction: 'rtl',
      style: SMALL,
    });
  });
}

/** `1250` as `1,250.00` (QAR amounts: two decimals, Latin digits as on the site). */
export function amount(value: number): string {
  return MONEY.format(value);
}

const MONEY = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
