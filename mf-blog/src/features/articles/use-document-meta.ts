import { useEffect } from 'react';

function headElement<K extends 'meta' | 'link'>(
  tag: K,
  selector: string,
  init: (el: HTMLElementTagNameMap[K]) => void,
) {
  const existing = document.head.querySelector<HTMLElementTagNameMap[K]>(selector);
  if (existing) return { el: existing, created: false };
  const el = document.createElement(tag);
  init(el);
  document.head.append(el);
  return { el, created: true };
}

/**
 * Sets `document.title` exactly, `<meta name="description">` and `<link rel="canonical">` while
 * the page is shown (creating the tags when missing), and puts back what was there before.
 */
export function useDocumentMeta({
  title,
  description,
  canonical,
}: {
  title?: string;
  description?: string;
  canonical?: string;
}): void {
  useEffect(() => {
    if (title === undefined) return undefined;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return undefined;
    const { el, created } = headElement('meta', 'meta[name="description"]', (meta) => {
      meta.name = 'description';
    });
    const previous = el.content;
    el.content = description;
    return () => {
      if (created) el.remove();
      else el.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (canonical === undefined) return undefined;
    const { el, created } = headElement('link', 'link[rel="canonical"]', (link) => {
      link.rel = 'canonical';
    });
    const previous = el.href;
    el.href = canonical;
    return () => {
      if (created) el.remove();
      else el.href = previous;
    };
  }, [canonical]);
}
