/** The blog index keeps its state in the address: `/blog?tag=ergonomics&page=2`. */

export interface BlogQuery {
  tag?: string;
  page: number;
}

/** Reads `?tag=&page=` (with or without the leading `?`); a missing or bad page is 1. */
export function parseBlogSearch(search: string): BlogQuery {
  const params = new URLSearchParams(search);
  const tag = params.get('tag')?.trim() || undefined;
  const raw = params.get('page') ?? '';
  const page = /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) : 1;
  return tag ? { tag, page } : { page };
}

/** The address of a blog index state; page 1 and no tag are left out. */
export function blogHref({ tag, page = 1 }: { tag?: string | undefined; page?: number }): string {
  const params = new URLSearchParams();
  if (tag) params.set('tag', tag);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}

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
