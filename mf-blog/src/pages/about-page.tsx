import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function AboutPage() {
  const { t } = useTranslation('blog');
  usePageTitle(t('about.title'));
  return (
    <section className="container page-section">
      <h1>{t('about.title')}</h1>
      <p className="lead">{t('about.intro')}</p>
    </section>
  );
}
