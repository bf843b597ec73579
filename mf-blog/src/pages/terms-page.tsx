import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function TermsPage() {
  const { t } = useTranslation('blog');
  usePageTitle(t('terms.title'));
  return (
    <section className="container page-section">
      <h1>{t('terms.title')}</h1>
      <p className="lead">{t('terms.intro')}</p>
    </section>
  );
}
