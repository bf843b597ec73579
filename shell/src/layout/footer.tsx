import { addNamespace, COMPANY, useTranslation, Link } from '@ogulf/web-kit';
import type { ComponentType } from 'react';
import {
  ClockIcon,
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  XIcon,
  type IconProps,
} from '@ogulf/web-kit/icons';
import './brand.css';
import './footer.css';
import en from '../i18n/footer.en.json';
import { PhoneLink } from './phone-link';

/**
 * The footer's texts: a namespace of their own, so they come with the footer's code (the browser
 * loads it as an island, `footer-island.tsx`) and not with every page's first load. Settles once
 * the texts of the interface's language are in.
 */
export const footerTexts = addNamespace('footer', {
  en,
  ar: () => import('../i18n/footer.ar.json').then((texts) => texts.default),
});

const SUPPORT_LINKS = [
  { to: '/customer-service', key: 'customerService' },
  { to: '/track-order', key: 'trackOrder' },
  { to: '/delivery-info', key: 'deliveryInfo' },
  { to: '/return-policy', key: 'returnsPolicy' },
  { to: '/terms-conditions', key: 'termsConditions' },
] as const;

const COMPANY_LINKS = [
  { to: '/our-story', key: 'ourStory' },
  { to: '/about#our-team', key: 'ourTeam' },
  // Careers: the contact form with its subject filled in (there is no jobs page; applications come by message).
  { to: '/contact?subject=careers', key: 'careers' },
  { to: '/blog', key: 'blog' },
] as const;

/** The two columns of links, in order: support, then the company. */
const LINK_COLUMNS = [
  ['support', SUPPORT_LINKS],
  ['company', COMPANY_LINKS],
] as const;

const SOCIAL_LINKS: readonly { key: keyof typeof COMPANY.social; Icon: ComponentType<IconProps> }[] = [
  { key: 'facebook', Icon: FacebookIcon },
  { key: 'instagram', Icon: InstagramIcon },
  { key: 'linkedin', Icon: LinkedInIcon },
  { key: 'x', Icon: XIcon },
];

export function Footer() {
  const { t, i18n } = useTranslation(['footer', 'shell']);
  const isArabic = i18n.language === 'ar';
  const year = new Date().getFullYear();
  const newTab = t('shell:opensInNewTab');

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <p className="site-footer__logo brand-logo">
            <span className="site-footer__wordmark brand-logo__wordmark" lang="en" dir="ltr">
              <span className="brand-logo__o">O</span>Gulf
            </span>
            <span className="site-footer__subtitle brand-logo__subtitle">{t('shell:brand.subtitle')}</span>
          </p>
          <p className="site-footer__tagline">{t('tagline', { since: COMPANY.since })}</p>
          <p className="site-footer__about">{t('about', { since: COMPANY.since })}</p>
          <ul className="site-footer__social" role="list" aria-label={t('followUs')}>
            {SOCIAL_LINKS.map(({ key, Icon }) => (
              <li key={key}>
                <a
                  href={COMPANY.social[key]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${t(`social.${key}`)} (${newTab})`}
                  className="site-footer__social-link"
                >
                  <Icon size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>

        {LINK_COLUMNS.map(([column, links]) => (
          <nav key={column} className="site-footer__col" aria-labelledby={`footer-${column}-heading`}>
            <h2 id={`footer-${column}-heading`} className="site-footer__heading">
              {t(`${column}.heading`)}
            </h2>
            <ul className="site-footer__links" role="list">
              {links.map((link) => (
                <li key={link.key}>
                  <Link to={link.to} className="site-footer__link">
                    {t(`${column}.${link.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="site-footer__col site-footer__contact">
          <h2 id="footer-contact-heading" className="site-footer__heading">
            {t('contact.heading')}
          </h2>
          <address>
            <ul className="site-footer__contact-list" role="list">
              <li>
                <PhoneIcon size={18} className="site-footer__contact-icon" />
                <span className="visually-hidden">{t('contact.phone')}: </span>
                <PhoneLink className="site-footer__link" />
              </li>
              <li>
                <MailIcon size={18} className="site-footer__contact-icon" />
                <span className="visually-hidden">{t('contact.email')}: </span>
                <a href={`mailto:${COMPANY.email}`} className="site-footer__link">
                  <span className="ltr" dir="ltr">
                    {COMPANY.email}
                  </span>
                </a>
              </li>
              <li>
                <MapPinIcon size={18} className="site-footer__contact-icon" />
                <span className="visually-hidden">{t('contact.address')}: </span>
                <span>{isArabic ? COMPANY.addressAr : COMPANY.address}</span>
              </li>
            </ul>
          </address>

          <h3 className="site-footer__subheading">
            <ClockIcon size={18} className="site-footer__contact-icon" />
            {t('hours.heading')}
          </h3>
          <ul className="site-footer__hours" role="list">
            <li data-testid="footer-hours-open">
              {t('hours.open')}{' '}
              <span className="ltr" dir="ltr">
                {t('hours.openTime')}
              </span>
            </li>
            <li>
              {t('hours.friday')} <span className="site-footer__closed">{t('hours.closed')}</span>
            </li>
          </ul>
        </div>
      </div>

      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <div className="site-footer__legal">
            <p className="site-footer__copyright">{t('copyright', { year })}</p>
            <p className="site-footer__cr" data-testid="footer-cr">
              {t('commercialRegistration')}{' '}
              <span className="ltr" dir="ltr">
                {COMPANY.commercialRegistration}
              </span>
            </p>
          </div>
          <div className="site-footer__payments">
            <span id="footer-payments-label">{t('payments.label')}:</span>
            <ul className="site-footer__payment-list cluster" role="list" aria-labelledby="footer-payments-label">
              <li>{t('payments.cash')}</li>
              <li>{t('payments.card')}</li>
              <li>{t('payments.bankTransfer')}</li>
            </ul>
          </div>
        </div>
      </div>
    </footer>
  );
}
