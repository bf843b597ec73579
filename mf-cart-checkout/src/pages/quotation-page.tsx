import { ApiError, COMPANY, setLanguage, useHydrated, usePageTitle } from '@ogulf/web-kit';
import { isTokenShaped } from '../features/orders/api/get-order-confirmation';
import { AcceptForm } from '../features/quotation/accept-form';
import { quotationPdfPath, useQuotation } from '../features/quotation/api/quotation-api';
import { ChangesForm } from '../features/quotation/changes-form';
import { QuotationDocument } from '../features/quotation/quotation-document';
import { QuotationStatus } from '../features/quotation/quotation-status';
import { isolate, ltrIsolate } from '../shared/bidi';
import { useCartLanguage } from '../shared/use-cart-language';
import '../remote.css';
import '../features/checkout/checkout.css';
import '../features/contact/contact.css';
import '../features/quotation/quotation.css';
import { EmptyState } from '../shared/empty-state';

/**
 * `/quote/:token`: the quotation the shop sent, read by its private token, in the page's
 * language; accepted online (an order at the quoted prices) or answered with a request for changes.
 */
export default function QuotationPage({ token: raw }: { token: string }) {
  const { t, lang } = useCartLanguage();
  usePageTitle(t('quotation.title'));
  const token = raw.trim();
  const usable = isTokenShaped(token);
  const hydrated = useHydrated();
  // A private quotation: read in the browser (the server and the hydration show the loading state).
  const quotation = useQuotation(usable && hydrated ? token : null);
  const notFound =
    !usable ||
    (quotation.status === 'error' &&
      quotation.error instanceof ApiError &&
      quotation.error.status >= 400 &&
      quotation.error.status < 500 &&
      quotation.error.status !== 429);

  if (notFound || quotation.status === 'error' || quotation.status === 'loading')
    return (
      <section className="container page-section quotation-page" aria-busy={usable && quotation.status === 'loading'}>
        <h1>{t('quotation.title')}</h1>
        <div className="client-area">
          {notFound ? (
            <EmptyState
              tone="info"
              title={t('quotation.notFound')}
              text={t('quotation.notFoundHint', { phone: ltrIsolate(COMPANY.phone) })}
              testId="quotation-not-found"
              links={[{ to: '/contact', label: t('confirmation.contactUs') }]}
            />
          ) : quotation.status === 'error' ? (
            <EmptyState
              tone="error"
              title={t('quotation.loadFailed')}
              text={t('confirmation.loadFailedHint')}
              onRetry={quotation.reload}
            />
          ) : (
            <div className="confirmation-skeleton" aria-hidden="true" data-testid="quotation-loading">
              <span className="skeleton confirmation-skeleton__hero" />
              <span className="skeleton confirmation-skeleton__card" />
              <span className="skeleton confirmation-skeleton__items" />
            </div>
          )}
        </div>
      </section>
    );

  const data = quotation.data;
  const other = data.language !== lang ? data.language : null;
  return (
    <section className="container page-section quotation-page">
      <header className="split-row quotation-page__head">
        <div>
          <h1>{t('quotation.title')}</h1>
          <p className="quotation-page__lead">
            {t('quotation.lead', { name: isolate(data.customer.company || data.customer.name) })}
          </p>
        </div>
        <a className="btn btn-outline" href={quotationPdfPath(token)} download data-testid="quotation-pdf">
          {t('quotation.pdf')}
        </a>
      </header>
      {other && (
        <p className="quotation-page__language" data-testid="quotation-language-hint">
          {t('quotation.writtenIn', { language: t(`quotation.languages.${other}`) })}{' '}
          <button type="button" className="link-button" lang={other} onClick={() => void setLanguage(other)}>
            {t('quotation.readIn', { lng: other })}
          </button>
        </p>
      )}
      <QuotationStatus quotation={data} />
      <QuotationDocument quotation={data} now={new Date()} />
      {(data.canAccept || data.canRequestChanges) && (
        <div className={data.canAccept ? 'quotation-actions' : 'quotation-actions quotation-actions--single'}>
          {data.canAccept && <AcceptForm token={token} quotation={data} onClosed={quotation.reload} />}
          {data.canRequestChanges && (
            <aside className="quotation-actions__side">
              <ChangesForm token={token} quotation={data} onChanged={quotation.reload} />
            </aside>
          )}
        </div>
      )}
    </section>
  );
}
