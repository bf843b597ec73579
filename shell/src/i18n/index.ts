import en from './en.json';

/**
 * The `shell` namespace: English in the shell's own chunk, Arabic fetched when the interface is or
 * turns Arabic (~1.9 KB gzip that an English page does not download). Register with
 * `addNamespace('shell', shellResources)`.
 */
export const shellResources = {
  en,
  ar: () => import('./ar.json').then((texts) => texts.default),
};
