import { lazy, Suspense, useState } from 'react';
import { formatPrice, Link } from '@ogulf/web-kit';
import { formatDateTime } from '../../shared/format-date';
import { SectionHeader } from '../../shared/section-header';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { OrdersTable } from '../orders/orders-table';
import { ORDER_STATUSES } from '../orders/types';
import { useAudit, type AuditEntry } from './get-audit';
import { activityWords } from './activity-words';
import { useOverview, type MailQueueOverview, type Overview } from './get-overview';
import { relativeTime } from './relative-time';
import { SalesChart } from './sales-chart';
import './overview.css';
import { DataTable } from '../../shared/table-head';
import { Card } from '../../shared/card';

// The SEO engineer's site-files panel: its own chunk, fetched after the overview shows.
const SeoFilesPanel = lazy(() => import('../seo-files').then((module) => ({ default: module.SeoFilesPanel })));

const CATALOG_COUNTS = [
  ['products', '/admin/products'],
  ['categories', '/admin/categories'],
  ['subcategories', '/admin/categories'],
  ['testimonials', '/admin/testimonials'],
] as const;

/**
 * `/admin`: the sales of today, the last 7 and 30 days with a chart, what needs the admin, how
 * many orders wait in each status, the newest orders, the catalogue's size, mail and activity.
 */
