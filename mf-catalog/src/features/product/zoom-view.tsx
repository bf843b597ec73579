import { useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { imageUrl } from '@ogulf/web-kit';
import { ChevronEndIcon, ChevronStartIcon, CloseIcon, MinusIcon, PlusIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { showPlaceholder } from '../../shared/catalog-image';
import { pictureStep, type PictureLabels } from './picture-labels';
import { FIT, pan, pinch, zoomBy, ZOOM, type Point, type View } from './zoom';

const ZOOM_SIZE = 1200;

type Gesture = { from: View; start: [Point, Point] } | { from: View; origin: Point } | null;

/**
 * The pictures enlarged in a modal dialog (the native <dialog>: the page behind is inert, focus
 * stays inside, Escape closes). Arrow keys, Home, End and the two buttons move between pictures;
 * + and − (or the buttons, or a double click or tap) zoom; two fingers pinch and move the picture,
 * one finger or the mouse drags an enlarged one (pointer events, `touch-action: none` on the stage).
 */
export function ZoomView({
  images,
  index,
  name,
  labels,
  onMove,
  onClose,
}: {
  images: readonly string[];
  index: number;
  name: string;
  labels: PictureLabels;
  onMove: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useCatalogLanguage();
  const dialog = useRef<HTMLDialogElement>(null);
  const picture = useRef<HTMLImageElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [view, setView] = useState<View>(FIT);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>(null);
  const current = images[index] ?? '';

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // On the close button, not the first button (showModal's choice): the way out comes first.
    close.current?.focus();
    return () => element?.close();
  }, []);

  const size = () => ({ width: picture.current?.offsetWidth ?? 1, height: picture.current?.offsetHeight ?? 1 });
  const zoom = (factor: number) => {
    const { width, height } = size();
    setView((now) => zoomBy(now, factor, width, height));
  };
  const move = (next: number) => {
    setView(FIT);
    onMove(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      // Round the dialog's buttons, never out to the browser's own controls (where a modal
      // dialog lets Tab go after its last button).
      const buttons = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button'));
      const [first, last] = [buttons[0], buttons[buttons.length - 1]];
      const edge = event.shiftKey ? first : last;
      if (edge && document.activeElement === edge) {
        (event.shiftKey ? last : first)?.focus();
        event.preventDefault();
      }
      return;
    }
    if (event.key === '+' || event.key === '=') zoom(ZOOM.step);
    else if (event.key === '-' || event.key === '−') zoom(1 / ZOOM.step);
    else if (event.key === '0') setView(FIT);
    else {
      const next = pictureStep(event.key, index, images.length, document.documentElement.dir === 'rtl');
      if (next === undefined || images.length < 2) return;
      move(next);
    }
    event.preventDefault();
  };

  // Each change in the fingers on the stage starts the gesture again from the view as it is.
  const restart = (from: View) => {
    const [first, second] = [...pointers.current.values()];
    gesture.current = first && second ? { from, start: [first, second] } : first ? { from, origin: first } : null;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser does not know (a synthetic one) simply goes uncaptured.
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    restart(view);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = gesture.current;
    const [first, second] = [...pointers.current.values()];
    const { width, height } = size();
    if (now && 'start' in now && first && second) setView(pinch(now.from, now.start, [first, second], width, height));
    else if (now && 'origin' in now && first)
      setView(pan(now.from, first.x - now.origin.x, first.y - now.origin.y, width, height));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    setView((now) => {
      restart(now);
      return now;
    });
  };

  return (
    <dialog
      ref={dialog}
      className="zoom-view"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      data-testid="zoom-view"
    >
      <div className="zoom-view__bar">
        <div className="zoom-view__title">
          <h2 id={titleId}>{name}</h2>
          <p aria-live="polite" data-testid="zoom-position">
            {labels.short(index)}
          </p>
        </div>
        <div className="zoom-view__tools">
          <button
            type="button"
            className="zoom-view__button icon-badge"
            onClick={() => zoom(1 / ZOOM.step)}
            aria-label={t('product.zoom.out')}
            aria-disabled={view.scale <= ZOOM.min}
          >
            <MinusIcon size={20} />
          </button>
          <button
            type="button"
            className="zoom-view__button icon-badge"
            onClick={() => zoom(ZOOM.step)}
            aria-label={t('product.zoom.in')}
            aria-disabled={view.scale >= ZOOM.max}
          >
            <PlusIcon size={20} />
          </button>
          <button
            type="button"
            className="zoom-view__button icon-badge"
            onClick={onClose}
            ref={close}
            aria-label={t('product.zoom.close')}
            data-testid="zoom-close"
          >
            <CloseIcon size={22} />
          </button>
        </div>
      </div>
      <div
        className={`zoom-view__stage${view.scale > 1 ? ' zoom-view__stage--zoomed' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={() => (view.scale > 1 ? setView(FIT) : zoom(2))}
        data-testid="zoom-stage"
      >
        <img
          ref={picture}
          key={current}
          src={imageUrl(current, { width: ZOOM_SIZE })}
          alt={labels.alt(index)}
          width={ZOOM_SIZE}
          height={ZOOM_SIZE}
          draggable={false}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
          onError={(event) => showPlaceholder(event.currentTarget)}
          data-scale={view.scale.toFixed(2)}
          data-testid="zoom-image"
        />
      </div>
      <p className="zoom-view__hint">{t('product.zoom.hint')}</p>
      {images.length > 1 && (
        <div className="zoom-view__nav">
          <button
            type="button"
            className="zoom-view__button icon-badge"
            onClick={() => move((index - 1 + images.length) % images.length)}
            aria-label={t('product.zoom.previous')}
          >
            <ChevronStartIcon size={22} className="flip-rtl" />
          </button>
          <button
            type="button"
            className="zoom-view__button icon-badge"
            onClick={() => move((index + 1) % images.length)}
            aria-label={t('product.zoom.next')}
          >
            <ChevronEndIcon size={22} className="flip-rtl" />
          </button>
        </div>
      )}
    </dialog>
  );
}
