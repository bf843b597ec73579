import { lazy, Suspense } from 'react';
import { PageLoading } from '../layout/page-loading';

const Page = lazy(() =>
  import(/* webpackChunkName: "not-found" */ './not-found-page').then(async ({ NotFoundPage, notFoundTexts }) => {
    await notFoundTexts;
    return { default: NotFoundPage };
  }),
);

/**
 * The 404 page as a chunk of its own, with its texts: few visits need it, so no page's first load carries it. Its
 * styles stay in the shell's stylesheet (index.ts), so a server-rendered 404 is styled at first paint.
 */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
