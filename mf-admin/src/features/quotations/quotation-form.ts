/**
 * The quotation builder's form: what the inputs hold (numbers typed as text), the API's own
 * draft schema over them (its output is the body of `PUT /api/admin/quotations/:id`), and the
 * totals computed live with the server's money rule.
 */
import { z } from 'zod/mini';
import {
  netUnitPrice,
  QUOTATION_LIMITS,
  quotationDraftBody,
  quotationLineInput,
  quotationLineTotal,
  quotationTotals,
  type AdminQuotation,
  type QuotationDraftInput,
  type QuotationTotals,
} from '@ogulf/contracts';
import { toLatinDigits } from '../../shared/form-messages';
import { numberText } from '../../shared/form-schema';

export interface LineValues {
  /** The catalogue product, or null for a free line. */
  productId: string | null;
  name: string;
  nameAr: string;
  description: string;
  quantity: string;
  unitPrice: string;
  discountPercent: string;
  /** A catalogue product whose price is on request: its price is the admin's to give. */
  onRequest: boolean;
}

export interface QuotationValues {
  customer: { name: string; company: string; email: string; phone: string; address: string };
  language: 'en' | 'ar';
  lines: LineValues[];
  deliveryCharge: string;
  installationCharge: string;
  validUntil: string;
  terms: string;
  notes: string;
}

/** An amount as an input shows it ('' for an unknown price). */
const amountText = (amount: number | null): string => (amount === null ? '' : String(amount));

export function quotationValues(quotation: AdminQuotation): QuotationValues {
  return {
    customer: { ...quotation.customer },
    language: quotation.language,
    lines: quotation.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      nameAr: line.nameAr,
      description: line.description,
      quantity: String(line.quantity),
      unitPrice: amountText(line.unitPrice),
      discountPercent: amountText(line.discountPercent),
      onRequest: false,
    })),
    deliveryCharge: amountText(quotation.deliveryCharge),
    installationCharge: amountText(quotation.installationCharge),
    validUntil: quotation.validUntil,
    terms: quotation.terms,
    notes: quotation.notes,
  };
}

/** A line of a catalogue product, its names and price as the catalogue has them now. */
export function catalogueLine(product: { id: string; name: string; nameAr: string; price: number | null }): LineValues {
  return {
    productId: product.id,
    name: product.name,
    nameAr: product.nameAr,
    description: '',
    quantity: '1',
    unitPrice: amountText(product.price),
    discountPercent: '0',
    onRequest: product.price === null,
  };
}

export const freeLine = (): LineValues => ({
  productId: null,
  name: '',
  nameAr: '',
  description: '',
  quantity: '1',
  unitPrice: '',
  discountPercent: '0',
  onRequest: false,
});

/** An amount typed as text where nothing means 0 (a discount or a charge not given). */
const zeroWhenEmpty = <S extends Parameters<typeof numberText>[0]>(rule: S) =>
  z.pipe(
    z.pipe(
      z.string(),
      z.transform((text: string) => text.trim() || '0'),
    ),
    numberText(rule, { decimals: 2 }),
  );

const lineRow = z.pipe(
  z.extend(quotationLineInput, {
    quantity: numberText(quotationLineInput.shape.quantity),
    unitPrice: numberText(quotationLineInput.shape.unitPrice, { decimals: 2 }),
    discountPercent: zeroWhenEmpty(quotationLineInput.shape.discountPercent),
    onRequest: z.boolean(),
  }),
  z.transform(({ onRequest: _onRequest, ...line }) => line),
);

/** The inputs checked by the API's draft schema; the output is the request body. */
export const quotationSchema = z.pipe(
  z.extend(quotationDraftBody, {
    lines: z.array(lineRow).check(z.maxLength(QUOTATION_LIMITS.maxLines)),
    deliveryCharge: zeroWhenEmpty(quotationDraftBody.shape.deliveryCharge),
    installationCharge: zeroWhenEmpty(quotationDraftBody.shape.installationCharge),
  }),
  z.transform((body): QuotationDraftInput => body),
);

/** A number as typed so far (Arabic-Indic digits too); anything else counts as 0 until it is fixed. */
function typed(text: string): number {
  const value = Number(toLatinDigits(text.trim()));
  return text.trim() && Number.isFinite(value) ? value : 0;
}

export interface LinePrice {
  netUnitPrice: number;
  lineTotal: number;
}

/** A line's net unit price and total as the server will compute them. */
export function linePrice(line: Pick<LineValues, 'quantity' | 'unitPrice' | 'discountPercent'>): LinePrice {
  const given = {
    quantity: Math.max(0, Math.trunc(typed(line.quantity))),
    unitPrice: typed(line.unitPrice),
    discountPercent: Math.min(100, Math.max(0, typed(line.discountPercent))),
  };
  return { netUnitPrice: netUnitPrice(given.unitPrice, given.discountPercent), lineTotal: quotationLineTotal(given) };
}

/** The quotation's totals from what is typed now. */
export function liveTotals(
  values: Pick<QuotationValues, 'lines' | 'deliveryCharge' | 'installationCharge'>,
): QuotationTotals & { deliveryCharge: number; installationCharge: number } {
  const lines = values.lines.map((line) => ({
    unitPrice: typed(line.unitPrice),
    quantity: Math.max(0, Math.trunc(typed(line.quantity))),
    lineTotal: linePrice(line).lineTotal,
  }));
  const charges = {
    deliveryCharge: typed(values.deliveryCharge),
    installationCharge: typed(values.installationCharge),
  };
  return { ...quotationTotals(lines, charges), ...charges };
}
