import type { ArticleAuthor } from './model';
import { seededRandom } from '@ogulf/svg-kit';
import {
  AUTHORS,
  CHECKLIST_HEADINGS,
  CLOSING_HEADINGS,
  CLOSING_SENTENCES,
  GENERAL_SECTIONS,
  PROMISES,
  QATAR_CONTEXT,
  TOPICS,
  type Topic,
  type TopicSection,
} from './article-topics';
import {
  CHECKLIST_HEADINGS_AR,
  CLOSING_HEADINGS_AR,
  CLOSING_SENTENCES_AR,
  GENERAL_EXCERPT_LEAD_AR,
  GENERAL_INTRO_AR,
  GENERAL_SECTIONS_AR,
  PROMISES_AR,
  QATAR_CONTEXT_AR,
  TOPICS_AR,
  type TopicTextAr,
} from './article-topics-ar';

/**
 * Builds the text of a generated article from its title alone. The title's words select its
 * topics; a pseudo-random generator seeded with the title then picks sentences, sections and
 * the closing from the banks in `article-topics.ts`, so the same title always gives the same
 * article and different titles give different ones. Every choice picks the same item of the
 * English bank and of its Arabic twin (`article-topics-ar.ts`), so both versions say the same.
 */

export interface GeneratedText {
  /** Body in the blog's Markdown subset. */
  content: string;
  /** The same body in Arabic: the same sections, lists and choices. */
  contentAr: string;
  excerpt: string;
  excerptAr: string;
  /** 3 to 5 tags from the fixed vocabulary. */
  tags: string[];
  author: ArticleAuthor;
  /** The leading topic's id (`chairs`, `security`, ...), or `general` when none matched. */
  topic: string;
}

const MIN_TAGS = 3;
const MAX_TAGS = 5;
const FILLER_TAGS = ['office-furniture', 'planning', 'qatar'];
const QATAR_WORDS = /\b(?:qatar\w*|doha|lusail|al waab)\b/i;

/**
 * The topics a title mentions, the one whose keyword comes first leading ("Visitor Seating"
 * is about reception first, seating second); ties go to the earlier topic in `TOPICS`.
 */
