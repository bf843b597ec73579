import { usePageTitle } from '@ogulf/web-kit';
import { useCatalogLanguage } from '../i18n/use-catalog-language';
import { useFitoutRules } from '../features/fit-out/api/get-fitout-rules';
import { FitOutBuilder } from '../features/fit-out/fit-out-builder';
import { RetryAlert } from '../shared/retry-alert';
import '../i18n/fitout-texts';
import '../features/fit-out/fit-out.css';

/** `/fit-out`: the fit-out quote builder (rooms in, a bill of materials from the live catalogue out). */
export default function FitOutPage() {
  const { t } = useCatalogLanguage();
  usePageTitle(t('fitout.pageTitle'));
  const rules = useFitoutRules();
  return (
    <div className="fitout" data-testid="fit-out">
      <header className="fitout-hero">
        <div className="container">
          <p className="fitout-hero__eyebrow eyebrow">{t('fitout.eyebrow')}</p>
          <h1 className="fitout-hero__title">{t('fitout.title')}</h1>
          <p className="fitout-hero__lead">{t('fitout.lead')}</p>
          <ol className="fitout-hero__steps">
            <li>{t('fitout.step1')}</li>
            <li>{t('fitout.step2')}</li>
            <li>{t('fitout.step3')}</li>
          </ol>
        </div>
      </header>
      <div className="container fitout-body">
        {rules.status === 'success' ? (
          <FitOutBuilder catalog={rules.data} />
        ) : rules.status === 'error' ? (
          <RetryAlert
            className="fitout-status"
            text={t('fitout.loadFailed')}
            retryLabel={t('fitout.retry')}
            onRetry={rules.reload}
          />
        ) : (
          <p className="fitout-status" role="status">
            {t('fitout.loading')}
          </p>
        )}
      </div>
    </div>
  );
}
