/**
 * For the catalogue's component tests: its texts and a render inside the API query provider, as a
 * page shows a component. Never imported by the app.
 */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { ApiQueryProvider, initI18n, setLanguage, type Language } from '@ogulf/web-kit';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import '../i18n/browse-texts';

/** The catalogue's texts in both languages, merged into what browse-texts started (addNamespace would skip a namespace already there). */
export function loadCatalogTexts(): void {
  initI18n().addResourceBundle('en', 'catalog', en, true, false);
  initI18n().addResourceBundle('ar', 'catalog', ar, true, false);
}

/** Renders `ui` with the catalogue's texts in `lang`, inside the API query provider. */
export async function renderCatalog(ui: ReactElement, lang: Language = 'en') {
  loadCatalogTexts();
  await act(() => setLanguage(lang));
  return render(<ApiQueryProvider>{ui}</ApiQueryProvider>);
}
