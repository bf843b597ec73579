import { useEffect, useRef, type RefObject } from 'react';
import { isAdminPath, KEEP_CLEAR_ATTRIBUTE, whatsappUrl, useTranslation, useLocation } from '@ogulf/web-kit';
import { WhatsAppIcon } from '@ogulf/web-kit/icons';
import { placeClear } from './keep-clear';
import './whatsapp-button.css';

const GAP = 8;

/**
 * Keeps the button off the page's primary actions (elements marked `data-keep-clear`): it rises
 * above one that reaches into its corner, or hides when that would put it under the header.
 * Measured again on scroll, resize and any change to the page, at most once a frame.
 */
function useKeepClear(button: RefObject<HTMLAnchorElement | null>, pathname: string): void {
  useEffect(() => {
    const element = button.current;
    if (!element) return;
    let frame = 0;
    const place = () => {
      frame = 0;
      const style = getComputedStyle(element);
      // The resting box from the layout (not the transform, which may be mid-transition).
      const bottom = window.innerHeight - Number.parseFloat(style.bottom);
      const { left, right } = element.getBoundingClientRect();
      const rest = { top: bottom - element.offsetHeight, bottom, left, right };
      const boxes = Array.from(document.querySelectorAll(`[${KEEP_CLEAR_ATTRIBUTE}]`), (item) =>
        item.getBoundingClientRect(),
      );
      const header = Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-h'));
      const { lift, hidden } = placeClear(rest, boxes, GAP, (Number.isFinite(header) ? header : 64) + GAP);
      if (element.style.getPropertyValue('--wa-lift') !== `${lift}px`)
        element.style.setProperty('--wa-lift', `${lift}px`);
      if (element.hasAttribute('data-stepped-aside') !== hidden) element.toggleAttribute('data-stepped-aside', hidden);
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(place);
    };
    schedule();
    const changes = new MutationObserver(schedule);
    changes.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class', 'hidden'],
    });
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // A bar that slides in is measured again where it stops.
    document.addEventListener('animationend', schedule, true);
    document.addEventListener('transitionend', schedule, true);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      document.removeEventListener('animationend', schedule, true);
      document.removeEventListener('transitionend', schedule, true);
    };
  }, [button, pathname]);
}

/**
 * Floating WhatsApp chat link in the bottom inline-end corner, kept off the page's primary
 * actions; hidden on admin pages.
 */
export function WhatsAppButton() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const button = useRef<HTMLAnchorElement>(null);
  const admin = isAdminPath(pathname);
  useKeepClear(button, admin ? '' : pathname);
  if (admin) return null;

  const label = t('whatsapp.label');
  // In a landmark of its own, so nothing on the page sits outside one and a screen reader's list of
  // regions offers the chat.
  return (
    <aside aria-label={t('whatsapp.region')}>
      <a
        ref={button}
        className="wa-fab icon-badge"
        href={whatsappUrl()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (${t('opensInNewTab')})`}
        data-testid="whatsapp-button"
      >
        <WhatsAppIcon size={30} />
        <span className="wa-fab__tip" aria-hidden="true">
          {label}
        </span>
      </a>
    </aside>
  );
}