export function detectTopics(title: string): Topic[] {
  return TOPICS.map((topic, order) => ({ topic, order, at: title.search(topic.match) }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at || a.order - b.order)
    .map((hit) => hit.topic);
}

/** Tags of an article: the leading topic's, one per further topic, `qatar` when named, then fillers. */
export function tagsFor(title: string, topics: readonly Topic[]): string[] {
  const tags = new Set<string>(topics[0]?.tags ?? []);
  for (const topic of topics.slice(1)) tags.add(topic.tags[0] ?? 'office-furniture');
  if (QATAR_WORDS.test(title)) tags.add('qatar');
  for (const filler of FILLER_TAGS) {
    if (tags.size >= MIN_TAGS) break;
    tags.add(filler);
  }
  return [...tags].slice(0, MAX_TAGS);
}

/** The body, excerpt, tags and author of the generated article titled `title`, in both languages. */
export function generateArticleText(title: string): GeneratedText {
  const random = seededRandom(title);
  const topics = detectTopics(title);
  const [primary, secondary] = topics;
  const primaryAr = primary ? arabicOf(primary) : undefined;
  const general = bilingual(GENERAL_SECTIONS, GENERAL_SECTIONS_AR);

  const sections = pickInOrder(
    primary && primaryAr ? bilingual(primary.sections, primaryAr.sections) : general,
    2,
    random,
  );
  // A second topic's section that repeats a chosen heading's opening ("Choosing materials ...")
  // would repeat its advice too.
  const fresh = (section: Bilingual<TopicSection>) =>
    !sections.some((chosen) => openingWords(chosen.en.heading) === openingWords(section.en.heading));
  const candidates = (secondary ? bilingual(secondary.sections, arabicOf(secondary).sections) : []).filter(fresh);
  const third = pick(
    candidates.length > 0 ? candidates : general.filter((s) => !sections.some((chosen) => chosen.en === s.en)),
    random,
  );
  sections.push(third);

  const intro = [
    pick(bilingual(primary?.intros ?? [GENERAL_INTRO], primaryAr?.intros ?? [GENERAL_INTRO_AR]), random),
    pick(bilingual(QATAR_CONTEXT, QATAR_CONTEXT_AR), random),
    pick(bilingual(PROMISES, PROMISES_AR), random),
  ];

  const checklistAt = Math.floor(random() * sections.length);
  const blocks: Bilingual<string>[] = [joined(intro, ' ')];
  sections.forEach((section, index) => {
    blocks.push(
      both(section, (s) => `## ${s.heading}`),
      paragraph(section, random),
    );
    if (index === checklistAt) {
      blocks.push(
        both(pick(bilingual(CHECKLIST_HEADINGS, CHECKLIST_HEADINGS_AR), random), (heading) => `### ${heading}`),
        bullets(section, random),
      );
    } else if (random() < 0.35) {
      blocks.push(bullets(section, random));
    }
  });
  blocks.push(
    both(pick(bilingual(CLOSING_HEADINGS, CLOSING_HEADINGS_AR), random), (heading) => `## ${heading}`),
    joined(
      CLOSING_SENTENCES.map((group, index) => pick(bilingual(group, CLOSING_SENTENCES_AR[index] ?? []), random)),
      ' ',
    ),
  );

  const lead = primary?.excerptLead ?? 'Practical advice for businesses in Qatar';
  const leadAr = primaryAr?.excerptLead ?? GENERAL_EXCERPT_LEAD_AR;
  const [from = third, to = third] = pickInOrder(sections, 2, random);
  const content = joined(blocks, '\n\n');
  return {
    content: content.en,
    contentAr: content.ar,
    excerpt: `${lead}, from ${lowerFirst(from.en.heading)} to ${lowerFirst(to.en.heading)}.`,
    excerptAr: `${leadAr}، من ${from.ar.heading} إلى ${to.ar.heading}.`,
    tags: tagsFor(title, topics),
    author: primary?.author ?? AUTHORS.yousef,
    topic: primary?.id ?? 'general',
  };
}

const GENERAL_INTRO = 'Choosing furniture and equipment for a business is a decision that shapes every working day.';

/** One item of a bank in English and its Arabic counterpart. */
interface Bilingual<T> {
  en: T;
  ar: T;
}

/** The items of an English bank paired with those of its Arabic twin, which must match it item for item. */
function bilingual<T>(en: readonly T[], ar: readonly T[]): Bilingual<T>[] {
  if (en.length !== ar.length) throw new Error(`An Arabic sentence bank has ${ar.length} items for ${en.length}`);
  return en.map((item, index) => ({ en: item, ar: ar[index] as T }));
}

function arabicOf(topic: Topic): TopicTextAr {
  const arabic = TOPICS_AR[topic.id];
  if (!arabic) throw new Error(`The topic "${topic.id}" has no Arabic sentence bank`);
  return arabic;
}

function both<T>(item: Bilingual<T>, render: (value: T) => string): Bilingual<string> {
  return { en: render(item.en), ar: render(item.ar) };
}

function joined(items: readonly Bilingual<string>[], separator: string): Bilingual<string> {
  return { en: items.map((item) => item.en).join(separator), ar: items.map((item) => item.ar).join(separator) };
}

/** The first sentence and two of the others, in their order. */
function paragraph(section: Bilingual<TopicSection>, random: () => number): Bilingual<string> {
  const [first, ...rest] = bilingual(section.en.sentences, section.ar.sentences);
  return joined([...(first ? [first] : []), ...pickInOrder(rest, 2, random)], ' ');
}

function bullets(section: Bilingual<TopicSection>, random: () => number): Bilingual<string> {
  return joined(
    pickInOrder(bilingual(section.en.checklist, section.ar.checklist), 4, random).map((item) =>
      both(item, (text) => `- ${text}`),
    ),
    '\n',
  );
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

/** `count` items of `items` chosen at random, kept in their original order. */
function pickInOrder<T>(items: readonly T[], count: number, random: () => number): T[] {
  const indexes = items.map((_, index) => index);
  while (indexes.length > count) indexes.splice(Math.floor(random() * indexes.length), 1);
  return indexes.map((index) => items[index] as T);
}

function openingWords(heading: string): string {
  return heading.toLowerCase().split(' ').slice(0, 2).join(' ');
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
