import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { connectionQuality, imageSrcSet, imageUrl } from '@ogulf/web-kit';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { ProductThumb, showPlaceholder } from '../../shared/catalog-image';
import { whenShopperActs } from '../../shared/first-action';
import { pictureKind, pictureStep, usePictureLabels } from './picture-labels';

type ZoomViewModule = typeof import('./zoom-view');
let zoomViewLoad: Promise<ZoomViewModule> | undefined;

/**
 * The zoom view's code, a chunk of its own: it starts loading at the shopper's first action on the
 * page (or a hover or focus on the picture), so the view opens at once, and is not part of the
 * page's first load. A failed load is forgotten, so the next click tries again.
 */
function loadZoomView(): Promise<ZoomViewModule> {
  zoomViewLoad ??= import('./zoom-view').catch((error: unknown) => {
    zoomViewLoad = undefined;
    throw error;
  });
  return zoomViewLoad;
}

const preloadZoomView = () => void loadZoomView().catch(() => undefined);

/** Intrinsic size of the square main picture (it is shown at most ~560 px wide). */
const MAIN_SIZE = 800;
const THUMB_SIZE = 72;

/**
 * The product's pictures: one large square picture (loaded first, with high priority) that opens
 * the zoom view on click or Enter, and, when there are several, a row of thumbnails named for
 * screen readers ("Picture 3 of 3: dimensions"); arrow keys, Home and End move between them.
 * `dimensions` (the specification's figures) is read out with the dimensioned drawing.
 */
export function ProductGallery({
  images,
  name,
  dimensions,
}: {
  images: readonly string[];
  name: string;
  dimensions?: string | undefined;
}) {
  const { t } = useCatalogLanguage();
  const [active, setActive] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [ZoomView, setZoomView] = useState<ZoomViewModule['ZoomView'] | null>(null);
  useEffect(() => whenShopperActs(preloadZoomView), []);
  const openZoom = () =>
    void loadZoomView().then(
      (module) => {
        setZoomView(() => module.ZoomView);
        setZoomed(true);
      },
      (error: unknown) => console.error('[catalog] the zoom view did not load', error),
    );
  const quality = connectionQuality();
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const opener = useRef<HTMLButtonElement>(null);
  const list = images.length > 0 ? images : [''];
  const index = Math.min(active, list.length - 1);
  const current = list[index] ?? '';
  const srcSet = imageSrcSet(current, { min: 320, max: 1200, quality });
  const labels = usePictureLabels(list, name, dimensions);
  // Back to what opened the view once it has closed, as a dialog should; not before, while the
  // open modal dialog still makes the page inert and the focus would not take.
  const wasZoomed = useRef(false);
  useEffect(() => {
    if (wasZoomed.current && !zoomed) opener.current?.focus();
    wasZoomed.current = zoomed;
  }, [zoomed]);

  const select = (next: number) => {
    setActive(next);
    thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = pictureStep(event.key, index, list.length, document.documentElement.dir === 'rtl');
    if (next === undefined) return;
    select(next);
    event.preventDefault();
  };

  return (
    <div className="product-gallery stack" data-testid="product-gallery">
      <div className="product-gallery__main">
        <button
          ref={opener}
          type="button"
          className="product-gallery__open"
          aria-haspopup="dialog"
          aria-label={t('product.zoom.open', { name: labels.alt(index) })}
          onClick={openZoom}
          onPointerEnter={preloadZoomView}
          onFocus={preloadZoomView}
          data-testid="open-zoom"
        >
          <img
            key={current}
            src={imageUrl(current, { width: MAIN_SIZE, quality })}
            srcSet={srcSet || undefined}
            sizes={srcSet ? '(min-width: 1248px) 580px, (min-width: 900px) 48vw, 100vw' : undefined}
            alt={labels.alt(index)}
            width={MAIN_SIZE}
            height={MAIN_SIZE}
            loading="eager"
            fetchPriority={index === 0 ? 'high' : 'auto'}
            decoding={index === 0 ? 'sync' : 'async'}
            onError={(event) => showPlaceholder(event.currentTarget)}
            data-testid="product-main-image"
          />
          <span className="product-gallery__zoom-hint" aria-hidden="true">
            <ZoomGlyph />
          </span>
        </button>
      </div>
      {list.length > 1 && (
        <div className="product-gallery__thumbs" role="group" aria-label={t('product.images')} onKeyDown={onKeyDown}>
          {list.map((image, position) => (
            <button
              key={`${position}-${image}`}
              ref={(button) => {
                thumbs.current[position] = button;
              }}
              type="button"
              className={`product-gallery__thumb${pictureKind(image) ? ` product-gallery__thumb--${pictureKind(image)}` : ''}`}
              aria-pressed={position === index}
              aria-label={labels.short(position)}
              tabIndex={position === index ? 0 : -1}
              onClick={() => setActive(position)}
            >
              <ProductThumb image={image} size={THUMB_SIZE} quality={quality} />
            </button>
          ))}
        </div>
      )}
      {zoomed && ZoomView && (
        <ZoomView
          images={list}
          index={index}
          name={name}
          labels={labels}
          onMove={setActive}
          onClose={() => setZoomed(false)}
        />
      )}
    </div>
  );
}

/** A magnifier with a plus, the zoom hint on the main picture. */
function ZoomGlyph() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="M21 21l-4.3-4.3M11 8v6M8 11h6" strokeLinecap="round" />
    </svg>
  );
}
