import { useId, type ReactNode } from 'react';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { RetryAlert } from '../../shared/retry-alert';
import { SectionHead } from './section-head';

interface HomeSectionProps {
  /** Where its texts are, under `home.`: eyebrow, heading, intro (and loading, error for a loaded list). */
  texts: 'bestSellers' | 'cities' | 'featured' | 'testimonials';
  /** `data-home-section`, the section's name on the page (its test id is `home-{name}`). */
  name: string;
  /** Classes beside `home-section`. */
  className?: string;
  /** Shown at the end of the heading row on wide screens. */
  actions?: ReactNode;
  /** What the section lists was loaded from the API: busy and announced while it loads, an alert with Retry if it failed. */
  reply?: { status: 'loading' | 'success' | 'error'; reload: () => void };
  children: ReactNode;
}

/** A home page section: its heading block, then its list (or, for a loaded list, the loading note or the failure). */
export function HomeSection({ texts, name, className, actions, reply, children }: HomeSectionProps) {
  const { t } = useCatalogLanguage();
  const headingId = useId();
  const loading = reply?.status === 'loading';
  return (
    <section
      className={className ? `home-section ${className}` : 'home-section'}
      aria-labelledby={headingId}
      aria-busy={reply ? loading : undefined}
      data-testid={`home-${name}`}
      data-home-section={name}
    >
      <div className="container">
        <SectionHead
          id={headingId}
          eyebrow={t(`home.${texts}.eyebrow`)}
          heading={t(`home.${texts}.heading`)}
          intro={t(`home.${texts}.intro`)}
          actions={actions}
        />
        {loading && (
          <p className="visually-hidden" role="status">
            {t(`home.${texts}.loading`)}
          </p>
        )}
        {reply?.status === 'error' ? (
          <RetryAlert
            className="home-message"
            text={t(`home.${texts}.error`)}
            retryLabel={t('home.retry')}
            onRetry={reply.reload}
            compact
          />
        ) : (
          children
        )}
      </div>
    </section>
  );
}
