import { COMPANY, Link, whatsappUrl } from '@ogulf/web-kit';
import { StorefrontIcon, WhatsAppIcon } from '@ogulf/web-kit/icons';
import { useBlogLanguage } from './use-blog-language';

/** Turns a reader into a visitor: the showroom address, the contact page and a WhatsApp chat with OGulf about this article. */
export function CtaCard({ articleTitle }: { articleTitle: string }) {
  const { t, lang } = useBlogLanguage();
  return (
    <section className="cta-card" aria-labelledby="cta-heading" data-testid="article-cta">
      <StorefrontIcon size={28} className="cta-card__icon" />
      <h2 id="cta-heading" className="cta-card__title">
        {t('articles.ctaTitle')}
      </h2>
      <p className="cta-card__text">{t('articles.ctaText')}</p>
      <address className="cta-card__address">{lang === 'ar' ? COMPANY.addressAr : COMPANY.address}</address>
      <div className="cta-card__actions">
        <Link to="/contact" className="btn btn-primary">
          {t('articles.ctaContact')}
        </Link>
        <a
          href={whatsappUrl(t('articles.ctaWhatsAppMessage', { title: articleTitle }))}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline"
          aria-label={`${t('articles.ctaWhatsApp')} (${t('articles.newTab')})`}
        >
          <WhatsAppIcon size={18} />
          {t('articles.ctaWhatsApp')}
        </a>
      </div>
    </section>
  );
}
