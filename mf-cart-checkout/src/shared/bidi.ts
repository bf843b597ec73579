/**
 * Wraps a phone number, email or order number in a left-to-right isolate (U+2066 … U+2069) so it
 * keeps its order inside an Arabic sentence ("+974 4412 3456" never becomes "4412 3456 974+").
 */
export const ltrIsolate = (text: string): string => `\u2066${text}\u2069`;

/** Wraps text of either direction (a customer's name) in a first-strong isolate (U+2068 … U+2069). */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/** An IBAN in groups of four, as banks print it ("QA94 QNBA 0000 …"): easier to read out and copy. */
export const groupIban = (iban: string): string => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
