/**
 * The text side of the product search (issue 17): one normal form for what shoppers type and what
 * products say, in English and Arabic, its words, and "within one typo". Pure functions, no I/O.
 */

// Harakat, the superscript alef and the tatweel: written or left out at will, never meaningful to a search.
const ARABIC_MARKS = /[\u064B-\u065F\u0670\u0640]/g;
// Letters Arabic spelling does not tell apart reliably: the forms of alef (with hamza, madda,
// wasla), alef maqsura beside yeh, teh marbuta beside heh.
const ALEF = /[أإآٱ]/g;
const ALEF_MAQSURA = /ى/g;
const TEH_MARBUTA = /ة/g;
// Arabic-Indic and Persian digits, so "٣٥" finds "35".
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
const ASCII = /^[\x20-\x7e]*$/;
// Latin accents (é, ü) after NFKD; Arabic has none in this range.
const COMBINING_MARKS = /[\u0300-\u036f]/g;

/**
 * The form every search compares: lower case, Latin accents dropped, Arabic marks and tatweel
 * dropped, alef forms as bare alef, alef maqsura as yeh, teh marbuta as heh, Eastern digits as
 * 0-9, runs of white space as one space.
 */
export function normalizeSearchText(text: string): string {
  // Most catalogue text is plain ASCII: only case and spacing to fold.
  if (ASCII.test(text)) return text.toLowerCase().replace(/\s+/g, ' ').trim();
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(ALEF, 'ا')
    .replace(ALEF_MAQSURA, 'ي')
    .replace(TEH_MARBUTA, 'ه')
    .replace(EASTERN_DIGITS, (digit) => String((digit.codePointAt(0)! - 0x0660) % 0x90))
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

// A word: letters and digits, with a decimal point or comma kept between digits ("15.6").
export const WORD_OF = /[\p{L}\p{N}]+(?:[.,]\p{N}+)*/gu;
// The Arabic article and the particles written onto it: "الكراسي", "والمكاتب", "بالأبيض", "للمكتب".
const ARABIC_ARTICLE = /^(?:[وفبك]?ال|لل)(?=[\u0621-\u064A]{2})/;

/** The words of normalised text, each also without the Arabic article when it has one. */
export function searchWords(normalized: string): string[] {
  const words: string[] = [];
  for (const [word] of normalized.matchAll(WORD_OF)) {
    words.push(word);
    const bare = word.replace(ARABIC_ARTICLE, '');
    if (bare !== word) words.push(bare);
  }
  return words;
}

const ARABIC_LETTER = /[\u0621-\u064A]/;
const DIGIT = /\p{N}/u;

/**
 * Whether a typo is allowed in this word of the query: Latin words of 5 letters or more, Arabic
 * ones of 4 or more (written without short vowels, a 4-letter Arabic word is as long as an
 * English one of 6 or 7), never words with digits (model numbers and sizes are meant exactly).
 */
export function allowsTypo(word: string): boolean {
  if (DIGIT.test(word)) return false;
  return word.length >= (ARABIC_LETTER.test(word) ? 4 : 5);
}

/**
 * Whether `a` becomes `b` with at most one edit: a letter inserted, deleted or replaced, or two
 * neighbouring letters swapped (Damerau-Levenshtein distance of at most 1), in linear time.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const lengthGap = a.length - b.length;
  if (lengthGap > 1 || lengthGap < -1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  // What is left differs in one letter at most (insert, delete or replace) ...
  if (restA <= 1 && restB <= 1) return true;
  // ... or is two letters swapped.
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/**
 * How `word` (from the query) meets `token` (a word of a product): the same word, its beginning,
 * within a typo of it or of its beginning ("chiar" meets "chairs"), or not at all.
 */
export function wordMeets(word: string, token: string, typo: boolean): 'exact' | 'prefix' | 'fuzzy' | undefined {
  if (token === word) return 'exact';
  if (token.startsWith(word)) return 'prefix';
  if (!typo || token.length < word.length - 1) return undefined;
  if (withinOneEdit(word, token)) return 'fuzzy';
  for (let length = word.length - 1; length <= word.length + 1; length++) {
    if (length < token.length && withinOneEdit(word, token.slice(0, length))) return 'fuzzy';
  }
  return undefined;
}
