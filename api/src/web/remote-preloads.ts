import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config, RemoteName } from '../config';
import { ORIGIN_TOKEN } from '../seo/origin';
import { REMOTES_PREFIX, remoteRoot } from './remotes';

/**
 * Preload hints for the remote a page is made of. Without them the browser learns of the remote
 * only after the shell's scripts ran and read `/remotes.json` and the manifest: four round trips
 * one after another before the page's own code starts downloading. With them the manifest, the
 * remote's entry and its `./pages` module (script and style) download beside the shell's scripts.
 * Only for remotes this server hosts itself: a remote deployed elsewhere is left to the runtime.
 */
export type RemotePreloads = (
  remote: RemoteName | undefined,
  pageChunk?: string,
  options?: PreloadOptions,
) => Promise<string>;

export interface PreloadOptions {
  /** The page's markup was rendered on the server: its remote's styles load as stylesheets, before first paint. */
  stylesheets?: boolean;
}

interface ManifestAssets {
  js?: { sync?: unknown; async?: unknown };
  css?: { sync?: unknown; async?: unknown };
}
interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: Array<{ name?: unknown; assets?: ManifestAssets }>;
}

const FILE_NAME = /^[\w.-]+$/;
/** The attribute of a `<template>` whose content the shell's loader adds to the head as it starts the scripts. */
export const AFTER_PAINT = 'data-after-paint';

/**
 * Sets `data-failed` on a preload link that failed (read by the shell's `forgetRemote`). A script
 * before the links rather than an `onerror` attribute on each: the Content-Security-Policy runs no
 * inline event handler, and allows this script by its hash (`FAILED_PRELOAD_WATCH_HASH`). `error`
 * does not bubble, so the document listens in the capture phase; the script runs before the
 * links are parsed, so no failure comes before it.
 */
export const FAILED_PRELOAD_WATCH =
  "document.addEventListener('error',function(e){var l=e.target;if(l&&l.tagName==='LINK'&&l.rel==='preload')l.dataset.failed=''},true)";
export const FAILED_PRELOAD_WATCH_HASH = `'sha256-${createHash('sha256').update(FAILED_PRELOAD_WATCH).digest('base64')}'`;
const names = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && FILE_NAME.test(item)) : [];

/**
 * The `<link>` tags for one remote's manifest (file names only: nothing from it reaches HTML
 * unchecked), after the script that marks failed ones. `pageChunk` names the page's own chunk of
 * `./pages` (`home-page`: built whole, see PAGE_CHUNK in rspack-config), hinted too, so the page's
 * code does not wait for `./pages` to run before it starts downloading.
 */
export function preloadLinks(
  remote: RemoteName,
  manifest: Manifest,
  pageChunk?: string,
  { stylesheets = false }: PreloadOptions = {},
): string {
  const base = `${REMOTES_PREFIX}${remote}/`;
  const entry = manifest.metaData?.remoteEntry;
  const entryName =
    typeof entry?.name === 'string' && FILE_NAME.test(entry.name) && !entry.path ? entry.name : undefined;
  const pages = manifest.exposes?.find((expose) => expose.name === 'pages')?.assets;
  // A preload that failed stays in Chromium's preload cache and answers the next request for its URL
  // with the same failure. Marking it lets the shell use it up before retrying the remote.
  const ofPage = (files: string[]) => (pageChunk ? files.filter((file) => file.startsWith(`${pageChunk}.`)) : []);
  // A stylesheet by its full address, as the remote's runtime names it (its public path is the
  // manifest's full URL): the runtime then finds it in place when it loads the page's chunk, instead
  // of linking it a second time, after other stylesheets (which would change which rules win).
  const link = (as: string, href: string) =>
    as === 'style' && stylesheets
      ? `<link rel="stylesheet" href="${ORIGIN_TOKEN}${href}">`
      : `<link rel="preload" as="${as}"${as === 'fetch' ? ' crossorigin' : ''} href="${href}">`;
  const styles = [...names(pages?.css?.sync), ...ofPage(names(pages?.css?.async))].map((file) =>
    link('style', `${base}${file}`),
  );
  const code = [
    // fetch() sends same-origin credentials: a preload matches it only with `crossorigin`.
    link('fetch', `${base}mf-manifest.json`),
    ...(entryName ? [link('script', `${base}${entryName}`)] : []),
    ...names(pages?.js?.sync).map((file) => link('script', `${base}${file}`)),
    ...ofPage(names(pages?.js?.async)).map((file) => link('script', `${base}${file}`)),
  ].join('');
  // A server-rendered page starts its scripts after its first paint (the shell's loader, see
  // packages/rspack-config/scripts-after-paint.mjs), and its code hints with them: the loader moves
  // the template's links into the head then. Until that paint the page's styles and pictures have the
  // connection to themselves.
  return `<script>${FAILED_PRELOAD_WATCH}</script>${styles.join('')}${stylesheets ? `<template ${AFTER_PAINT}>${code}</template>` : code}`;
}

/** Reads each hosted remote's `mf-manifest.json` again only when the file changes (a redeploy). */
export function remotePreloads(config: Config): RemotePreloads {
  const cache = new Map<string, { mtimeMs: number; size: number; links: string }>();
  return async (remote, pageChunk, options = {}) => {
    if (!remote || config.remoteManifestUrls[remote]) return '';
    const root = remoteRoot(config.webRoot, remote);
    if (!root) return '';
    const file = path.join(root, 'mf-manifest.json');
    const stat = await fs.stat(file).catch(() => undefined);
    if (!stat?.isFile()) return '';
    const key = `${remote} ${pageChunk ?? ''} ${options.stylesheets === true}`;
    const cached = cache.get(key);
    if (cached?.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.links;
    let links = '';
    try {
      links = preloadLinks(remote, JSON.parse(await fs.readFile(file, 'utf8')) as Manifest, pageChunk, options);
    } catch {
      // A manifest being replaced mid-read or not JSON: no hints this time, the page still works.
      return '';
    }
    cache.set(key, { mtimeMs: stat.mtimeMs, size: stat.size, links });
    return links;
  };
}
