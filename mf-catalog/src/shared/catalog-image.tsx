import { useMemo } from 'react';
import { connectionQuality, imageSrcSet, imageUrl, PLACEHOLDER_IMAGE } from '@ogulf/web-kit';

/** A missing file shows the default picture rather than a broken one (and stops there if that fails too). */
export function showPlaceholder(img: HTMLImageElement): void {
  if (img.src === PLACEHOLDER_IMAGE) return;
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}

interface CatalogImageProps {
  image: string | null | undefined;
  /** Intrinsic size given to the browser so nothing shifts while the picture loads. */
  width: number;
  height: number;
  /** The `sizes` attribute for where the picture sits; used only when the image has a srcset. */
  sizes: string;
  /** Narrowest candidate in the srcset (the widest is 800 px). */
  minWidth?: number;
  /** Above the fold: loaded at once with high priority; otherwise when it nears the viewport. */
  priority?: boolean;
}

/**
 * The decorative picture of a card or page head (alt="": the text beside it names the thing), with a
 * responsive srcset for the shop's own images and the default picture when the file is missing; at
 * the quality the connection and device afford, read once when the picture first shows.
 */
export function CatalogImage({ image, width, height, sizes, minWidth = 160, priority = false }: CatalogImageProps) {
  const quality = useMemo(() => connectionQuality(), []);
  const srcSet = imageSrcSet(image, { min: minWidth, max: 800, quality });
  return (
    <img
      src={imageUrl(image, { width, quality })}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={(event) => showPlaceholder(event.currentTarget)}
    />
  );
}

/** A category's picture, 4:3: on a card, in a list, or at the head of its page. */
export function CategoryImage(props: Omit<CatalogImageProps, 'width' | 'height'>) {
  return <CatalogImage width={480} height={360} {...props} />;
}

interface ProductThumbProps {
  image: string | null | undefined;
  className?: string;
  /** Shown width and height in px; the file asked for is twice as wide, for sharp screens. */
  size?: number;
  quality?: number;
}

/** A product's small square picture: beside its name in a list (search results, fit-out lines), or a gallery's thumbnail; decorative. */
export function ProductThumb({ image, className, size = 56, quality }: ProductThumbProps) {
  return (
    <img
      className={className}
      src={imageUrl(image, { width: size * 2, quality })}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={(event) => showPlaceholder(event.currentTarget)}
    />
  );
}
