import { detectTopics, generateArticleText, tagsFor } from './article-generator';
import * as english from './article-topics';
import * as arabic from './article-topics-ar';
import type { TopicSection } from './article-topics';

const topicIds = (title: string) => detectTopics(title).map((topic) => topic.id);

describe('detectTopics', () => {
  it('leads with the topic whose keyword comes first in the title', () => {
    expect(topicIds('Visitor Seating for Waiting Areas That Lasts')).toEqual(['reception', 'chairs']);
    expect(topicIds('Choosing Conference Tables for Meeting Rooms of Every Size')).toEqual(['meeting', 'desks']);
    expect(topicIds('Safes for the Home: Protecting Valuables')).toEqual(['security', 'home-furniture']);
  });

  it('tells monitor arms (ergonomics) from monitors (IT) and a home office from a home', () => {
    expect(topicIds('Monitor Arms and Desk Accessories for a Healthier Setup')[0]).toBe('ergonomics');
    expect(topicIds('Curved Monitors for Designers')).toEqual(['it']);
    expect(topicIds('Setting Up a Productive Home Office in Qatar')).toEqual(['home-office']);
  });

  it('finds nothing in a title without topic words', () => {
    expect(detectTopics('A Short Note')).toEqual([]);
  });
});

describe('tagsFor', () => {
  it('takes the leading topic tags, one tag per other topic and qatar when a place in Qatar is named', () => {
    expect(tagsFor('Gaming Chairs for Doha Homes', detectTopics('Gaming Chairs for Doha Homes'))).toEqual([
      'office-chairs',
      'ergonomics',
      'home-furniture',
      'qatar',
    ]);
  });

  it('fills up to 3 tags and never gives more than 5', () => {
    expect(tagsFor('A Short Note', [])).toEqual(['office-furniture', 'planning', 'qatar']);
    const crowded = 'Home Office Desks, Chairs, Lamps, Safes and Printers in Doha';
    expect(tagsFor(crowded, detectTopics(crowded))).toHaveLength(5);
  });
});

describe('generateArticleText', () => {
  it('gives the same text for the same title and different text for another', () => {
    const title = 'Best Standing Desks for Doha Offices';
    expect(generateArticleText(title)).toEqual(generateArticleText(title));
    expect(generateArticleText(title).content).not.toBe(
      generateArticleText('Best Standing Desks for Lusail Offices').content,
    );
  });

  it('writes an introduction, three advice sections with a checklist and a showroom closing', () => {
    const { content, excerpt, author, topic } = generateArticleText('How to Choose a Fireproof Safe for Your Office');
    expect(topic).toBe('security');
    expect(author.title).toBe('Security and Bank Equipment Specialist');
    const headings = content.match(/^## .+$/gm) ?? [];
    expect(headings).toHaveLength(4);
    expect(content.indexOf('## ')).toBeGreaterThan(100);
    expect(content).toMatch(/^### .+\n\n(- .+\n){3}- .+/m);
    expect(content.slice(content.lastIndexOf('## '))).toContain('Salwa Road');
    expect(excerpt).toMatch(/^Expert advice on protecting cash.+, from .+ to .+\.$/);
  });

  it('still writes a useful article for a title with no topic words', () => {
    const { content, tags, topic } = generateArticleText('A Short Note');
    expect(topic).toBe('general');
    expect(tags).toHaveLength(3);
    expect(content.match(/^## /gm)).toHaveLength(4);
  });
});

/** What an English bank and its Arabic twin must share: item counts, and bold in the same items. */
const outline = (sections: readonly TopicSection[]) =>
  sections.map((section) => ({
    sentences: section.sentences.map((sentence) => sentence.split('**').length),
    checklist: section.checklist.length,
  }));

describe('the Arabic sentence banks', () => {
  it('parallel every English bank item for item', () => {
    for (const topic of english.TOPICS) {
      const twin = arabic.TOPICS_AR[topic.id];
      expect({ topic: topic.id, intros: twin?.intros.length }).toEqual({
        topic: topic.id,
        intros: topic.intros.length,
      });
      expect({ topic: topic.id, outline: outline(twin?.sections ?? []) }).toEqual({
        topic: topic.id,
        outline: outline(topic.sections),
      });
    }
    expect(Object.keys(arabic.TOPICS_AR).sort()).toEqual(english.TOPICS.map((topic) => topic.id).sort());
    expect(outline(arabic.GENERAL_SECTIONS_AR)).toEqual(outline(english.GENERAL_SECTIONS));
    for (const [en, ar] of [
      [english.QATAR_CONTEXT, arabic.QATAR_CONTEXT_AR],
      [english.PROMISES, arabic.PROMISES_AR],
      [english.CHECKLIST_HEADINGS, arabic.CHECKLIST_HEADINGS_AR],
      [english.CLOSING_HEADINGS, arabic.CLOSING_HEADINGS_AR],
    ] as const) {
      expect(ar).toHaveLength(en.length);
    }
    expect(arabic.CLOSING_SENTENCES_AR.map((group) => group.length)).toEqual(
      english.CLOSING_SENTENCES.map((group) => group.length),
    );
  });

  it('are written in Arabic throughout', () => {
    const texts = [
      ...Object.values(arabic.TOPICS_AR).flatMap((topic) => [
        ...topic.intros,
        topic.excerptLead,
        ...topic.sections.flatMap((section) => [section.heading, ...section.sentences, ...section.checklist]),
      ]),
      ...arabic.GENERAL_SECTIONS_AR.flatMap((section) => [section.heading, ...section.sentences, ...section.checklist]),
      ...arabic.QATAR_CONTEXT_AR,
      ...arabic.PROMISES_AR,
      ...arabic.CLOSING_SENTENCES_AR.flat(),
    ];
    for (const text of texts) expect(text).toMatch(/^[^A-Za-z]*[\u0600-\u06FF]/);
  });
});

describe('generateArticleText in Arabic', () => {
  it('makes the same choices in both languages: same outline, same checklist length, Arabic excerpt', () => {
    const { content, contentAr, excerptAr } = generateArticleText(
      'Cash Counting Machines: What Banks and Retailers Should Know',
    );
    const outlineOf = (text: string) =>
      text.split('\n').map((line) => line.match(/^(#{2,3} |- )/)?.[1] ?? (line ? 'p' : ''));
    expect(outlineOf(contentAr)).toEqual(outlineOf(content));
    expect(contentAr).toContain('طريق سلوى');
    expect(contentAr).not.toMatch(/[A-Za-z]{3,} [A-Za-z]{3,}/);
    expect(excerptAr).toMatch(/^دليل عملي لمعدات التعامل مع النقد.+، من .+ إلى .+\.$/);
  });

  it('picks the Arabic of the English section it picked', () => {
    const { content, contentAr } = generateArticleText('How to Choose a Fireproof Safe for Your Office');
    const headings = (text: string) => text.match(/^## .+$/gm)?.map((line) => line.slice(3)) ?? [];
    const bank = [...english.TOPICS.flatMap((topic) => topic.sections), ...english.GENERAL_SECTIONS];
    const bankAr = [
      ...english.TOPICS.flatMap((topic) => arabic.TOPICS_AR[topic.id]!.sections),
      ...arabic.GENERAL_SECTIONS_AR,
    ];
    const translate = (heading: string) => bankAr[bank.findIndex((section) => section.heading === heading)]?.heading;
    const [first, second, third] = headings(content);
    expect(headings(contentAr).slice(0, 3)).toEqual([first, second, third].map((heading) => translate(heading!)));
  });
});
