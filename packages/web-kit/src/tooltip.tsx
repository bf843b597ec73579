/**
 * A small tooltip for icon buttons (spec section 9: delay 700 ms, skip delay 300 ms). It opens on
 * mouse hover after the delay (at once when another tooltip closed within the skip delay) and on
 * keyboard focus; Escape, leaving, blurring or pressing the control closes it. The text describes
 * the control through `aria-describedby`, and stays in the page while hidden so screen readers
 * read it whenever the control is focused. Sits below the control (styles: `.tooltip` in base.css).
 */
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { TOOLTIP_SETTINGS } from './notify';

/** When the last tooltip on the page closed, shared by every tooltip (and every remote). */
let lastClosedAt = -Infinity;

/** How long hovering waits before opening: nothing right after another tooltip closed. */
export function tooltipOpenDelay(now: number, closedAt: number): number {
  return now - closedAt < TOOLTIP_SETTINGS.skipDelayMs ? 0 : TOOLTIP_SETTINGS.delayMs;
}

export interface TooltipProps {
  /** The text shown and used as the control's description. */
  label: string;
  /** The control: the first button or link inside gets `aria-describedby`. */
  children: ReactNode;
  /** `end` lines the tooltip up with the control's inline end, for controls at the screen's edge. */
  align?: 'center' | 'end';
}

export function Tooltip({ label, children, align = 'center' }: TooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const control = anchor.current?.querySelector('button, a, [tabindex]');
    control?.setAttribute('aria-describedby', id);
    return () => control?.removeAttribute('aria-describedby');
  }, [id]);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    // Set now, not after React re-renders: the pointer entering the next control asks right away.
    if (open) lastClosedAt = performance.now();
    setOpen(false);
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, hide]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function show(delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  }

  return (
    <span
      ref={anchor}
      className="tooltip-anchor"
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') show(tooltipOpenDelay(performance.now(), lastClosedAt));
      }}
      onPointerLeave={hide}
      onPointerDown={hide}
      onFocus={(event) => {
        if (event.target.matches(':focus-visible')) show(0);
      }}
      onBlur={hide}
    >
      {children}
      <span id={id} role="tooltip" className={`tooltip tooltip--${align}`} hidden={!open}>
        {label}
      </span>
    </span>
  );
}
