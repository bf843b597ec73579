import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import type { Config } from '../config';

// `<script ...>text</script>`; a script's text is raw (no entities, no nested tags), so the first
// `</script` ends it, as in the browser's parser.
const SCRIPT = /<script\b([^>]*)>([^]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
// Types a browser runs; any other (application/ld+json) is a data block, which CSP does not govern.
const SCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * `'sha256-…'` sources of the inline scripts a browser would run in `html`: scripts without a
 * `src` whose type is JavaScript. Hashed exactly as written, which is what the browser hashes.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(` ${attributes}`)) continue;
    const type = TYPE_ATTRIBUTE.exec(` ${attributes}`);
    const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim().toLowerCase();
    if (!SCRIPT_TYPES.has(value)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The hashes of the inline scripts of the built shell's `index.html` (the script that sets the
 * page's language before the first paint), read again only when the file changes, so a redeploy
 * of the shell is allowed at once. Every page the server sends is that file, with head tags that
 * hold no script a browser runs. Empty while there is no build.
 */
export function shellScriptHashesLoader(file: string): () => Promise<readonly string[]> {
  let cached: { mtimeMs: number; size: number; hashes: readonly string[] } | undefined;
  return async () => {
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return [];
    if (cached?.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = { mtimeMs: stat.mtimeMs, size: stat.size, hashes: inlineScriptHashes(await fs.readFile(file, 'utf8')) };
    }
    return cached.hashes;
  };
}

/**
 * Origins other than the page's own that the pages load code from: each remote deployed
 * elsewhere (`MF_*_URL`; its manifest, entry, chunks, styles and pictures live beside it), and
 * `PUBLIC_URL`, which `/remotes.json` names the hosted remotes under when the site is reached
 * by another address (a health check on localhost, a staging alias).
 */
export function foreignOrigins(config: Pick<Config, 'remoteManifestUrls' | 'publicUrl'>): string[] {
  const urls = [...Object.values(config.remoteManifestUrls), ...(config.publicUrl ? [config.publicUrl] : [])];
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/**
 * The site's Content-Security-Policy. Scripts only from this site, the remotes' origins and the
 * inline scripts hashed in `scriptHashes`: no inline handler, no injected `<script>`, no eval.
 * Style sheets come from files only; `style` attributes are allowed (`style-src-attr`): a
 * server-rendered page carries React's `style` props as attributes (in the browser React sets them
 * through the CSSOM, which CSP allows anyway), and an attribute can hold no code, only a look.
 * Pictures may be anywhere: a product's picture may be an absolute URL the admin entered, and a
 * picture runs no code. The page cannot be framed, nor its base URL or form targets changed.
 */
export function contentSecurityPolicy(origins: readonly string[], scriptHashes: readonly string[] = []): string {
  const code = ["'self'", ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[code, ...scriptHashes].join(' ')}`,
    `style-src ${code}`,
    "style-src-attr 'unsafe-inline'",
    `font-src ${code}`,
    'img-src * data: blob:',
    // The federation runtime fetches each remote's manifest; /remotes.json is preloaded. `data:`:
    // the admin's storage migration reads pictures kept inline in browser storage with fetch().
    `connect-src ${code} data:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
