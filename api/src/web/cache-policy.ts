import path from 'node:path';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

// Entry points that must be re-checked on every load so a deploy takes effect at once.
const ENTRY_POINTS = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
// Bundlers put a content hash of at least 8 hex digits between dots: main.3f2a9c1b.js.
const CONTENT_HASH = /\.[0-9a-f]{8,}\./;

/**
 * Cache-Control for a built front-end file. A file whose name carries a content hash never
 * changes under that name, so browsers may keep it for a year; everything else is revalidated.
 * A precompressed sibling (`.br`, `.gz`) is judged by the name of the file it encodes.
 */
export function cacheControlFor(file: string): string {
  const name = path.basename(file).replace(/\.(br|gz)$/, '');
  if (ENTRY_POINTS.has(name)) return REVALIDATE;
  return CONTENT_HASH.test(name) ? IMMUTABLE : REVALIDATE;
}
