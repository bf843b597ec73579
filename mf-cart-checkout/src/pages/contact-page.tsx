import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function ContactPage() {
  const { t } = useTranslation('cart');
  usePageTitle(t('contact.title'));
  return (
    <section className="container page-section">
      <h1>{t('contact.title')}</h1>
      <p className="lead">{t('contact.intro')}</p>
    </section>
  );
}
