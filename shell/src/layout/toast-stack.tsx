/**
 * The visible toasts (loaded on the first notification): the newest three at the bottom, on the
 * inline-end side; each closes after its time (paused while the pointer or keyboard focus is on
 * the toaster, or the tab is hidden), with its close button, or with a sideways swipe.
 */
import { useEffect, useRef, useState, type CSSProperties, type MouseEvent, type PointerEvent } from 'react';
import { dismissNotification, NOTIFICATION_SETTINGS, type Notification, useTranslation } from '@ogulf/web-kit';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '@ogulf/web-kit/icons';
import { createDismissClock, isDismissSwipe, visibleToasts } from './toast-model';
import './toaster.css';

const ICONS = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

/** The spec's sizes, handed to toaster.css so they are written down once. */
const SIZES = {
  '--toaster-width': `${NOTIFICATION_SETTINGS.widthPx}px`,
  '--toaster-gap': `${NOTIFICATION_SETTINGS.gapPx}px`,
  '--toaster-offset': `${NOTIFICATION_SETTINGS.offsetPx}px`,
  '--toaster-offset-mobile': `${NOTIFICATION_SETTINGS.mobileOffsetPx}px`,
} as CSSProperties;

const keyboardFocused = (element: Element | null): boolean => element?.matches(':focus-visible') ?? false;

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const onChange = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  return hidden;
}

export default function ToastStack({ notifications }: { notifications: readonly Notification[] }) {
  const { t } = useTranslation('shell');
  const region = useRef<HTMLElement>(null);
  const [hovered, setHovered] = useState(false);
  // Only keyboard focus pauses: a mouse click focuses a button too, and hovering covers that case.
  const [focused, setFocused] = useState(false);
  const pageHidden = usePageHidden();
  const paused = (NOTIFICATION_SETTINGS.pauseOnHover && hovered) || focused || pageHidden;
  const [clock] = useState(() => createDismissClock(() => performance.now()));
  const visible = visibleToasts(notifications);

  const checkFocus = () => {
    const active = document.activeElement;
    setFocused(Boolean(active && region.current?.contains(active)) && keyboardFocused(active));
  };

  useEffect(() => {
    clock.sync(notifications);
    if (paused) {
      clock.pause();
      return undefined;
    }
    clock.resume();
    // A timer may fire a fraction of a millisecond before the toast is due (delays are whole
    // milliseconds, the clock is not), so each tick schedules the next until something closes.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clock.due(notifications).forEach(dismissNotification);
      const wait = clock.nextIn(notifications);
      if (wait !== null) timer = setTimeout(tick, Math.ceil(wait));
    };
    tick();
    return () => clearTimeout(timer);
  }, [clock, notifications, paused]);

  useEffect(() => {
    // A toast that goes away takes the pointer and focus with it, without a leave or blur event.
    if (visible.length === 0) setHovered(false);
    checkFocus();
  }, [visible]);

  if (visible.length === 0) return null;
  return (
    <section
      ref={region}
      className="toaster"
      aria-label={t('toast.region')}
      style={SIZES}
      data-testid="toaster"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={checkFocus}
      onBlur={() => setTimeout(checkFocus, 0)}
    >
      <ol className="toaster__list">
        {visible.map((n) => (
          <Toast key={n.id} note={n} closeLabel={t('toast.close')} />
        ))}
      </ol>
    </section>
  );
}

function Toast({ note, closeLabel }: { note: Notification; closeLabel: string }) {
  const Icon = ICONS[note.kind];
  const drag = useRef<{ x: number; at: number; pointer: number } | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as Element).closest('button, a')) return;
    drag.current = { x: event.clientX, at: event.timeStamp, pointer: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (drag.current?.pointer === event.pointerId) setOffset(event.clientX - drag.current.x);
  };
  const onPointerUp = (event: PointerEvent<HTMLLIElement>) => {
    const start = drag.current;
    if (start?.pointer !== event.pointerId) return;
    drag.current = null;
    if (isDismissSwipe(event.clientX - start.x, event.timeStamp - start.at)) dismissNotification(note.id);
    else setOffset(0);
  };
  const cancelDrag = () => {
    drag.current = null;
    setOffset(0);
  };
  const close = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard user closing one toast lands on the next one's close button, not on the page's start.
    if (keyboardFocused(event.currentTarget)) {
      const item = event.currentTarget.closest('li');
      const neighbour = item?.previousElementSibling ?? item?.nextElementSibling;
      neighbour?.querySelector<HTMLElement>('.toast__close')?.focus();
    }
    dismissNotification(note.id);
  };

  return (
    <li
      className={`toast toast--${note.kind}${offset ? ' toast--dragging' : ''}`}
      data-testid="toast"
      data-kind={note.kind}
      style={
        offset
          ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - Math.abs(offset) / 160) }
          : undefined
      }
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={cancelDrag}
    >
      <span className="toast__icon icon-badge">
        <Icon size={20} />
      </span>
      <div className="toast__body">
        <p className="toast__message">{note.message}</p>
        {note.description && <p className="toast__description">{note.description}</p>}
        {note.action && (
          <button
            type="button"
            className="toast__action"
            onClick={() => {
              dismissNotification(note.id);
              note.action?.onClick();
            }}
          >
            {note.action.label}
          </button>
        )}
      </div>
      <button type="button" className="toast__close icon-badge" aria-label={closeLabel} onClick={close}>
        <CloseIcon size={16} />
      </button>
    </li>
  );
}
