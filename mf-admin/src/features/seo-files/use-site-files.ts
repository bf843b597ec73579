import { useCallback, useEffect, useRef, useState } from 'react';
import { collectSiteData, type CollectedSiteData } from './collect-site-data';
import { generateSiteFiles, type SiteFiles } from './generate-site-files';
import { watchStoredCatalog } from './regeneration';

export type SiteFilesState =
  | { status: 'generating'; files?: undefined }
  | { status: 'ready'; files: SiteFiles; generatedAt: Date; fromStorage: CollectedSiteData['fromStorage'] };

/**
 * The sitemap, robots file and AI summary of this site, made in the browser when the panel
 * opens and again 1 s after the stored catalogue lists change. `regenerate` makes them now.
 */
export function useSiteFiles(): { state: SiteFilesState; regenerate: () => void; busy: boolean } {
  const [state, setState] = useState<SiteFilesState>({ status: 'generating' });
  const [busy, setBusy] = useState(true);
  const run = useRef(0);

  const regenerate = useCallback(() => {
    const id = ++run.current;
    setBusy(true);
    void collectSiteData().then(({ data, fromStorage }) => {
      if (id !== run.current) return; // a newer run has started
      const files = generateSiteFiles(data, window.location.origin);
      setState({ status: 'ready', files, generatedAt: new Date(), fromStorage });
      setBusy(false);
    });
  }, []);

  useEffect(() => {
    regenerate();
    const stop = watchStoredCatalog(window, regenerate);
    return () => {
      run.current += 1;
      stop();
    };
  }, [regenerate]);

  return { state, regenerate, busy };
}
