import { Link } from '@ogulf/web-kit';
import { blogHref } from './blog-query';
import type { TagCount } from './types';
import { useBlogLanguage } from './use-blog-language';
import '@ogulf/web-kit/styles/chip.css';

/** Topic chips: links to `/blog?tag=x` (so they work in new tabs and survive reloads), the chosen one marked current. */
export function TagFilter({ tags, selected }: { tags: TagCount[]; selected: string | undefined }) {
  const { t, tagLabel } = useBlogLanguage();
  const chip = (tag: string | undefined, label: string, count: number | undefined) => {
    const current = tag === selected;
    return (
      <li key={tag ?? ''}>
        <Link
          to={blogHref({ tag })}
          className="tag-chip chip"
          aria-current={current ? 'true' : undefined}
          data-tag={tag ?? ''}
        >
          <span>{label}</span>
          {count !== undefined && (
            <>
              <span className="tag-chip__count" aria-hidden="true">
                {count}
              </span>
              <span className="visually-hidden">, {t('articles.tagArticles', { count })}</span>
            </>
          )}
        </Link>
      </li>
    );
  };
  return (
    <nav className="tag-filter" aria-label={t('articles.topicsLabel')}>
      <ul className="tag-filter__list" role="list">
        {chip(undefined, t('articles.allTopics'), undefined)}
        {tags.map(({ tag, count }) => chip(tag, tagLabel(tag), count))}
      </ul>
    </nav>
  );
}
