import { imageSrcSet, imageUrl, PLACEHOLDER_IMAGE } from '@ogulf/web-kit';

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
  quality: number;
  /** The `sizes` attribute for where the picture sits; used only when the image has a srcset. */
  sizes: string;
  /** Narrowest candidate in the srcset (the widest is 800 px). */
  minWidth?: number;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
}

/**
 * The decorative picture of a card or page head (alt="": the text beside it names the thing), with a
 * responsive srcset for the shop's own images and the default picture when the file is missing.
 */
export function CatalogImage({
  image,
  width,
  height,
  quality,
  sizes,
  minWidth = 160,
  loading,
  fetchPriority,
}: CatalogImageProps) {
  const srcSet = imageSrcSet(image, { min: minWidth, max: 800, quality });
  return (
    <img
      src={imageUrl(image, { width, quality })}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={width}
      height={height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={(event) => showPlaceholder(event.currentTarget)}
    />
  );
}

/** A category's picture on a card or in a list: 4:3, loaded when it nears the viewport. */
export function CategoryImage({ image, quality, sizes }: Pick<CatalogImageProps, 'image' | 'quality' | 'sizes'>) {
  return <CatalogImage image={image} width={480} height={360} quality={quality} sizes={sizes} loading="lazy" />;
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
