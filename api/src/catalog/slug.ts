/**
 * Catalogue slugs, made from English names: lowercase; apostrophes dropped (`Director's` ->
 * `directors`); `×` read as `x` (`2×2` -> `2x2`); every other run of characters that are not
 * latin letters, digits or Arabic letters becomes one hyphen, never leading or trailing
 * (`L-Shaped Desk 160 cm` -> `l-shaped-desk-160-cm`, `15.6-inch` -> `15-6-inch`,
 * `Chairs & Seating` -> `chairs-seating`). Unlike article slugs, hyphens and dots separate words
 * here, so model names stay readable. Every result matches the shared slug pattern.
 */
export function catalogSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036F]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/×/g, 'x')
    .split(/[^a-z0-9\u0621-\u063A\u0641-\u064A]+/)
    .filter(Boolean)
    .join('-');
}
