import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function BlogIndexPage() {
  const { t } = useTranslation('blog');
  usePageTitle(t('blog.title'));
  return (
    <section className="container page-section">
      <h1>{t('blog.title')}</h1>
      <p className="lead">{t('blog.intro')}</p>
    </section>
  );
}
