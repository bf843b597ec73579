/**
 * The shell's page starts its scripts after the first paint of a server-rendered page.
 *
 * The page's HTML already carries its content, styles and pictures. Its scripts (the federation
 * runtime, React and the remote's code, about 150 KB gzip) only make it interactive. Started with
 * the HTML, as a `<script type="module">` in the head does, they compete on a phone's connection
 * and CPU with what the first paint needs: on a mobile profile the pictures and stylesheets shared
 * the bandwidth with them, and the first frame waited while the scripts ran.
 *
 * So the HTML plugin's module script becomes an inline loader that adds it once both hold:
 * - the document is parsed (a module script that ran earlier would hydrate a page still streaming,
 *   as the tag it replaces never did: a module script runs after parsing);
 * - the page has painted (a `paint` entry: first paint or first contentful paint), or there is no
 *   server markup to paint (a client-rendered page such as the admin's), or the tab is hidden (it
 *   paints nothing until shown), or the browser reports no paints, or 3 s have passed.
 *
 * The code hints wait with them: the shell's `/remotes.json` and, on a server-rendered page, the
 * remote's manifest, entry and page chunk (`remote-preloads.ts` in the API) are links inside a
 * `<template data-after-paint>`, which the loader moves into the head just before it adds the
 * scripts, so they all download side by side. The loader is an inline script: the API's
 * Content-Security-Policy allows the shell page's inline scripts by their hashes.
 */
import { rspack } from '@rspack/core';
import { afterPaintLoader } from './src/after-paint-loader.mjs';

const NAME = 'ScriptsAfterPaint';

/** Replaces the HTML plugin's `<script type="module" src>` tags with one `afterPaintLoader`. */
export class ScriptsAfterPaint {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(NAME, async (data) => {
        const modules = data.assetTags.scripts.filter(
          (tag) =>
            tag.tagName === 'script' && tag.attributes.type === 'module' && typeof tag.attributes.src === 'string',
        );
        if (modules.length === 0) return data;
        const loader = {
          tagName: 'script',
          attributes: {},
          voidTag: false,
          innerHTML: afterPaintLoader(modules.map((tag) => tag.attributes.src)),
        };
        data.assetTags.scripts = [...data.assetTags.scripts.filter((tag) => !modules.includes(tag)), loader];
        return data;
      });
    });
  }
}
