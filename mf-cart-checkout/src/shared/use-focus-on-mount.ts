import { useEffect, useRef } from 'react';

/** A ref whose element takes focus once, when it first appears (give a fresh `key` to focus it again). */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
