import { usePageTitle } from '@ogulf/web-kit';
import { ContactDetails } from '../features/contact/contact-details';
import { ContactForm } from '../features/contact/contact-form';
import { QuoteForm } from '../features/quote/quote-form';
import { useQuoteItems } from '../features/quote/use-quote-items';
import { useSearchParams } from '@ogulf/web-kit/search-params';
import { useCartLanguage } from '../shared/use-cart-language';
import '../remote.css';
import '../features/cart/cart.css';
import '../features/contact/contact.css';
import { EmptyState } from '../shared/empty-state';

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
      <EmptyState
        tone="info"
        title={t('quote.notFound')}
        text={t('quote.notFoundHint')}
        testId="quote-not-found"
        links={[
          { to: '/products', label: t('cartPage.browse') },
          { to: '/contact', label: t('quote.writeInstead') },
        ]}
      />
    );
  }
  if (state.status === 'error') {
    return <EmptyState tone="error" title={t('quote.loadFailed')} onRetry={state.reload} />;
  }
  return <QuoteForm items={state.items} setItems={state.setItems} />;
}
