/** The quantity a shopper can put in the cart or a quote request at once (the cart's per-line bounds). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 999;

/** A typed or stepped quantity as a whole number within 1–999; blank or junk counts as 1. */
export function clampQuantity(value: number | string): number {
  const number = typeof value === 'number' ? value : Number(value.trim().replace(/[^\d]/g, '') || Number.NaN);
  if (!Number.isFinite(number)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.floor(number)));
}

/** A long description as paragraphs: blank lines separate them, single line breaks stay inside one. */
export function paragraphs(text: string | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
