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
