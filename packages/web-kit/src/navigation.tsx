/**
 * The one routing seam of the site, over wouter (shared as a singleton). Shared
 * modules are never tree-shaken, so react-router 7 cost every shopper ~61 KB gzip
 * on every page; wouter costs ~2 KB for the same features we use here.
 */
import {
  useCallback,
  useEffect,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { matchRoute, useLocation as useWouterLocation, useRouter } from 'wouter';

/** The current path, e.g. `{ pathname: '/products' }`. */
export function useLocation(): { pathname: string } {
  const [pathname] = useWouterLocation();
  return { pathname };
}

export type NavigateTo = string | -1;

/** Client-side navigation; `-1` goes back (or home when this tab has no history). */
export function useNavigate(): (to: NavigateTo, options?: { replace?: boolean }) => void {
  const [, navigate] = useWouterLocation();
  return useCallback(
    (to, options) => {
      if (to === -1) {
        if (window.history.length > 1) window.history.back();
        else navigate('/');
        return;
      }
      navigate(to, options);
    },
    [navigate],
  );
}

/** Redirects on render. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }): null {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

const isPlainLeftClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;

/** An internal link: a real <a href> (works without JS, opens in new tabs) that navigates in place on a plain click. */
export function Link({ to, onClick, target, ...rest }: AnchorProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainLeftClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}

/** A Link that marks itself active (class `active`, `aria-current="page"`); `end` requires an exact match. */
export function NavLink({ to, end = false, className, ...rest }: AnchorProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const active = end || to === '/' ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link
      {...rest}
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** Picks the first page whose pattern matches the current path; remotes route inside their own paths with it. */
export function usePageMatch<K extends string>(
  patterns: ReadonlyArray<readonly [pattern: string, page: K]>,
): { page: K; params: Record<string, string | undefined> } | null {
  const { parser } = useRouter();
  const { pathname } = useLocation();
  for (const [pattern, page] of patterns) {
    const [matched, params] = matchRoute(parser, pattern, pathname);
    if (matched) return { page, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return null;
}

const noSubscription = () => () => undefined;

/**
 * The page's origin (`https://…`) for absolute links (share buttons, canonical). '' while a server
 * render or hydration is under way, so the browser's first render matches the server's HTML; the
 * real origin follows right after hydration.
 */
export function usePageOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/**
 * False during a server render and while the browser hydrates its HTML, true from then on: a page
 * whose content is per visitor (the cart, stored in this browser) renders its frame until then, so
 * the server's HTML and the browser's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
