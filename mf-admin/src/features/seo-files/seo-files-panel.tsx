import { addNamespace, useTranslation } from '@ogulf/web-kit';
import { RefreshIcon } from '@ogulf/web-kit/icons';
import { downloadText } from './download';
import type { SiteFiles } from './generate-site-files';
import { useSiteFiles } from './use-site-files';
import en from './i18n/en.json';
import ar from './i18n/ar.json';
import './seo-files.css';

const NS = 'adminSeoFiles';
addNamespace(NS, { en, ar });

const FILES = [
  { key: 'sitemap', name: 'sitemap.xml', type: 'application/xml;charset=utf-8' },
  { key: 'robots', name: 'robots.txt', type: 'text/plain;charset=utf-8' },
  { key: 'llms', name: 'llms.txt', type: 'text/plain;charset=utf-8' },
] as const satisfies ReadonlyArray<{ key: keyof SiteFiles; name: string; type: string }>;

const DownloadIcon = () => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" />
  </svg>
);

/**
 * The admin's panel for the site files (spec section 1): the sitemap, robots file and AI summary,
 * generated in the browser from the catalogue and blog (again 1 s after the stored lists change),
 * each downloadable as a text file.
 */
export function SeoFilesPanel() {
  const { t, i18n } = useTranslation(NS);
  const { state, regenerate, busy } = useSiteFiles();
  const time =
    state.status === 'ready'
      ? new Intl.DateTimeFormat(i18n.language === 'ar' ? 'ar-QA-u-nu-latn' : 'en-QA', { timeStyle: 'medium' }).format(
          state.generatedAt,
        )
      : '';

  return (
    <section className="adm-card seo-files" aria-labelledby="seo-files-title" data-testid="seo-files">
      <div className="split-row seo-files__head">
        <h2 id="seo-files-title" className="adm-card__title">
          {t('title')}
        </h2>
        <button type="button" className="btn btn-outline btn-sm" onClick={regenerate} disabled={busy}>
          <RefreshIcon size={16} />
          {t('regenerate')}
        </button>
      </div>
      <p className="seo-files__intro">{t('intro')}</p>
      <p className="seo-files__status" role="status" aria-live="polite" data-testid="seo-files-status">
        {busy ? t('generating') : t('generatedAt', { time })}
      </p>
      {state.status === 'ready' && state.fromStorage.length > 0 && (
        <p className="seo-files__note">{t('fromStorage')}</p>
      )}
      <ul className="seo-files__list" role="list">
        {FILES.map((file) => {
          const content = state.status === 'ready' ? state.files[file.key] : undefined;
          const failed = state.status === 'ready' && content === null;
          const hintId = `seo-files-${file.key}-hint`;
          return (
            <li key={file.key} className="split-row seo-files__item">
              <div className="seo-files__text">
                <p className="seo-files__label">
                  <strong>{t(`files.${file.key}.label`)}</strong>{' '}
                  <code dir="ltr" translate="no">
                    {file.name}
                  </code>
                  {typeof content === 'string' && (
                    <span className="seo-files__size">
                      {t('size', { size: (new Blob([content]).size / 1024).toFixed(1) })}
                    </span>
                  )}
                </p>
                <p id={hintId} className="seo-files__hint">
                  {t(`files.${file.key}.hint`)}
                </p>
                {failed && (
                  <p className="seo-files__error" role="alert">
                    {t('failed', { file: file.name })}
                  </p>
                )}
                {file.key === 'llms' && state.status === 'ready' && state.files.llmsIsFallback && (
                  <p className="seo-files__note">{t('fallback')}</p>
                )}
              </div>
              <button
                type="button"
                className="btn btn-primary btn-sm seo-files__download"
                disabled={typeof content !== 'string'}
                aria-describedby={hintId}
                onClick={() => {
                  if (typeof content === 'string') downloadText(file.name, content, file.type);
                }}
              >
                <DownloadIcon />
                {t('download', { file: file.name })}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
