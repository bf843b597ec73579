import { COMPANY, whatsappUrl } from '@ogulf/web-kit';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from '@ogulf/web-kit/icons';
import { useCartLanguage } from '../../shared/use-cart-language';
import { TitledSection } from '@ogulf/web-kit/titled-section';

/** The company's phone, WhatsApp, email, showroom address and opening hours (Sun–Thu and Sat 08:00–18:00, Friday closed). */
export function ContactDetails() {
  const { t, lang } = useCartLanguage();
  return (
    <TitledSection
      as="aside"
      className="side-panel contact-details"
      headingClassName="side-panel__title"
      title={t('contact.detailsTitle')}
      testId="contact-details"
    >
      <ul className="stack contact-details__list" role="list">
        <li>
          <PhoneIcon size={20} />
          <div>
            <p className="contact-details__label">{t('contact.phone')}</p>
            <a href={COMPANY.phoneHref} className="ltr">
              {COMPANY.phone}
            </a>
          </div>
        </li>
        <li>
          <WhatsAppIcon size={20} />
          <div>
            <p className="contact-details__label">{t('contact.whatsapp')}</p>
            <a href={whatsappUrl(t('contact.whatsappText'))} target="_blank" rel="noopener noreferrer">
              {t('contact.whatsappAction')}
            </a>
          </div>
        </li>
        <li>
          <MailIcon size={20} />
          <div>
            <p className="contact-details__label">{t('contact.email')}</p>
            <a href={`mailto:${COMPANY.email}`} className="ltr">
              {COMPANY.email}
            </a>
          </div>
        </li>
        <li>
          <MapPinIcon size={20} />
          <div>
            <p className="contact-details__label">{t('contact.showroom')}</p>
            <address>{lang === 'ar' ? COMPANY.addressAr : COMPANY.address}</address>
          </div>
        </li>
        <li>
          <ClockIcon size={20} />
          <div>
            <p className="contact-details__label">{t('contact.hours')}</p>
            <p>
              {t('contact.hoursOpen')} <span className="ltr">08:00–18:00</span>
            </p>
            <p>{t('contact.hoursClosed')}</p>
          </div>
        </li>
      </ul>
    </TitledSection>
  );
}
