import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenShopperActs } from '../../shared/first-action';
import './lazy-section.css';

/** How far below the fold a section starts loading its code and data, once the shopper is using the page. */
const NEAR = '400px 0px';

/**
 * True once the element is in the viewport, or within `NEAR` of it after the shopper's first action
 * (a scroll, pointer, key, touch or wheel: FIRST_ACTIONS), and stays true. A section just below the
 * fold is not part of the page's first load: it loads when the shopper starts using the page, well
 * before a scroll brings it into view.
 */
function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  const [acted, setActed] = useState(false);
  useEffect(() => {
    if (acted || near) return undefined;
    // A page already scrolled (before it was interactive, or restored on reload) has been used.
    if (window.scrollY > 0) {
      setActed(true);
      return undefined;
    }
    return whenShopperActs(() => setActed(true));
  }, [acted, near]);
  useEffect(() => {
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          // Not urgent: React renders the section in slices, between which the page stays responsive.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: acted ? NEAR : '0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, acted]);
  return near;
}

interface LazySectionProps {
  /** Names the placeholder (`home-lazy--{name}`), whose CSS reserves about the section's height. */
  name: string;
  children: ReactNode;
}

/**
 * A below-the-fold section that renders (and so fetches its code and data) only when it nears
 * the viewport (see useNearViewport); until then an empty box of about its height keeps the page
 * from jumping.
 */
export function LazySection({ name, children }: LazySectionProps) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const near = useNearViewport(element);
  const placeholder = (
    <div ref={setElement} className={`home-lazy home-lazy--${name}`} data-lazy-section={name} aria-hidden="true" />
  );
  if (!near) return placeholder;
  return (
    <Suspense fallback={<div className={`home-lazy home-lazy--${name}`} aria-hidden="true" />}>{children}</Suspense>
  );
}
