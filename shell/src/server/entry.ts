/**
 * The shell's Node build (`createConfig({ ssr: true })` in rspack-config): what the API's server
 * renderer loads from `shell/dist/server/`. It exports the renderer and the shared singletons a
 * storefront remote's Node build requires, the same copies the renderer uses, as the shell's share
 * scope provides them in the browser. Imported as modules here, so each resolves exactly as the
 * rest of this bundle imports it (one i18next, one web-kit).
 */
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as wouter from 'wouter';
import * as zustand from 'zustand';
import * as i18next from 'i18next';
import * as webKit from '@ogulf/web-kit';

export { renderApp, streamApp } from './render-app';
export type { RenderInput, RenderOutput, StreamInput, StreamOutput } from './render-app';

/** What a remote's Node build may `require`: the names of `sharedSingletons` in rspack-config. */
export const shared: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-dom/client': reactDomClient,
  wouter,
  zustand,
  i18next,
  '@ogulf/web-kit': webKit,
};
