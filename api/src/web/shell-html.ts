import fs from 'node:fs/promises';
import { SSR_STATE_ID } from '@ogulf/contracts/constants';

/**
 * The built shell's `index.html`, split so each page can get its own `<html lang dir>` and head
 * tags: the build's generic `<title>` and description are taken out, and the page's tags go right
 * after the viewport meta (the charset stays first, within the first bytes as HTML requires).
 */
export interface ShellTemplate {
  /** The page, with `body` (server-rendered markup and the data it was made from) inside `#root`. */
  render(lang: 'en' | 'ar', head: string, body?: { html: string; state: string }): string;
  /**
   * The page around a body that is streamed: `start` ends with the opening `<div id="root">`,
   * `end(state)` closes it and carries the data the body was made from. Undefined when the built
   * page has no empty `#root`.
   */
  parts(lang: 'en' | 'ar', head: string): { start: string; end(state: string): string } | undefined;
}

const EMPTY_ROOT = '<div id="root"></div>';

const HTML_OPEN = /<html\b[^>]*>/i;
const TITLE = /<title\b[^>]*>[^]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']?description["']?[^>]*>/i;
const ANCHORS = [/<meta\s+name=["']?viewport["']?[^>]*>/i, /<meta\s+charset[^>]*>/i, /<head\b[^>]*>/i];

/** Splits a built `index.html` into the parts around the language attributes and the head tags. */
export function parseShellTemplate(html: string): ShellTemplate {
  let rest = html.replace(TITLE, '').replace(DESCRIPTION, '');
  const open = HTML_OPEN.exec(rest);
  const beforeHtml = open ? rest.slice(0, open.index) : '';
  if (open) rest = rest.slice(open.index + open[0].length);
  const anchor = ANCHORS.map((pattern) => pattern.exec(rest)).find((match) => match !== null);
  // Without a head (a bare fixture page) the tags go first, right after the doctype.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(rest);
  const cut = anchor ? anchor.index + anchor[0].length : doctype ? doctype[0].length : 0;
  const beforeHead = rest.slice(0, cut);
  const afterHead = rest.slice(cut);
  const root = afterHead.indexOf(EMPTY_ROOT);
  const stateScript = (state: string) => `<script id="${SSR_STATE_ID}" type="application/json">${state}</script>`;
  const withBody = (body?: { html: string; state: string }) =>
    body && root >= 0
      ? `${afterHead.slice(0, root)}<div id="root">${body.html}</div>${stateScript(body.state)}` +
        afterHead.slice(root + EMPTY_ROOT.length)
      : afterHead;
  const documentStart = (lang: 'en' | 'ar', head: string) =>
    `${beforeHtml}${open ? `<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">` : ''}${beforeHead}${head}`;
  return {
    render: (lang, head, body) => `${documentStart(lang, head)}${withBody(body)}`,
    parts: (lang, head) =>
      root < 0
        ? undefined
        : {
            start: `${documentStart(lang, head)}${afterHead.slice(0, root)}<div id="root">`,
            end: (state) => `</div>${stateScript(state)}${afterHead.slice(root + EMPTY_ROOT.length)}`,
          },
  };
}

/**
 * Reads and parses the shell's `index.html`, again only when the file changes (a redeploy of the
 * shell takes effect at once). Undefined while there is no build.
 */
export function shellTemplateLoader(file: string): () => Promise<ShellTemplate | undefined> {
  let cached: { mtimeMs: number; size: number; template: ShellTemplate } | undefined;
  return async () => {
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return undefined;
    if (cached?.mtimeMs !== stat.mtimeMs || cached.size !== stat.size) {
      cached = {
        mtimeMs: stat.mtimeMs,
        size: stat.size,
        template: parseShellTemplate(await fs.readFile(file, 'utf8')),
      };
    }
    return cached.template;
  };
}
