/** A page of a list as the list routes answer it: its items, the total and where the page stands. */
export function pageOf<Item>(items: Item[], total: number, query: { page: number; limit: number }) {
  return { items, total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) };
}
