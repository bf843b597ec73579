/**
 * The footer as an island: its code (links, contact details, icons: ~2 KB gzip) is not part of a
 * page's first load. The server renders it with the page; in the browser it is hydrated when it
 * comes near the viewport, is focused or pointed at, and until then stays the server's HTML, whose
 * links already work as plain links. A page the browser renders itself (no server HTML) loads it
 * at once.
 *
 * How: the footer sits in its own Suspense boundary whose content is a lazy component, so React
 * leaves the server's markup in place (a dehydrated boundary) until the code arrives, then hydrates
 * it. The island takes no props and is memoised, so a re-render of the frame never reaches the
 * boundary before then (an update to a dehydrated boundary would make React drop the server's HTML
 * and log a recoverable error). A language switch before the footer is live renders it afresh, in
 * the new language, rather than hydrate English HTML with Arabic texts.
 */
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from '@ogulf/web-kit';
import { useServerRender } from '../app/server-render';

const FOOTER_SELECTOR = 'footer.site-footer';
/** How far below the viewport the footer starts loading, so it is live by the time it is read. */
const NEAR_VIEWPORT = '400px';

/** The first wait before the footer's code is asked for again after a failed load; doubled each time, up to a minute. */
const RETRY_MS = 2000;

let footerModule: Promise<{ default: ComponentType }> | undefined;
/**
 * Loads the footer's code (and its texts in the interface's language) once. A failed load (offline) is
 * tried again later rather than reported: meanwhile the server's footer stays as it is, its links plain.
 */
export function loadFooter(): Promise<{ default: ComponentType }> {
  footerModule ??= new Promise((resolve) => {
    const attempt = (wait: number) => {
      import('./footer')
        .then(async (module) => {
          await module.footerTexts;
          resolve({ default: module.Footer });
        })
        .catch(() => setTimeout(() => attempt(Math.min(wait * 2, 60_000)), wait));
    };
    attempt(RETRY_MS);
  });
  return footerModule;
}

let reachFooter: (() => void) | undefined;
/** Settles once the footer is needed: now when the page has no server footer, else when it comes near the viewport or the reader reaches it. */
const footerNeeded = new Promise<void>((resolve) => {
  reachFooter = resolve;
});

function watchForReader(): void {
  const footer = document.querySelector(FOOTER_SELECTOR);
  if (!footer || typeof IntersectionObserver === 'undefined') return reachFooter?.();
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && reachFooter?.(), {
    rootMargin: `0px 0px ${NEAR_VIEWPORT} 0px`,
  });
  observer.observe(footer);
  footer.addEventListener('focusin', () => reachFooter?.(), { once: true });
  footer.addEventListener('pointerenter', () => reachFooter?.(), { once: true });
  void footerNeeded.then(() => observer.disconnect());
}

const LazyFooter = lazy(() => {
  watchForReader();
  return footerNeeded.then(loadFooter);
});

/** Marks the boundary live once React has hydrated (or rendered) the footer in it. */
function Live({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive]);
  return null;
}

export const FooterIsland = memo(function FooterIsland() {
  const server = useServerRender();
  const { i18n } = useTranslation('shell');
  const firstLanguage = useRef(i18n.language);
  const live = useRef(false);
  const [fresh, setFresh] = useState(false);
  const markLive = useCallback(() => {
    live.current = true;
    document.querySelector(FOOTER_SELECTOR)?.setAttribute('data-live', '');
  }, []);

  const switched = i18n.language !== firstLanguage.current;
  useEffect(() => {
    if (switched && !live.current && !fresh) {
      reachFooter?.();
      setFresh(true);
    }
  }, [switched, fresh]);

  // On the server the footer is rendered at once, from the renderer's own import of it.
  const Footer = server?.Footer ?? LazyFooter;
  // The same element on every render until `fresh` changes: React then never sees an update to the
  // boundary while it waits (dehydrated) for the footer's code.
  return useMemo(
    () => (
      <Suspense key={fresh ? 'fresh' : 'server'} fallback={null}>
        <Footer />
        <Live onLive={markLive} />
      </Suspense>
    ),
    [fresh, Footer, markLive],
  );
});
