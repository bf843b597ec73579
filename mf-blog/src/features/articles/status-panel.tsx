import { statusPanels } from '@ogulf/web-kit/status-panel';
import { useBlogLanguage } from './use-blog-language';

/** A failed load (network or server error) with a Retry button; nothing to list, with a way out. */
export const { ErrorPanel, EmptyPanel } = statusPanels({
  className: 'blog-status',
  testPrefix: 'blog',
  useTexts: () => {
    const { t } = useBlogLanguage();
    return { errorHint: t('articles.errorHint'), retry: t('articles.retry') };
  },
});
