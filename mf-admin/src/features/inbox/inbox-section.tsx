import { lazy, type ReactNode } from 'react';
import { usePageMatch } from '@ogulf/web-kit';
import { InboxListView } from './inbox-list';
import { isInboxBox } from './types';
import './inbox.css';

const InboxItemView = lazy(() => import('./inbox-item'));

const ROUTES = [
  ['/admin/inbox', 'list'],
  ['/admin/inbox/:box', 'list'],
  ['/admin/inbox/:box/:id', 'item'],
] as const;

/** `/admin/inbox[/<box>[/:id]]`: quote requests (the default box) and contact messages, and one item. */
export default function InboxSection({ notFound }: { notFound: ReactNode }) {
  const match = usePageMatch(ROUTES);
  const box = match?.params['box'] ?? 'quote-requests';
  if (!match || !isInboxBox(box)) return notFound;
  const id = match.params['id'] ?? '';
  return match.page === 'item' ? <InboxItemView key={`${box}/${id}`} box={box} id={id} /> : <InboxListView box={box} />;
}
