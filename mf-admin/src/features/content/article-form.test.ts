import { z } from 'zod/mini';
import {
  articleSchema,
  articleValues,
  fromQatarLocal,
  scheduleHasPassed,
  seoPreview,
  suggestedSlug,
  toArticleBody,
  toQatarLocal,
} from './article-form';
import { moveId } from './reorder-hero-slides';
import type { AdminArticleView } from './types';

const stored: AdminArticleView = {
  id: 'a1',
  slug: 'standing-desks-doha',
  title: 'Standing Desks for Doha Offices',
  titleAr: 'مكاتب الوقوف لمكاتب الدوحة',
  excerpt: 'What to check before buying height-adjustable desks.',
  content: '## Why stand\n\nA desk that moves lets people change posture through the working day.',
  seoTitle: 'Standing Desks for Doha Offices',
  seoDescription: 'What to check before buying height-adjustable desks.',
  keywords: ['standing desk', 'Doha'],
  tags: ['desks', 'ergonomics'],
  author: { name: 'Rania Haddad', title: 'Workplace Design Consultant', bio: '' },
  featuredImage: '/assets/images/blog/standing-desks-doha.svg',
  imageAlt: 'A desk',
  featured: false,
  readTime: 1,
  published: true,
  status: 'published',
  publishDate: '2026-11-20T06:00:00.000Z',
  createdAt: '2026-11-20T06:00:00.000Z',
  updatedAt: '2026-11-20T06:00:00.000Z',
};

describe('Qatar time in the schedule field', () => {
  it('shows an instant as Qatar wall-clock time and reads it back with the +03:00 offset', () => {
    expect(toQatarLocal('2026-12-01T06:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(fromQatarLocal('2026-12-01T09:00')).toBe('2026-12-01T09:00:00+03:00');
    expect(new Date(fromQatarLocal('2026-12-01T09:00')).toISOString()).toBe('2026-12-01T06:00:00.000Z');
  });

  it('tells a time that has passed from one still to come', () => {
    const now = Date.parse('2026-12-01T06:00:00Z');
    expect(scheduleHasPassed('2026-12-01T08:59', now)).toBe(true);
    expect(scheduleHasPassed('2026-12-01T09:01', now)).toBe(false);
  });
});

describe('the article body', () => {
  it('keeps the date of an article already showing when it is saved as published', () => {
    const values = articleValues(stored);
    expect(values).toMatchObject({ publication: 'publish', keywords: 'standing desk, Doha', featuredImage: '' });
    expect(toArticleBody(values)).toMatchObject({
      published: true,
      publishDate: stored.publishDate,
      featuredImage: '',
    });
  });

  it('sends a schedule in Qatar time, no date for a draft, and splits keywords at Latin or Arabic commas', () => {
    const values = { ...articleValues(stored), keywords: 'مكتب، desk , ,chair' };
    expect(toArticleBody({ ...values, publication: 'schedule', publishDate: '2026-12-24T10:30' })).toMatchObject({
      published: true,
      publishDate: '2026-12-24T10:30:00+03:00',
      keywords: ['مكتب', 'desk', 'chair'],
    });
    const draft = toArticleBody({ ...values, publication: 'draft' });
    expect(draft.published).toBe(false);
    expect(draft).not.toHaveProperty('publishDate');
  });

  it('is checked by the API schema: an SEO title over 60 characters and no tags are refused on their fields', () => {
    const parsed = z.safeParse(articleSchema, { ...articleValues(stored), seoTitle: 'x'.repeat(61), tags: [] });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['seoTitle', 'tags']));
  });

  it('refuses a slug that is the address of a page of the shop', () => {
    const parsed = z.safeParse(articleSchema, { ...articleValues(stored), slug: 'checkout' });
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['slug']);
  });
});

describe('the SEO preview', () => {
  it("shows the admin's own texts, else the title and excerpt shortened by the spec's rules", () => {
    const long = 'Planning a Modern Office Fit-Out in Doha, Qatar: A Complete Step-by-Step Guide for Teams';
    expect(seoPreview({ title: long, excerpt: 'Short.', seoTitle: '', seoDescription: '' })).toEqual({
      title: 'Planning a Modern Office Fit-Out in Doha…',
      description: 'Short.',
    });
    expect(
      seoPreview({ title: long, excerpt: 'Short.', seoTitle: 'Office fit-out guide', seoDescription: '' }).title,
    ).toBe('Office fit-out guide');
  });

  it('suggests a slug from the title by the blog rule', () => {
    expect(suggestedSlug("Qatar's Best Chairs & Desks")).toBe('qatars-best-chairs-desks');
  });
});

describe('moving a hero slide', () => {
  it('swaps it with its neighbour and leaves the ends alone', () => {
    expect(moveId(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveId(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveId(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
