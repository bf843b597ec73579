/**
 * The shape of a long-form information page (About, Services, the policies...).
 * Each page is written once per language; both versions must have the same
 * sections, with the same ids, in the same order (content.test.ts checks it).
 */
import type { Language } from '@ogulf/web-kit';

/** A link: an internal path (`/contact`) or an absolute href (`tel:`, `mailto:`, `https:`). */
export interface ContentLink {
  label: string;
  to: string;
}

/** A data table; the first cell of each row is its row header. */
export interface ContentTable {
  caption: string;
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}

/** A titled card (a service, a value, a team). */
export interface ContentCard {
  title: string;
  text: string;
}

/** One milestone of a timeline. */
export interface TimelineEntry {
  year: string;
  title: string;
  text: string;
}

/** One question of a FAQ, shown as a disclosure widget. */
export interface FaqEntry {
  question: string;
  answers: readonly string[];
}

/** A headline figure such as "18+ years serving Qatar". */
export interface ContentStat {
  value: string;
  label: string;
}

/**
 * One section of a page. Blocks render in this order: paragraphs, stats, cards,
 * timeline, list, steps, table, hours, zones, contacts, faq, notes, links.
 */
export interface ContentSection {
  /** Anchor id, identical in every language (e.g. `our-team`). */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  stats?: readonly ContentStat[];
  cards?: readonly ContentCard[];
  timeline?: readonly TimelineEntry[];
  list?: readonly string[];
  /** An ordered list of steps. */
  steps?: readonly string[];
  table?: ContentTable;
  /** Shows the opening-hours table built from the shared facts. */
  hours?: boolean;
  /** Shows the delivery zones table from the zones API (the zones checkout offers). */
  zones?: boolean;
  /** Shows the ways to reach us (phone, WhatsApp, email, showroom) from `COMPANY`. */
  contacts?: boolean;
  faq?: readonly FaqEntry[];
  /** Paragraphs after the other blocks (small print). */
  notes?: readonly string[];
  links?: readonly ContentLink[];
}

/** The call to action in the page's side panel. */
export interface ContentCta {
  heading: string;
  text: string;
  action: ContentLink;
}

export interface ContentPageData {
  /** The page's only `<h1>`, also used for the document title. */
  title: string;
  intro: string;
  /** ISO date (YYYY-MM-DD) shown as "Last updated" under the title. */
  updated?: string;
  /** Shows an in-page table of contents (long pages such as the terms). */
  toc?: boolean;
  sections: readonly ContentSection[];
  cta: ContentCta;
}

/** A page in both languages. */
export type LocalizedPage = Record<Language, ContentPageData>;
