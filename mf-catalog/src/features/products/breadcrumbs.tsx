import { Link } from '@ogulf/web-kit';
import { ChevronEndIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';

export interface Crumb {
  label: string;
  /** Missing on the last crumb (the page itself). */
  to?: string;
}

/** Home › … › the page itself: a navigation landmark around an ordered list, the last item `aria-current="page"`. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useCatalogLanguage();
  const all: Crumb[] = [{ label: t('crumbs.home'), to: '/' }, ...items];
  return (
    <nav className="catalog-breadcrumb" aria-label={t('crumbs.label')} data-testid="breadcrumbs">
      <ol role="list">
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.label}`}>
              {index > 0 && <ChevronEndIcon size={14} className="catalog-breadcrumb__sep flip-rtl" />}
              {crumb.to && !last ? (
                <Link to={crumb.to}>{crumb.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
