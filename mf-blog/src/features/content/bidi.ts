/**
 * Keeps Latin text, numbers, times and phone numbers left-to-right inside Arabic
 * sentences. Without isolation the bidi algorithm shows "+974 4412 3456" as
 * "3456 4412 974+" and "08:00–18:00" as "18:00–08:00" in a right-to-left line.
 */

export interface TextRun {
  text: string;
  /** True for a run that must be shown left-to-right in its own isolate. */
  ltr: boolean;
}

// A Latin/digit token, optionally joined to following tokens by spaces or ASCII commas
// (so a phone number or "Al Waab, Doha" stays one run).
const TOKEN = String.raw`\+?[0-9A-Za-z][0-9A-Za-z@.:/–_%&'+-]*`;
const LTR_RUN = new RegExp(`${TOKEN}(?:[ ,]+${TOKEN})*`, 'g');
// Sentence punctuation that belongs to the surrounding Arabic text, not to the run.
const TRAILING = /[.:,'–-]+$/;

/** Splits text into Arabic (or neutral) runs and left-to-right runs. */
export function splitLtrRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let rest = 0;
  const push = (part: string, ltr: boolean) => {
    if (!part) return;
    const last = runs[runs.length - 1];
    if (last && last.ltr === ltr && !ltr) last.text += part;
    else runs.push({ text: part, ltr });
  };
  for (const match of text.matchAll(LTR_RUN)) {
    const start = match.index;
    const run = match[0].replace(TRAILING, '');
    push(text.slice(rest, start), false);
    push(run, true);
    rest = start + run.length;
  }
  push(text.slice(rest), false);
  return runs;
}
