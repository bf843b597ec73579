import { useRef, useState, type KeyboardEvent } from 'react';
import { connectionQuality, imageSrcSet, imageUrl } from '@ogulf/web-kit';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { showPlaceholder } from '../../shared/catalog-image';

/** Intrinsic size of the square main picture (it is shown at most ~560 px wide). */
const MAIN_SIZE = 800;
const THUMB_SIZE = 72;

/**
 * The product's pictures: one large square picture (loaded first, with high priority) and, when
 * there are several, a row of thumbnails; arrow keys, Home and End move between thumbnails.
 */
export function ProductGallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useCatalogLanguage();
  const [active, setActive] = useState(0);
  const quality = connectionQuality();
  const thumbs = useRef<Array<HTMLButtonElement | null>>([]);
  const list = images.length > 0 ? images : [''];
  const current = list[Math.min(active, list.length - 1)] ?? '';
  const srcSet = imageSrcSet(current, { min: 320, max: 1200, quality });

  const select = (index: number) => {
    const next = (index + list.length) % list.length;
    setActive(next);
    thumbs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = document.documentElement.dir === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step !== undefined) select(active + step);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(list.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="product-gallery" data-testid="product-gallery">
      <div className="product-gallery__main">
        <img
          key={current}
          src={imageUrl(current, { width: MAIN_SIZE, quality })}
          srcSet={srcSet || undefined}
          sizes={srcSet ? '(min-width: 1248px) 580px, (min-width: 900px) 48vw, 100vw' : undefined}
          alt={list.length > 1 ? t('product.imageOf', { name, index: active + 1, total: list.length }) : name}
          width={MAIN_SIZE}
          height={MAIN_SIZE}
          loading="eager"
          fetchPriority={active === 0 ? 'high' : 'auto'}
          decoding={active === 0 ? 'sync' : 'async'}
          onError={(event) => showPlaceholder(event.currentTarget)}
          data-testid="product-main-image"
        />
      </div>
      {list.length > 1 && (
        <div className="product-gallery__thumbs" role="group" aria-label={t('product.images')} onKeyDown={onKeyDown}>
          {list.map((image, index) => (
            <button
              key={`${index}-${image}`}
              ref={(button) => {
                thumbs.current[index] = button;
              }}
              type="button"
              className="product-gallery__thumb"
              aria-pressed={index === active}
              aria-label={t('product.showImage', { index: index + 1, total: list.length })}
              tabIndex={index === active ? 0 : -1}
              onClick={() => setActive(index)}
            >
              <img
                src={imageUrl(image, { width: THUMB_SIZE * 2, quality })}
                alt=""
                width={THUMB_SIZE}
                height={THUMB_SIZE}
                loading="lazy"
                decoding="async"
                onError={(event) => showPlaceholder(event.currentTarget)}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
