import { detectTopics, generateArticleText, tagsFor } from './article-generator';

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
