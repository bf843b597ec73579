import { initI18n, type Resources } from '@ogulf/web-kit';

/**
 * Merges texts into the catalogue namespace. The home sections below the fold carry their own
 * texts in their chunks (lists.*.json, more.*.json), so the page's first load holds only the
 * hero's and the category grid's.
 */
export function addHomeTexts(resources: Resources): void {
  const i18n = initI18n();
  for (const [lang, texts] of Object.entries(resources)) i18n.addResourceBundle(lang, 'catalog', texts, true, false);
}
