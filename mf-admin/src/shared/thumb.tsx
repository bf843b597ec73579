import { imageUrl } from '@ogulf/web-kit';

/** A list row's small decorative picture (the row's text names it), read at 160 px wide. */
export function Thumb({ image, width, height }: { image: string; width: number; height: number }) {
  return (
    <img
      src={imageUrl(image, { width: 160 })}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      className="adm-thumb"
    />
  );
}
