/** Component tests: an admin form rendered as the dashboard renders it (admin and dashboard texts, query provider), in English or Arabic. */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApiQueryProvider, initI18n, LANGUAGES, setLanguage, type Language } from '@ogulf/web-kit';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';
import dashboardEn from '../i18n/dashboard.en.json';
import dashboardAr from '../i18n/dashboard.ar.json';

export async function renderInLanguage(ui: ReactElement, lang: Language = 'en') {
  // Merged, not `addNamespace`: a section that brings its own texts (the CSV section) may have
  // started the namespace when its module loaded, and the base texts must still come in.
  for (const each of LANGUAGES) {
    initI18n().addResourceBundle(each, 'admin', each === 'ar' ? ar : en, true, false);
    initI18n().addResourceBundle(each, 'admin', each === 'ar' ? dashboardAr : dashboardEn, true, false);
  }
  // jsdom has no modal dialogs: open is enough for a form inside one.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  await setLanguage(lang);
  return render(<ApiQueryProvider>{ui}</ApiQueryProvider>);
}
