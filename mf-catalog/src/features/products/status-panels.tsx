import { statusPanels } from '@ogulf/web-kit/status-panel';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';

/** A failed load (network or server) with a Retry button; nothing to show, with a way out. */
export const { ErrorPanel, EmptyPanel } = statusPanels({
  className: 'catalog-status',
  testPrefix: 'catalog',
  useTexts: () => {
    const { t } = useCatalogLanguage();
    return { errorHint: t('status.errorHint'), retry: t('status.retry') };
  },
});

/** The page is still loading: a quiet spoken message plus whatever boxes hold the layout. */
export function LoadingNote({ text }: { text: string }) {
  return (
    <p className="visually-hidden" role="status">
      {text}
    </p>
  );
}

/**
 * The class of a part still waiting for its first reply: at least a screen tall (`products.css`), so
 * the footer stays below the fold and nothing jumps when the reply comes (a short skeleton would let
 * the footer into view, then push it out: layout shift 0.36 on a category page at 1280x720).
 */
export const WAITING = 'catalog-waiting';

/** A catalogue page's container classes, with WAITING while its first reply is loading. */
export const waitingPage = (status: 'loading' | 'success' | 'error'): string =>
  `container catalog-page${status === 'loading' ? ` ${WAITING}` : ''}`;
