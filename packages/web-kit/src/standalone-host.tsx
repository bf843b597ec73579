/**
 * A minimal host for running one remote on its own (`npm run dev -w mf-catalog`):
 * router, i18n and styles, a bar of the remote's own pages, and a plain 404.
 * Not part of the shared singleton, so the shell never downloads it.
 */
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
// The shared web-kit module, not ./query: the remote's hooks and apiSend use that copy's QueryClient.
import { ApiQueryProvider } from '@ogulf/web-kit';
import type { RemotePageProps } from './contracts';
import { currentLanguage, initI18n, setLanguage } from './i18n';
import { Link, useLocation } from './navigation';
import './styles/tokens.css';
import './styles/base.css';

export interface StandaloneOptions {
  remote: string;
  Pages: ComponentType<RemotePageProps>;
  links: ReadonlyArray<{ to: string; label: string }>;
}

function StandaloneNotFound() {
  const { pathname } = useLocation();
  return (
    <section className="container" style={{ paddingBlock: '3rem' }}>
      <h1>Page Not Found</h1>
      <p>
        404: <code>{pathname}</code> is not a page of this remote.
      </p>
    </section>
  );
}

function Bar({ remote, links }: Pick<StandaloneOptions, 'remote' | 'links'>) {
  useTranslation();
  const next = currentLanguage() === 'ar' ? 'en' : 'ar';
  return (
    <header
      style={{
        borderBottom: '1px solid #ddd',
        padding: '0.5rem 1rem',
        display: 'flex',
        gap: '1rem',
        flexWrap: 'wrap',
        alignItems: 'center',
      }}
    >
      <strong>{remote} · standalone</strong>
      <nav aria-label="Pages of this remote" style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        {links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </nav>
      <button type="button" className="btn btn-ghost" onClick={() => void setLanguage(next)}>
        {next === 'ar' ? 'العربية' : 'English'}
      </button>
    </header>
  );
}

/** Renders the remote's pages into #root inside a router with the shared i18n instance. */
export function mountStandalone({ remote, Pages, links }: StandaloneOptions): void {
  initI18n();
  const root = document.getElementById('root');
  if (!root) throw new Error('standalone host needs a #root element');
  createRoot(root).render(
    <StrictMode>
      <ApiQueryProvider>
        <Bar remote={remote} links={links} />
        <main id="main">
          <Suspense fallback={<p className="container">Loading…</p>}>
            <Pages notFound={<StandaloneNotFound />} />
          </Suspense>
        </main>
      </ApiQueryProvider>
    </StrictMode>,
  );
}
