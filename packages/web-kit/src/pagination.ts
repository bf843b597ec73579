/** `@ogulf/web-kit/pagination`: which page numbers a pager shows. */

export type PageItem = number | 'gap';

/** Page numbers to show: all of them up to 7, else first, last, the current one and its neighbours, with gaps. */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1);
  const shown = new Set([1, total, current - 1, current, current + 1]);
  if (current <= 3) [2, 3, 4].forEach((n) => shown.add(n));
  if (current >= total - 2) [total - 3, total - 2, total - 1].forEach((n) => shown.add(n));
  const pages = [...shown].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((n, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && n - previous > 1) items.push(n - previous === 2 ? n - 1 : 'gap');
    items.push(n);
  });
  return items;
}
