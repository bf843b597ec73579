import { Link, usePageTitle } from '@ogulf/web-kit';
import { AlertIcon, InfoIcon } from '@ogulf/web-kit/icons';
import { ContactDetails } from '../features/contact/contact-details';
import { ContactForm } from '../features/contact/contact-form';
import { QuoteForm } from '../features/quote/quote-form';
import { useQuoteItems } from '../features/quote/use-quote-items';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { useCartLanguage } from '../shared/use-cart-language';
import '../remote.css';
import '../features/cart/cart.css';
import '../features/contact/contact.css';

/** `/contact`: the contact form, or with `?quote=<slug>&qty=n` / `?quote=cart` the quote request; company details beside. */
export default function ContactPage() {
  const params = useSearchParams();
  const quote = params.get('quote');
  const { t } = useCartLanguage();
  const title = quote !== null ? t('quote.title') : t('contact.title');
  usePageTitle(title);
  return (
    <section className="container page-section contact-page">
      <h1>{title}</h1>
      <p className="lead">{quote !== null ? t('quote.intro') : t('contact.intro')}</p>
      <div className="side-layout contact-layout">
        <div className="contact-main">
          {quote !== null ? <QuoteRequest source={quote.trim()} quantity={params.get('qty')} /> : <ContactForm />}
        </div>
        <ContactDetails />
      </div>
    </section>
  );
}

function QuoteRequest({ source, quantity }: { source: string; quantity: string | null }) {
  const { t } = useCartLanguage();
  const state = useQuoteItems(source, quantity);
  if (state.status === 'loading') {
    return (
      <div aria-busy="true" data-testid="quote-loading">
        <span className="skeleton quote-skeleton" />
      </div>
    );
  }
  if (state.status === 'notFound') {
    return (
      <div className="empty-state" data-testid="quote-not-found">
        <InfoIcon size={40} />
        <p className="empty-state__title">{t('quote.notFound')}</p>
        <p className="empty-state__text">{t('quote.notFoundHint')}</p>
        <div className="empty-state__actions">
          <Link className="btn btn-primary" to="/products">
            {t('cartPage.browse')}
          </Link>
          <Link className="btn btn-outline" to="/contact">
            {t('quote.writeInstead')}
          </Link>
        </div>
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="empty-state empty-state--error" role="alert">
        <AlertIcon size={40} />
        <p className="empty-state__title">{t('quote.loadFailed')}</p>
        <button type="button" className="btn btn-primary" onClick={state.reload}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  return <QuoteForm items={state.items} setItems={state.setItems} />;
}
