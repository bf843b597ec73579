import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { addNamespace, ApiQueryProvider, initI18n, provideRemoteLoader } from '@ogulf/web-kit';
import '@ogulf/web-kit/styles/tokens.css';
import '@ogulf/web-kit/styles/base.css';
import './layout/shell.css';
import { shellResources } from './i18n';
import { App } from './app/app';
import { loadRemoteModule } from './app/federation';
import { markDeviceTier } from './app/device-tier';
import { scheduleLoadCleanup } from './app/load-cleanup';
import { watchPerformance } from './app/perf-warnings';

markDeviceTier();
watchPerformance();
scheduleLoadCleanup();
initI18n();
// An Arabic page waits for the shell's Arabic texts (index.ts started fetching them beside this chunk).
const shellTexts = addNamespace('shell', shellResources);
provideRemoteLoader(loadRemoteModule);

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');
void shellTexts.then(() =>
  createRoot(root).render(
    <StrictMode>
      <ApiQueryProvider>
        <App />
      </ApiQueryProvider>
    </StrictMode>,
  ),
);
