import { useTranslation } from 'react-i18next';
import '../remote.css';
import { usePageTitle } from '@ogulf/web-kit';

export default function OurStoryPage() {
  const { t } = useTranslation('blog');
  usePageTitle(t('story.title'));
  return (
    <section className="container page-section">
      <h1>{t('story.title')}</h1>
      <p className="lead">{t('story.intro')}</p>
    </section>
  );
}
