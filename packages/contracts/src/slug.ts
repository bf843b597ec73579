/**
 * Article slugs. The spec's rule is "title lowercased, punctuation removed, spaces turned to
 * hyphens"; the decisions for the cases it leaves open:
 *
 * - Every character that is not a letter, a digit or whitespace counts as punctuation and is
 *   removed without leaving a gap: `Qatar's` -> `qatars`, `Fit-Out` -> `fitout`,
 *   `Filing Cabinets vs. Pedestals` -> `filing-cabinets-vs-pedestals`, `Tables & Chairs` ->
 *   `tables-chairs`. Hyphens inside a title are punctuation too, as the rule says, so existing
 *   article URLs keep their form.
 * - Any run of whitespace becomes one hyphen, and the result never starts or ends with one.
 * - Latin letters with accents fold to their base letter (`Café` -> `cafe`). Arabic letters and
 *   Arabic-Indic digits stay; Arabic diacritics (harakat) and the tatweel are dropped, so a
 *   vowelled and an unvowelled title give the same slug. Letters of other scripts are dropped:
 *   the shop is English and Arabic only, and every slug must match `SLUG_PATTERN`.
 *
 * Catalogue slugs (`catalogSlug`) are made from English names by a rule of their own, the
 * server's: hyphens and dots separate words there, so model names stay readable. The admin's
 * preview of a new product's address uses the same function, so it shows what the server makes.
 */

/** What a slug may look like; the article route accepts nothing else. */
export const SLUG_PATTERN = /^[a-z0-9\u0600-\u06FF]+(?:-[a-z0-9\u0600-\u06FF]+)*$/;

/** Longest slug the article route accepts. */
export const MAX_SLUG_LENGTH = 200;

// Letters and digits a slug keeps once the title is lowercased and normalised: the Arabic
// block's letters (U+0620-U+064A except the tatweel U+0640, U+066E-U+06D3, U+06D5,
// U+06EE-U+06FC, U+06FF) and digits (U+0660-U+0669, U+06F0-U+06F9), but not its punctuation
// (، ؛ ؟ ٪ ۔ ...), diacritics or Quranic marks.
const KEPT = /[a-z0-9\u0620-\u063F\u0641-\u064A\u0660-\u0669\u066E\u066F\u0671-\u06D3\u06D5\u06EE-\u06FC\u06FF]/u;

// Combining marks of Latin letters, left over once NFKD has split `é` into `e` + U+0301.
const LATIN_MARKS = /[\u0300-\u036F]/g;

/** Turns an article title into its URL slug (see the rules above). */
export function slugify(title: string): string {
  const words: string[] = [];
  let word = '';
  // NFKD splits accented letters into base letter + mark and maps Arabic presentation forms
  // and full-width characters to the ordinary ones; NFC then puts the Arabic letters that carry
  // a hamza or madda (أ إ آ ؤ ئ) back together so they are kept whole.
  const normalised = title.normalize('NFKD').replace(LATIN_MARKS, '').normalize('NFC').toLowerCase();
  for (const char of normalised) {
    if (/\s/u.test(char)) {
      if (word !== '') words.push(word);
      word = '';
    } else if (KEPT.test(char)) {
      word += char;
    }
  }
  if (word !== '') words.push(word);
  return words.join('-');
}

/** Whether `value` is a well-formed slug the article route would accept. */
export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

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
