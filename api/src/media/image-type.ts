/** The picture formats an upload may be, told from the file's first bytes (never its name or Content-Type). */
export type ImageType = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG, PNG or WebP from the magic bytes, else undefined (an SVG or HTML file named `.png` included). */
export function sniffImageType(head: Buffer): ImageType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  return undefined;
}
