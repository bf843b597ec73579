/**
 * The information pages' text lives in JSON files (`data/*.json`, `content-labels.json`): this
 * checks each one against the page shape with zod, and the `{{...}}` facts they name.
 */
import { whatsappUrl } from '@ogulf/web-kit';
import { z } from 'zod';
import labels from './content-labels.json';
import { HOURS_RANGE, SHOWROOM_MAP_URL, withFacts } from './content-facts';
import about from './data/about.json';
import customerService from './data/customer-service.json';
import deliveryInfo from './data/delivery-info.json';
import ourStory from './data/our-story.json';
import returnPolicy from './data/return-policy.json';
import services from './data/services.json';
import terms from './data/terms.json';

const text = z.string().min(1);
const texts = z.array(text).min(1);
const link = z.strictObject({ label: text, to: text });

const section = z.strictObject({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  heading: text,
  paragraphs: texts.optional(),
  stats: z.array(z.strictObject({ value: text, label: text })).optional(),
  cards: z.array(z.strictObject({ title: text, text })).optional(),
  timeline: z.array(z.strictObject({ year: text, title: text, text })).optional(),
  list: texts.optional(),
  steps: texts.optional(),
  table: z.strictObject({ caption: text, columns: texts, rows: z.array(texts) }).optional(),
  hours: z.literal(true).optional(),
  zones: z.literal(true).optional(),
  contacts: z.literal(true).optional(),
  faq: z.array(z.strictObject({ question: text, answers: texts })).optional(),
  notes: texts.optional(),
  links: z.array(link).optional(),
});

const page = z.strictObject({
  title: text,
  intro: text,
  updated: z.iso.date().optional(),
  toc: z.literal(true).optional(),
  sections: z.array(section).min(1),
  cta: z.strictObject({ heading: text, text, action: link }),
});

const localizedPage = z.strictObject({ en: page, ar: page });

const contactMethod = z.strictObject({ title: text, text });
const contentLabels = z.strictObject({
  breadcrumb: text,
  home: text,
  onThisPage: text,
  lastUpdated: text,
  contactHeading: text,
  call: text,
  whatsapp: text,
  whatsappMessage: text,
  email: text,
  showroom: text,
  directions: text,
  opensInNewTab: text,
  contactMethods: z.strictObject({
    phone: contactMethod,
    whatsapp: contactMethod,
    email: contactMethod,
    showroom: contactMethod,
  }),
});

const files = Object.entries({
  about,
  customerService,
  deliveryInfo,
  ourStory,
  returnPolicy,
  services,
  terms,
});

describe('information pages as JSON', () => {
  it.each(files)('%s.json is a page in English and Arabic', (_name, json) => {
    expect(localizedPage.safeParse(json).error).toBeUndefined();
  });

  it.each(files)('%s.json names only known facts', (_name, json) => {
    const filled = JSON.stringify(withFacts(json));
    expect(filled).not.toContain('{{');
  });

  it('content-labels.json has every interface word in English and Arabic', () => {
    expect(z.strictObject({ en: contentLabels, ar: contentLabels }).safeParse(labels).error).toBeUndefined();
  });
});

describe('withFacts', () => {
  it('fills facts in strings at any depth, and leaves other values alone', () => {
    expect(
      withFacts({ a: 'Open {{HOURS_RANGE}}', b: ['{{SHOWROOM_MAP_URL}}', { c: true, d: 3 }], e: undefined }),
    ).toEqual({ a: `Open ${HOURS_RANGE}`, b: [SHOWROOM_MAP_URL, { c: true, d: 3 }], e: undefined });
  });

  it('turns {{whatsappUrl:message}} into a WhatsApp link with that message', () => {
    expect(withFacts('{{whatsappUrl:مرحبًا، لدي سؤال}}')).toBe(whatsappUrl('مرحبًا، لدي سؤال'));
  });

  it('refuses a fact it does not know, so a typo cannot reach a page', () => {
    expect(() => withFacts('Since {{COMPANY.founded}}')).toThrow('Unknown fact {{COMPANY.founded}}');
  });
});
