import type { ReactNode } from 'react';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { BoxSkeleton } from '../../shared/box-skeleton';
import { CategoryImage } from '../../shared/catalog-image';
import { ErrorPanel, LoadingNote } from './status-panels';

interface TaxonomyHeaderProps {
  title: string;
  description: string;
  image?: string | undefined;
  productCount?: number | undefined;
  children?: ReactNode;
}

/** The head of a category or subcategory page: picture, name, description, product count, then `children` (chips). */
export function TaxonomyHeader({ title, description, image, productCount, children }: TaxonomyHeaderProps) {
  const { t } = useCatalogLanguage();
  return (
    <header className="taxonomy-head" data-testid="taxonomy-header">
      <div className="taxonomy-head__media">
        <CategoryImage image={image} sizes="(min-width: 768px) 320px, 100vw" minWidth={320} priority />
      </div>
      <div className="taxonomy-head__text stack">
        <h1 className="catalog-head__title">{title}</h1>
        {description && <p className="catalog-head__intro">{description}</p>}
        {typeof productCount === 'number' && (
          <p className="taxonomy-head__count">{t('listing.count', { count: productCount })}</p>
        )}
        {children}
      </div>
    </header>
  );
}

const SKELETON_LINES = [
  { inlineSize: '60%', blockSize: '2.25rem' },
  { inlineSize: '90%', blockSize: '1rem' },
  { inlineSize: '75%', blockSize: '1rem' },
];

/** Same box while the category loads. */
function TaxonomyHeaderSkeleton() {
  return <BoxSkeleton block="taxonomy-head" text="text" lines={SKELETON_LINES} testId="taxonomy-skeleton" />;
}

/** The head's place while the category loads (a spoken note and the same box), or once it has failed (with Retry). */
export function TaxonomyHeaderStatus({
  status,
  onRetry,
}: {
  status: 'loading' | 'success' | 'error';
  onRetry: () => void;
}) {
  const { t } = useCatalogLanguage();
  if (status === 'loading')
    return (
      <>
        <LoadingNote text={t('category.loading')} />
        <TaxonomyHeaderSkeleton />
      </>
    );
  if (status === 'error') return <ErrorPanel title={t('category.error')} onRetry={onRetry} />;
  return null;
}
