/**
 * Pure arithmetic of the product slider's row. Browsers report `scrollLeft` as 0 at the start and
 * negative towards the end in right-to-left rows, so positions are read as distances from the start.
 */

export interface ScrollMetrics {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}

/** Whether the row shows its first and its last card (within a few pixels of rounding). */
export function scrollEdges(
  { scrollLeft, scrollWidth, clientWidth }: ScrollMetrics,
  tolerance = 4,
): { atStart: boolean; atEnd: boolean } {
  const offset = Math.abs(scrollLeft);
  return { atStart: offset <= tolerance, atEnd: offset + clientWidth >= scrollWidth - tolerance };
}

/**
 * The `left` to scroll by for one page towards the end (`1`) or back (`-1`): most of a row's
 * width, so the card cut at the edge comes fully into view; negative left moves forward in RTL.
 */
export function pageScrollLeft(step: 1 | -1, clientWidth: number, dir: 'ltr' | 'rtl'): number {
  const page = Math.max(1, Math.round(clientWidth * 0.9));
  return step * page * (dir === 'rtl' ? -1 : 1);
}
