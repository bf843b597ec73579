/** Component tests: a form rendered as the shell renders a page (cart texts loaded, query provider), in English or Arabic. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { addNamespace, ApiQueryProvider, setLanguage, type Language } from '@ogulf/web-kit';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

export async function renderInLanguage(ui: ReactElement, lang: Language = 'en') {
  addNamespace('cart', { en, ar });
  await setLanguage(lang);
  return render(<ApiQueryProvider>{ui}</ApiQueryProvider>);
}
