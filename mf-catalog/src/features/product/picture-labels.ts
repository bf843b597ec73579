import { useCatalogLanguage } from '../../i18n/use-catalog-language';

/** What an extra picture of a built-in product shows, read from its file name (see the API's seed-data.ts). */
export type PictureKind = 'detail' | 'dimensions';

export function pictureKind(image: string): PictureKind | undefined {
  const path = image.split('?')[0] ?? '';
  if (path.endsWith('--detail.webp')) return 'detail';
  if (path.endsWith('--dimensions.webp')) return 'dimensions';
  return undefined;
}

export /** A step through `length` pictures for an arrow key (mirrored right to left), Home or End; undefined for other keys. */
function pictureStep(key: string, active: number, length: number, rtl: boolean): number | undefined {
  const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, ArrowDown: 1, ArrowUp: -1 }[key];
  if (step !== undefined) return (active + step + length) % length;
  if (key === 'Home') return 0;
  if (key === 'End') return length - 1;
  return undefined;
}

/** The names of a product's pictures: short ones for buttons, full ones for the pictures themselves. */
export interface PictureLabels {
  /** "Picture 3 of 3: dimensions" (or "Picture 1 of 3"). */
  short: (index: number) => string;
  /** The picture's alternative text: the product's name, and with several its place and kind. */
  alt: (index: number) => string;
}

export function usePictureLabels(
  images: readonly string[],
  name: string,
  dimensions: string | undefined,
): PictureLabels {
  const { t } = useCatalogLanguage();
  const total = images.length;
  const kindOf = (index: number, detailed: boolean): string | undefined => {
    const kind = pictureKind(images[index] ?? '');
    if (!kind) return undefined;
    if (kind === 'dimensions' && detailed && dimensions)
      return t('product.picture.dimensionsOf', { figures: dimensions });
    return t(`product.picture.${kind}`);
  };
  return {
    short: (index) => {
      const kind = kindOf(index, false);
      return kind
        ? t('product.picture.kindOf', { index: index + 1, total, kind })
        : t('product.picture.of', { index: index + 1, total });
    },
    alt: (index) => {
      if (total < 2) return name;
      const kind = kindOf(index, true);
      const place = t('product.imageOf', { name, index: index + 1, total });
      return kind ? `${place}: ${kind}` : place;
    },
  };
}
