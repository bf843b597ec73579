import { usePageTitle } from '@ogulf/web-kit';

/**
 * Sets the document title while rendered. A page that may render the shell's 404 instead uses
 * this in its other branches, so its own title never overwrites "Page Not Found".
 */
export function PageTitle({ title }: { title: string }): null {
  usePageTitle(title);
  return null;
}
