import { Suspense, useEffect, useState, type ReactNode } from 'react';
import './lazy-section.css';

/** How far below the fold a section starts loading its code and data. */
const NEAR = '400px 0px';

/** True once the element has come within `NEAR` of the viewport (and stays true). */
function useNearViewport(element: Element | null): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

interface LazySectionProps {
  /** Names the placeholder (`home-lazy--{name}`), whose CSS reserves about the section's height. */
  name: string;
  children: ReactNode;
}

/**
 * A below-the-fold section that renders (and so fetches its code and data) only when it nears
 * the viewport; until then an empty box of about its height keeps the page from jumping.
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
