import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function ReturnPolicyPage() {
  const { t } = useTranslation('blog');
  usePageTitle(t('returns.title'));
  return (
    <section className="container page-section">
      <h1>{t('returns.title')}</h1>
      <p className="lead">{t('returns.intro')}</p>
    </section>
  );
}
