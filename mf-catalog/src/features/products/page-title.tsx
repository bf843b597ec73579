import { useEffect } from 'react';
import { usePageTitle } from '@ogulf/web-kit';

/**
 * Sets the document title while rendered. A page that may render the shell's 404 instead uses
 * this in its other branches, so its own title never overwrites "Page Not Found". `exact` (a
 * product's SEO title, as the admin wrote it) is the whole title, without the company's name added.
 */
export function PageTitle({ title, exact }: { title: string; exact?: string | undefined }): null {
  usePageTitle(exact ? '' : title);
  useEffect(() => {
    if (exact) document.title = exact;
  }, [exact]);
  return null;
}
