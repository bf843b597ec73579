/**
 * The spec's SEO rules as pure functions. Lengths are JavaScript string lengths (UTF-16 code
 * units), so `result.length` never exceeds a limit; a cut never splits a surrogate pair. Input
 * whitespace is collapsed to single spaces and trimmed before anything is measured.
 */

export const SEO_TITLE_MAX = 60;
/** Length of a title that had to be truncated, ellipsis included. */
export const SEO_TITLE_TRUNCATED_MAX = 45;
export const SEO_DESCRIPTION_MAX = 160;
/** Length of the text kept from a description that had to be cut (before its "..."). */
export const SEO_DESCRIPTION_CUT = 157;
export const SEO_KEYWORDS_MAX = 20;

const TITLE_ELLIPSIS = '…';
const DESCRIPTION_ELLIPSIS = '...';

// Characters not worth keeping right before an ellipsis ("Qatar:…", "desks,...").
const TRAILING_PUNCTUATION = /[\s\p{P}]+$/u;

// A sentence ends with . ! ? (or the Arabic question mark ؟), possibly followed by closing
// quotes or brackets, then whitespace or the end of the text. "1.5 m" or "e.g.," are not ends.
const SENTENCE = /[^]*?[.!?؟…]+["'”’)\]]*(?=\s|$)|[^]+$/gu;

/**
 * The page title: `title` when it has at most 60 characters; else `shortForm` when given and
 * it fits; else `title` truncated to at most 45 characters including a trailing "…", cut at
 * the last word boundary that fits (mid-word only when the first word alone is too long).
 */
export function seoTitle(title: string, shortForm?: string): string {
  const full = collapseWhitespace(title);
  if (full.length <= SEO_TITLE_MAX) return full;
  const short = collapseWhitespace(shortForm ?? '');
  if (short !== '' && short.length <= SEO_TITLE_MAX) return short;
  return cutAtWord(full, SEO_TITLE_TRUNCATED_MAX - TITLE_ELLIPSIS.length) + TITLE_ELLIPSIS;
}

/**
 * The meta description: `text` when it has at most 160 characters; else as many whole
 * sentences as fit in 157 characters followed by "..." (the last sentence's own closing
 * punctuation gives way to the dots). When even the first sentence is longer than 157, it is
 * cut at the last word boundary that fits instead.
 */
export function seoDescription(text: string): string {
  const full = collapseWhitespace(text);
  if (full.length <= SEO_DESCRIPTION_MAX) return full;
  let kept = '';
  for (const sentence of full.match(SENTENCE) ?? []) {
    const candidate = (kept + sentence).trim();
    if (candidate.length > SEO_DESCRIPTION_CUT) break;
    kept = candidate;
  }
  const body = kept === '' ? cutAtWord(full, SEO_DESCRIPTION_CUT) : kept.replace(TRAILING_PUNCTUATION, '');
  return body + DESCRIPTION_ELLIPSIS;
}

/**
 * The keyword list: each keyword trimmed (inner whitespace collapsed), empty ones dropped,
 * duplicates dropped ignoring case (the first spelling wins), at most 20 in the given order.
 */
export function seoKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of keywords) {
    const keyword = collapseWhitespace(raw);
    const key = keyword.toLowerCase();
    if (keyword === '' || seen.has(key)) continue;
    seen.add(key);
    result.push(keyword);
    if (result.length === SEO_KEYWORDS_MAX) break;
  }
  return result;
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * The longest start of `text` (already longer than `max`) that ends at a word boundary and has
 * at most `max` characters, without trailing punctuation; a hard cut when the first word alone
 * is longer than `max`. A word boundary is whitespace, or punctuation followed by whitespace
 * ("Companies: Planning" may end after "Companies"); an apostrophe inside a word is not one.
 */
function cutAtWord(text: string, max: number): string {
  let end = 0;
  for (const boundary of text.matchAll(/\p{P}*\s/gu)) {
    if (boundary.index > max) break;
    end = boundary.index;
  }
  const atWord = text.slice(0, end).replace(TRAILING_PUNCTUATION, '');
  return atWord !== '' ? atWord : hardCut(text, max);
}

/** The first `max` code units of `text`, one fewer if that would split a surrogate pair. */
function hardCut(text: string, max: number): string {
  const last = text.charCodeAt(max - 1);
  const end = last >= 0xd800 && last <= 0xdbff ? max - 1 : max;
  return text.slice(0, end);
}
