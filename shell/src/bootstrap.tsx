import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  addNamespace,
  ApiQueryProvider,
  apiQueryClient,
  currentLanguage,
  initI18n,
  provideRemoteLoader,
} from '@ogulf/web-kit';
import { hydrate, type DehydratedState } from '@ogulf/web-kit/hydration';
import { LANGUAGE_COOKIE } from '@ogulf/contracts/constants';
import { shellResources } from './i18n';
import { App } from './app/app';
import { loadRemoteModule } from './app/federation';
import { markDeviceTier } from './app/device-tier';
import { scheduleLoadCleanup } from './app/load-cleanup';
import { watchPerformance } from './app/perf-warnings';
import { dropAbandonedParts, readServerRender, reportRecoverableError, streamedPartsInPlace } from './app/ssr-state';

markDeviceTier();
watchPerformance();
scheduleLoadCleanup();
// The server renders a page in the language of the `lang` cookie when its address names none.
initI18n().on('languageChanged', (lang: string) => {
  document.cookie = `${LANGUAGE_COOKIE}=${lang === 'ar' ? 'ar' : 'en'}; path=/; max-age=31536000; samesite=lax`;
});
// An Arabic page waits for the shell's Arabic texts (index.ts started fetching them beside this chunk).
const shellTexts = addNamespace('shell', shellResources);
provideRemoteLoader(loadRemoteModule);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
const page = (
  <StrictMode>
    <ApiQueryProvider>
      <App />
    </ApiQueryProvider>
  </StrictMode>
);
void shellTexts.then(() => {
  // The server rendered this page in the language it was asked for (`?lang=`); a reader whose stored
  // choice differs gets the page rendered afresh in theirs.
  const server = readServerRender();
  if (server && server.lang === currentLanguage() && root.firstElementChild) {
    hydrate(apiQueryClient(), server.queries as DehydratedState);
    void streamedPartsInPlace(root).then((inPlace) => {
      if (inPlace) dropAbandonedParts(root);
      // In a transition, hydration yields to the browser every few milliseconds instead of running as
      // one long task (React hydrates a plain hydrateRoot at default priority, in one go): the server's
      // page is already on screen, and a tap on a part not yet hydrated makes React hydrate it first.
      startTransition(() => {
        hydrateRoot(root, page, { onRecoverableError: reportRecoverableError });
      });
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(page);
  }
});