export default function OverviewSection() {
  const { t } = useAdminLanguage();
  const overview = useOverview();
  return (
    <>
      <SectionHeader title={t('overview.title')} intro={t('overview.intro')} onRefresh={overview.reload} />
      {overview.status === 'loading' && <LoadingPanel rows={6} />}
      {overview.status === 'error' && <ErrorPanel onRetry={overview.reload} />}
      {overview.status === 'success' && (
        <>
          <div className="adm-ov-top">
            <Sales sales={overview.data.sales} />
            <Attention overview={overview.data} />
          </div>
          <Card
            title={t('overview.byStatus')}
            aside={<span className="adm-muted">{t('overview.orders', { count: overview.data.orders.total })}</span>}
          >
            <ul className="adm-stats" role="list" data-testid="overview-status-counts">
              {ORDER_STATUSES.map((status) => (
                <li key={status}>
                  <Link to={`/admin/orders?status=${status}`} className={`adm-stat adm-stat--${status}`}>
                    <strong className="adm-stat__value">{overview.data.orders.byStatus[status] ?? 0}</strong>
                    <span className="adm-stat__label">{t(`orders.status.${status}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <Card
            title={t('overview.recent')}
            aside={
              <Link to="/admin/orders" className="adm-card__link">
                {t('overview.allOrders')}
              </Link>
            }
          >
            {overview.data.orders.recent.length === 0 ? (
              <EmptyPanel message={t('orders.empty')} />
            ) : (
              <OrdersTable orders={overview.data.orders.recent} caption={t('overview.recent')} />
            )}
          </Card>
          <Card title={t('overview.catalog')}>
            <ul className="adm-stats" role="list" data-testid="overview-catalog-counts">
              {CATALOG_COUNTS.map(([key, to]) => (
                <li key={key}>
                  <Link to={to} className="adm-stat">
                    <strong className="adm-stat__value">{overview.data.catalog[key]}</strong>
                    <span className="adm-stat__label">{t(`overview.counts.${key}`)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Card>
          <MailQueue mail={overview.data.mail} />
        </>
      )}
      <Suspense fallback={null}>
        <SeoFilesPanel />
      </Suspense>
      <RecentActivity />
    </>
  );
}

/**
 * Mail that failed for good: the customer (or the shop) never got it, so staff must reach them
 * another way. Also what waits to be sent and what the per-address limit held back.
 */
function MailQueue({ mail }: { mail: MailQueueOverview | undefined }) {
  const { t, lang } = useAdminLanguage();
  if (!mail) return null;
  return (
    <Card
      title={t('overview.mail.title')}
      className={mail.failed > 0 || mail.retrying > 0 ? 'adm-card--alert' : undefined}
      testId="overview-mail"
    >
      {mail.retrying > 0 && (
        <div data-testid="overview-mail-retrying">
          <p>
            <strong>{t('overview.mail.retrying', { count: mail.retrying })}</strong> {t('overview.mail.retryingHelp')}
          </p>
          {mail.lastRetryError && (
            <p className="adm-muted">
              {t('overview.mail.lastError')}: <bdi dir="ltr">{mail.lastRetryError}</bdi>
            </p>
          )}
        </div>
      )}
      {mail.failed === 0 ? (
        mail.retrying === 0 && <p className="adm-muted">{t('overview.mail.noFailures')}</p>
      ) : (
        <>
          <p>
            <strong>{t('overview.mail.failed', { count: mail.failed })}</strong> {t('overview.mail.failedHelp')}
          </p>
          <DataTable
            caption={t('overview.mail.recentFailures')}
            columns={[
              t('overview.mail.to'),
              t('overview.mail.subject'),
              t('overview.mail.lastError'),
              t('overview.mail.failedAt'),
            ]}
          >
            {mail.recentFailures.map((failure, index) => (
              <tr key={`${failure.failedAt}-${index}`}>
                <th scope="row" className="ltr">
                  {failure.to}
                </th>
                <td>{failure.subject}</td>
                <td className="ltr adm-muted">{failure.lastError}</td>
                <td>{formatDateTime(failure.failedAt, lang)}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
      {(mail.pending > 0 || mail.suppressed > 0) && (
        <p className="adm-muted">
          {mail.pending > 0 && t('overview.mail.pending', { count: mail.pending })}
          {mail.pending > 0 && mail.suppressed > 0 && ' · '}
          {mail.suppressed > 0 && t('overview.mail.suppressed', { count: mail.suppressed })}
        </p>
      )}
    </Card>
  );
}

const SPANS = [
  ['todayFigures', 'today'],
  ['last7', 'last7'],
  ['last30', 'last30'],
] as const;

/** Revenue and orders of today, the last 7 and 30 days (QAR, cancelled left out), and the daily chart. */
function Sales({ sales }: { sales: Overview['sales'] }) {
  const { t, lang } = useAdminLanguage();
  return (
    <Card
      title={t('overview.sales.title')}
      className="adm-ov-sales"
      aside={<span className="adm-muted adm-ov-sales__note">{t('overview.sales.note')}</span>}
    >
      <ul className="adm-ov-figures" role="list">
        {SPANS.map(([field, label]) => (
          <li key={field} className="adm-ov-figure" data-testid={`overview-sales-${label}`}>
            <span className="adm-ov-figure__label">{t(`overview.sales.${label}`)}</span>
            <strong className="adm-ov-figure__value">{formatPrice(sales[field].revenue, lang)}</strong>
            <span className="adm-muted">{t('overview.sales.orders', { count: sales[field].orders })}</span>
          </li>
        ))}
      </ul>
      <SalesChart daily={sales.daily} />
    </Card>
  );
}

/** New orders to confirm, bank transfers not paid, new quote requests and unread messages, each opening its list. */
function Attention({ overview }: { overview: Overview }) {
  const { t } = useAdminLanguage();
  const items = [
    ['orders', overview.orders.byStatus.pending, 'newOrders', '/admin/orders?status=pending'],
    ['transfers', overview.unpaidBankTransfers, 'unpaidTransfers', '/admin/orders?payment=unpaid-bank-transfer'],
    ['quote-requests', overview.inbox.newQuoteRequests, 'newQuoteRequests', '/admin/inbox/quote-requests?status=new'],
    ['messages', overview.inbox.newMessages, 'newMessages', '/admin/inbox/messages?status=new'],
  ] as const;
  const waiting = items.filter(([, count]) => count > 0);
  return (
    <Card title={t('overview.attention.title')} className="adm-ov-attention" testId="overview-attention">
      {waiting.length === 0 && <p className="adm-muted">{t('overview.attention.allClear')}</p>}
      <ul className="adm-ov-attention__list" role="list">
        {items.map(([key, count, text, to]) => (
          <li key={key}>
            <Link
              to={to}
              className={`adm-ov-attention__item${count > 0 ? ' is-waiting' : ''}`}
              data-testid={key === 'quote-requests' || key === 'messages' ? `overview-inbox-${key}` : `overview-${key}`}
            >
              <strong className="adm-ov-attention__count">{count}</strong>
              <span>{t(`overview.attention.${text}`, { count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** The newest admin writes and sign-in events in words, with how long ago and when exactly. */
function RecentActivity() {
  const { t, lang } = useAdminLanguage();
  const audit = useAudit(8);
  // Read once per render of the list: "5 minutes ago" is counted from when the list arrived.
  const [now] = useState(() => Date.now());
  const entries: AuditEntry[] = audit.status === 'success' ? (Array.isArray(audit.data) ? audit.data : []) : [];
  return (
    <Card title={t('overview.activity')}>
      {audit.status === 'loading' && <LoadingPanel rows={3} />}
      {audit.status === 'error' && <ErrorPanel onRetry={audit.reload} />}
      {audit.status === 'success' &&
        (entries.length === 0 ? (
          <p className="adm-muted">{t('overview.noActivity')}</p>
        ) : (
          <ul className="adm-activity" role="list" data-testid="overview-activity">
            {entries.map((entry, index) => {
              const words = activityWords(entry);
              return (
                <li key={`${entry.at}-${index}`}>
                  <span className="adm-activity__action">{t(`activity.${words.key}`, words.values)}</span>
                  <time className="adm-muted" dateTime={entry.at} title={formatDateTime(entry.at, lang)}>
                    {relativeTime(entry.at, now, lang, t('activity.justNow'))} · {formatDateTime(entry.at, lang)}
                  </time>
                </li>
              );
            })}
          </ul>
        ))}
    </Card>
  );
}
