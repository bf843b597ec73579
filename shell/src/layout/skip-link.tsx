import type { MouseEvent } from 'react';
import { useTranslation } from '@ogulf/web-kit';

/**
 * First focusable element of the page: jumps keyboard users past the header to `#main`, or to
 * `prefer` when the page has it (the dashboard's content, past its side navigation). The link
 * itself points at `#main`, which every page has.
 */
export function SkipLink({ prefer = 'main' }: { prefer?: string }) {
  const { t } = useTranslation('shell');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(prefer) ?? document.getElementById('main');
    if (!main) return;
    // Move focus as well as scroll, so the next Tab continues from the content (hash routing would not).
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };

  return (
    <a className="skip-link" href="#main" onClick={onClick}>
      {t('skipToContent')}
    </a>
  );
}
