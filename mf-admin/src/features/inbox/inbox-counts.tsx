import { Link } from '@ogulf/web-kit';
import './inbox.css';
import { useAdminLanguage } from '../../shared/use-admin-language';
import type { InboxBox } from './types';

interface Counts {
  newQuoteRequests: number;
  newMessages: number;
}

const CARDS: ReadonlyArray<readonly [InboxBox, keyof Counts, string]> = [
  ['quote-requests', 'newQuoteRequests', 'inbox.overview.newQuoteRequests'],
  ['messages', 'newMessages', 'inbox.overview.newMessages'],
];

/** The overview's cards of new quote requests and messages, each opening its box's new items. */
export function InboxCounts({ counts }: { counts: Counts | undefined }) {
  const { t } = useAdminLanguage();
  if (!counts) return null;
  return (
    <section className="adm-card" aria-labelledby="adm-ov-inbox">
      <h2 id="adm-ov-inbox" className="adm-card__title">
        {t('inbox.overview.title')}
      </h2>
      <ul className="adm-stats" role="list" data-testid="overview-inbox-counts">
        {CARDS.map(([box, key, label]) => (
          <li key={box}>
            <Link
              to={`/admin/inbox/${box}?status=new`}
              className={`adm-stat${counts[key] > 0 ? ' adm-stat--inbox-new' : ''}`}
              data-testid={`overview-inbox-${box}`}
            >
              <strong className="adm-stat__value">{counts[key]}</strong>
              <span className="adm-stat__label">{t(label, { count: counts[key] })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
