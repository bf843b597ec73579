import mongoose from 'mongoose';
import { listInbox, newInboxCounts } from '../src/messages/inbox';
import { ContactMessage, QuoteRequest } from '../src/messages/model';
import { useTestDatabase } from './helpers';

// The inbox reads a remembered directory on FerretDB and plain queries elsewhere (MongoDB, with
// indexes). The tests run on FerretDB: here the engine is said to be MongoDB, so the query path
// is held to the same answers as the directory's in inbox.test.ts.
jest.mock('../src/db/engine', () => ({
  ...jest.requireActual<typeof import('../src/db/engine')>('../src/db/engine'),
  isFerretdb: () => Promise.resolve(false),
}));

useTestDatabase();

const base = Date.UTC(2026, 10, 1, 8);
const record = (reference: string, daysAgo: number, fields: Record<string, unknown>) => ({
  _id: new mongoose.Types.ObjectId(),
  reference,
  email: `${reference.toLowerCase()}@example.qa`,
  phone: '',
  message: '',
  language: 'en',
  createdAt: new Date(base - daysAgo * 86_400_000),
  updatedAt: new Date(base - daysAgo * 86_400_000),
  ...fields,
});

beforeAll(async () => {
  await QuoteRequest.collection.insertMany([
    // Stored before the inbox: no status.
    record('Q-261001-AAAA', 30, { name: 'Old Customer', company: '', items: [] }),
    record('Q-261029-BBBB', 3, {
      name: 'Fatima',
      company: 'Example Bank',
      phone: '+974 4400 1234',
      message: 'Teller counters for Lusail',
      items: [],
      status: 'answered',
    }),
    record('Q-261030-CCCC', 2, { name: 'Khalid', company: 'Doha Clinic', items: [], status: 'new' }),
  ]);
  await ContactMessage.collection.insertMany([
    record('C-261030-DDDD', 2, { name: 'Omar', subject: 'Showroom visit', message: 'Saturday?', status: 'closed' }),
  ]);
});

const list = async (kind: 'quote-request' | 'message', query: Record<string, unknown>) => {
  const page = await listInbox(kind, { page: 1, limit: 2, ...query });
  return { total: page.total, references: page.items.map((item) => item.reference) };
};

it('lists newest first in pages, filters by status (new includes records without one) and searches', async () => {
  expect(await list('quote-request', {})).toEqual({ total: 3, references: ['Q-261030-CCCC', 'Q-261029-BBBB'] });
  expect(await list('quote-request', { page: 2 })).toEqual({ total: 3, references: ['Q-261001-AAAA'] });
  expect(await list('quote-request', { status: 'new' })).toEqual({
    total: 2,
    references: ['Q-261030-CCCC', 'Q-261001-AAAA'],
  });
  expect(await list('quote-request', { q: 'example bank' })).toEqual({ total: 1, references: ['Q-261029-BBBB'] });
  expect(await list('quote-request', { q: '44001234' })).toEqual({ total: 1, references: ['Q-261029-BBBB'] });
  expect(await list('quote-request', { q: 'lusail', status: 'new' })).toEqual({ total: 0, references: [] });
  expect(await list('quote-request', { q: '.*' })).toEqual({ total: 0, references: [] });
  expect(await list('message', { q: 'showroom' })).toEqual({ total: 1, references: ['C-261030-DDDD'] });
  expect(await newInboxCounts()).toEqual({ newQuoteRequests: 2, newMessages: 0 });
});
