import { useEffect } from 'react';
import { COMPANY } from './company';

/** Sets the document title as "{title} | {company}" while the page is shown. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${COMPANY.name}` : COMPANY.name;
  }, [title]);
}
