import { lazy, type ReactNode } from 'react';
import { NavLink, usePageMatch } from '@ogulf/web-kit';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { ArticlesList } from './articles-list';
import './content-texts';
import './content.css';

const ArticleEditor = lazy(() => import('./article-editor'));
const HeroSlidesSection = lazy(() => import('./hero-slides-section'));

const ROUTES = [
  ['/admin/content', 'articles'],
  ['/admin/content/articles', 'articles'],
  ['/admin/content/articles/new', 'articleNew'],
  ['/admin/content/articles/:id', 'articleEdit'],
  ['/admin/content/hero', 'hero'],
] as const;

/** `/admin/content/*`: the blog's articles (list, write, edit) and the home page's hero slides. */
export default function ContentSection({ notFound }: { notFound: ReactNode }) {
  const match = usePageMatch(ROUTES);
  if (!match) return notFound;
  const id = match.params['id'] ?? '';
  switch (match.page) {
    case 'articleNew':
      return <ArticleEditor key="new" id={null} />;
    case 'articleEdit':
      return <ArticleEditor key={id} id={id} />;
    case 'hero':
      return (
        <>
          <ContentTabs />
          <HeroSlidesSection />
        </>
      );
    default:
      return (
        <>
          <ContentTabs />
          <ArticlesList />
        </>
      );
  }
}

/** Articles | Hero slides: links (each part has its address), the current one marked. */
function ContentTabs() {
  const { t } = useAdminLanguage();
  return (
    <nav aria-label={t('content.parts')} className="adm-tabs">
      <ul role="list">
        <li>
          <NavLink to="/admin/content" end className="adm-tabs__tab" data-testid="content-tab-articles">
            {t('content.articles.tab')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/admin/content/hero" className="adm-tabs__tab" data-testid="content-tab-hero">
            {t('content.hero.tab')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
