import { TAG_VOCABULARY } from './article-topics';
import { FIRST_GENERATED_DATE, GENERATED_TITLES, SEED_ARTICLES, buildSeedArticles, keywordsFor } from './seed-data';
import { isSlug, slugify } from '@ogulf/contracts';

const featured = SEED_ARTICLES.filter((article) => article.featured);
const generated = SEED_ARTICLES.filter((article) => !article.featured);

/** Problems with `text` as the blog's Markdown subset (paragraphs, ##/### headings, - lists, **bold**). */
function markdownProblems(text: string): string[] {
  const problems: string[] = [];
  for (const block of text.split('\n\n')) {
    const lines = block.split('\n');
    if (block.trim() !== block || block === '')
      problems.push(`stray whitespace or empty block: ${JSON.stringify(block)}`);
    if (/^#{2,3} /.test(block)) {
      if (lines.length !== 1) problems.push(`heading spans lines: ${block}`);
    } else if (block.startsWith('- ')) {
      if (!lines.every((line) => line.startsWith('- '))) problems.push(`mixed list block: ${block}`);
    } else if (lines.length !== 1) {
      problems.push(`paragraph spans lines: ${block}`);
    }
    const inline = block.replace(/^(?:#{2,3} |- )/gm, '');
    if (/[<>[\]`#_]|^\d+\. |!\[|\]\(/m.test(inline)) problems.push(`markup outside the subset: ${block}`);
    if (inline.replaceAll('**', '').includes('*') || (inline.split('**').length - 1) % 2 !== 0)
      problems.push(`unbalanced bold: ${block}`);
  }
  return problems;
}

const ARABIC = /[\u0600-\u06FF]/;

/** Runs of 4 or more Latin words: English left untranslated. */
const englishRuns = (text: string) => text.match(/[A-Za-z][\w'’-]*(?:[\s,.:;]+[A-Za-z][\w'’-]*){3,}/g) ?? [];

/** A body's outline: which lines are headings, list items or paragraphs, in order. */
const shape = (text: string) => text.split('\n').map((line) => line.match(/^(#{2,3} |- )/)?.[1] ?? (line ? 'p' : ''));

describe('the built-in articles', () => {
  it('are 40: 2 featured and 38 generated from the title list', () => {
    expect(SEED_ARTICLES).toHaveLength(40);
    expect(featured).toHaveLength(2);
    expect(GENERATED_TITLES).toHaveLength(38);
    expect(generated.map((article) => article.title)).toEqual(GENERATED_TITLES);
  });

  it('have distinct slugs made by slugify from their titles', () => {
    for (const article of SEED_ARTICLES) {
      expect(article.slug).toBe(slugify(article.title));
      expect(isSlug(article.slug)).toBe(true);
    }
    expect(new Set(SEED_ARTICLES.map((article) => article.slug)).size).toBe(40);
  });

  it('are the same every time they are built', () => {
    expect(buildSeedArticles()).toEqual(SEED_ARTICLES);
  });

  it('date the generated articles every 4 days back from 2025-06-01, with 4-minute reads', () => {
    expect(FIRST_GENERATED_DATE.toISOString()).toBe('2025-06-01T00:00:00.000Z');
    generated.forEach((article, index) => {
      expect(article.publishDate.toISOString()).toBe(new Date(Date.UTC(2025, 5, 1 - 4 * index)).toISOString());
      expect(article.readTime).toBe(4);
      expect(article.featured).toBe(false);
    });
  });

  it('give the featured articles full Arabic translations and newer dates', () => {
    for (const article of featured) {
      for (const field of [article.titleAr, article.excerptAr, article.contentAr, article.imageAltAr]) {
        expect(field).toMatch(/[\u0600-\u06FF]/);
      }
      const words = article.content.split(/\s+/).length;
      expect(words).toBeGreaterThanOrEqual(600);
      expect(words).toBeLessThanOrEqual(950);
      // The translation keeps the structure: same headings and list items, in the same order.
      expect(shape(article.contentAr!)).toEqual(shape(article.content));
      expect(article.publishDate.getTime()).toBeGreaterThan(FIRST_GENERATED_DATE.getTime());
    }
  });

  it('write every body in the Markdown subset the blog renders', () => {
    for (const article of SEED_ARTICLES) {
      for (const body of [article.content, article.contentAr].filter((text) => text !== undefined)) {
        expect({ slug: article.slug, problems: markdownProblems(body) }).toEqual({ slug: article.slug, problems: [] });
      }
    }
  });

  it('give generated articles distinct bodies with sections, a checklist and the showroom closing', () => {
    expect(new Set(generated.map((article) => article.content)).size).toBe(38);
    expect(new Set(generated.map((article) => article.excerpt)).size).toBe(38);
    for (const { content } of generated) {
      expect(content.match(/^## /gm)?.length).toBe(4);
      expect(content).toMatch(/^- /m);
      expect(content).toMatch(/Qatar|Doha/);
      expect(content).toContain('Salwa Road');
      expect(content).not.toMatch(/lorem|ipsum|undefined|\$\{/i);
      expect(content.split(/\s+/).length).toBeGreaterThan(300);
    }
  });

  it('tag every article with 3 to 5 tags from the fixed vocabulary', () => {
    const vocabulary: readonly string[] = TAG_VOCABULARY;
    for (const article of SEED_ARTICLES) {
      expect(article.tags.length).toBeGreaterThanOrEqual(3);
      expect(article.tags.length).toBeLessThanOrEqual(5);
      expect(new Set(article.tags).size).toBe(article.tags.length);
      for (const tag of article.tags) expect(vocabulary).toContain(tag);
    }
  });

  it('keep SEO titles, descriptions and keywords within the limits', () => {
    for (const article of SEED_ARTICLES) {
      expect(article.seoTitle.length).toBeLessThanOrEqual(60);
      expect(article.seoDescription.length).toBeLessThanOrEqual(160);
      expect(article.keywords.length).toBeGreaterThan(0);
      expect(article.keywords.length).toBeLessThanOrEqual(20);
    }
    const short = SEED_ARTICLES.find((article) => article.title.startsWith('Business Laptops'));
    expect(short?.seoTitle).toBe('Business Laptops and Desktops');
  });

  it('build keywords from the tags and the significant title words, without duplicates', () => {
    expect(keywordsFor("Best Standing Desks for Qatar's Offices", ['desks', 'qatar'])).toEqual([
      'desks',
      'qatar',
      'best',
      'standing',
      'offices',
      'office furniture qatar',
      'ogulf',
    ]);
  });

  it('give every article an Arabic title, excerpt, body and cover text with no English sentences left', () => {
    for (const article of SEED_ARTICLES) {
      for (const field of [article.titleAr, article.excerptAr, article.contentAr, article.imageAltAr]) {
        expect({ slug: article.slug, field }).toEqual({ slug: article.slug, field: expect.stringMatching(ARABIC) });
        expect({ slug: article.slug, english: englishRuns(field ?? '') }).toEqual({ slug: article.slug, english: [] });
      }
      // Mostly Arabic letters: brand and unit names (LED, UPS, A4) are the only Latin words.
      const letters = (article.contentAr ?? '').replace(/[^\p{L}]/gu, '');
      const arabic = letters.replace(/[^\u0600-\u06FF]/g, '');
      expect(arabic.length / letters.length).toBeGreaterThan(0.99);
    }
  });

  it('give every article the same sections, lists and order in Arabic as in English', () => {
    for (const article of SEED_ARTICLES) {
      expect({ slug: article.slug, shape: shape(article.contentAr ?? '') }).toEqual({
        slug: article.slug,
        shape: shape(article.content),
      });
      expect(article.contentAr?.split('**').length).toBe(article.content.split('**').length);
    }
    // The generated Arabic is not the English of another article: each body is its own.
    expect(new Set(generated.map((article) => article.contentAr)).size).toBe(38);
    expect(new Set(generated.map((article) => article.titleAr)).size).toBe(38);
  });

  it('keep Arabic titles and excerpts short enough to be the Arabic page title and description', () => {
    for (const article of SEED_ARTICLES) {
      expect({ slug: article.slug, length: article.titleAr!.length <= 60 }).toEqual({
        slug: article.slug,
        length: true,
      });
      expect({ slug: article.slug, length: article.excerptAr!.length <= 160 }).toEqual({
        slug: article.slug,
        length: true,
      });
    }
  });

  it('name every author in Arabic too, with an Arabic job title and bio', () => {
    for (const { author, slug } of SEED_ARTICLES) {
      for (const field of [author.nameAr, author.titleAr, author.bioAr]) {
        expect({ slug, field }).toEqual({ slug, field: expect.stringMatching(ARABIC) });
        expect(englishRuns(field ?? '')).toEqual([]);
      }
    }
    const names = new Map(SEED_ARTICLES.map(({ author }) => [author.name, author.nameAr]));
    expect(names.get('Rania Haddad')).toBe('رانيا حداد');
    expect(new Set(names.values()).size).toBe(names.size);
  });

  it('point every article at its generated cover with a descriptive alt text and a full author', () => {
    for (const article of SEED_ARTICLES) {
      expect(article.featuredImage).toBe(`/assets/images/blog/${article.slug}.svg`);
      expect(article.imageAlt).toMatch(/^Illustration of .{20,}/);
      expect(article.imageAltAr).toMatch(/^رسم توضيحي .{20,}/);
      expect(article.author.name && article.author.title && article.author.bio).toBeTruthy();
    }
  });
});
