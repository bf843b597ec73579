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

/**
 * Builds the text of a generated article from its title alone. The title's words select its
 * topics; a pseudo-random generator seeded with the title then picks sentences, sections and
 * the closing from the banks in `article-topics.ts`, so the same title always gives the same
 * article and different titles give different ones.
 */

export interface GeneratedText {
  /** Body in the blog's Markdown subset. */
  content: string;
  excerpt: string;
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

/** The body, excerpt, tags and author of the generated article titled `title`. */
export function generateArticleText(title: string): GeneratedText {
  const random = seededRandom(title);
  const topics = detectTopics(title);
  const [primary, secondary] = topics;

  const sections: TopicSection[] = primary
    ? pickInOrder(primary.sections, 2, random)
    : pickInOrder(GENERAL_SECTIONS, 2, random);
  // A second topic's section that repeats a chosen heading's opening ("Choosing materials ...")
  // would repeat its advice too.
  const fresh = (section: TopicSection) =>
    !sections.some((chosen) => openingWords(chosen.heading) === openingWords(section.heading));
  const candidates = (secondary?.sections ?? []).filter(fresh);
  const third = pick(
    candidates.length > 0 ? candidates : GENERAL_SECTIONS.filter((s) => !sections.includes(s)),
    random,
  );
  sections.push(third);

  const intro = [
    pick(
      primary?.intros ?? [
        'Choosing furniture and equipment for a business is a decision that shapes every working day.',
      ],
      random,
    ),
    pick(QATAR_CONTEXT, random),
    pick(PROMISES, random),
  ].join(' ');

  const checklistAt = Math.floor(random() * sections.length);
  const blocks: string[] = [intro];
  sections.forEach((section, index) => {
    blocks.push(`## ${section.heading}`, paragraph(section, random));
    if (index === checklistAt) {
      blocks.push(`### ${pick(CHECKLIST_HEADINGS, random)}`, bullets(section, random));
    } else if (random() < 0.35) {
      blocks.push(bullets(section, random));
    }
  });
  blocks.push(`## ${pick(CLOSING_HEADINGS, random)}`, CLOSING_SENTENCES.map((group) => pick(group, random)).join(' '));

  const lead = primary?.excerptLead ?? 'Practical advice for businesses in Qatar';
  const [from, to] = pickInOrder(sections, 2, random);
  return {
    content: blocks.join('\n\n'),
    excerpt: `${lead}, from ${lowerFirst((from ?? third).heading)} to ${lowerFirst((to ?? third).heading)}.`,
    tags: tagsFor(title, topics),
    author: primary?.author ?? AUTHORS.yousef,
    topic: primary?.id ?? 'general',
  };
}

/** The first sentence and two of the others, in their order. */
function paragraph(section: TopicSection, random: () => number): string {
  const [first = '', ...rest] = section.sentences;
  return [first, ...pickInOrder(rest, 2, random)].join(' ');
}

function bullets(section: TopicSection, random: () => number): string {
  return pickInOrder(section.checklist, 4, random)
    .map((item) => `- ${item}`)
    .join('\n');
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
