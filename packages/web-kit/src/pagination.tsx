/** `@ogulf/web-kit/pagination`: which page numbers a pager shows, and the pager itself. */
import type { ReactNode } from 'react';
// The shared web-kit module, not ./navigation: one router binding for the page.
import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon, ChevronStartIcon } from './icons';
import './styles/pagination.css';

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

export interface PageLinksProps {
  page: number;
  pages: number;
  /** The address of page `n`. */
  href: (page: number) => string;
  /** Called on a click (to bring the list back into view or move focus to it). */
  onNavigate?: (() => void) | undefined;
  /** Texts in the interface language. */
  labels: { nav: string; previous: string; next: string; pageOf: string; page: (page: number) => string };
}

/** Previous / numbered / Next links; the current page is `aria-current="page"`; nothing when everything fits on one page. */
export function PageLinks({ page, pages, href, onNavigate, labels }: PageLinksProps) {
  if (pages <= 1) return null;
  // The classes of styles/pagination.css, which every pager on the site shares.
  const block = 'pagination';
  const edge = (target: number, rel: 'prev' | 'next', label: string, icon: ReactNode) => {
    const content =
      rel === 'prev' ? (
        <>
          {icon}
          <span>{label}</span>
        </>
      ) : (
        <>
          <span>{label}</span>
          {icon}
        </>
      );
    return target >= 1 && target <= pages ? (
      <Link to={href(target)} rel={rel} className={`${block}__edge`} onClick={onNavigate} data-testid={`page-${rel}`}>
        {content}
      </Link>
    ) : (
      <span className={`${block}__edge`} aria-disabled="true">
        {content}
      </span>
    );
  };
  return (
    <nav className={block} aria-label={labels.nav} data-testid="pagination">
      {edge(page - 1, 'prev', labels.previous, <ChevronStartIcon size={18} className="flip-rtl" />)}
      <ol className={`${block}__pages`} role="list">
        {pageItems(page, pages).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={`${block}__gap`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={`${block}__page`}
                aria-current={item === page ? 'page' : undefined}
                aria-label={labels.page(item)}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <p className={`${block}__summary`}>{labels.pageOf}</p>
      {edge(page + 1, 'next', labels.next, <ChevronEndIcon size={18} className="flip-rtl" />)}
    </nav>
  );
}
