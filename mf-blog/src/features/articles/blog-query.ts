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
