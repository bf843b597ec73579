import { Link } from '@ogulf/web-kit';
import { FilterForm } from '../../shared/filter-form';
import { formatDateTime } from '../../shared/format-date';
import { PagedResults, StatusFilter, useListAddress } from '../../shared/paged-list';
import { SectionHeader } from '../../shared/section-header';
import { DataTable } from '../../shared/table-head';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useInboxList, useNewCount } from './get-inbox';
import { inboxSearch, parseInboxQuery } from './inbox-query';
import { InboxStatusBadge } from './status-badge';
import { INBOX_BOXES, INBOX_STATUSES, inboxItemPath, type InboxBox, type InboxSummary } from './types';

/** A box's list: newest first, by status, searched; new items stand out. */
export function InboxListView({ box }: { box: InboxBox }) {
  const { t } = useAdminLanguage();
  const { query, go } = useListAddress(`/admin/inbox/${box}`, parseInboxQuery, inboxSearch);
  const reply = useInboxList(box, query);
  return (
    <>
      <SectionHeader title={t('inbox.title')} intro={t('inbox.intro')} onRefresh={reply.reload} />
      <BoxTabs current={box} />
      <FilterForm
        key={box}
        label={t('inbox.filters')}
        searchLabel={t('inbox.search')}
        placeholder={t(`inbox.searchPlaceholder.${box}`)}
        initialText={query.q}
        onSearch={(q) => go({ q })}
      >
        <StatusFilter ns="inbox" statuses={INBOX_STATUSES} value={query.status} onChange={(status) => go({ status })} />
      </FilterForm>
      <PagedResults
        reply={reply}
        go={go}
        count={(count) => t(`inbox.count.${box}`, { count })}
        empty={query.q || query.status ? t('inbox.noMatch') : t(`inbox.empty.${box}`)}
        loadingRows={6}
      >
        {(items) => <InboxTable box={box} items={items} />}
      </PagedResults>
    </>
  );
}

/** The two boxes as links (each its own address), with how many items in each are new. */
function BoxTabs({ current }: { current: InboxBox }) {
  const { t } = useAdminLanguage();
  return (
    <nav aria-label={t('inbox.boxes')} className="adm-tabs">
      <ul role="list">
        {INBOX_BOXES.map((box) => (
          <li key={box}>
            <BoxTab box={box} current={box === current} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BoxTab({ box, current }: { box: InboxBox; current: boolean }) {
  const { t } = useAdminLanguage();
  const fresh = useNewCount(box);
  return (
    <Link
      to={`/admin/inbox/${box}`}
      className="adm-tabs__tab"
      aria-current={current ? 'page' : undefined}
      data-testid={`inbox-tab-${box}`}
    >
      {t(`inbox.box.${box}`)}
      {fresh !== null && fresh > 0 && (
        <span className="adm-inbox-tabs__count">
          <span aria-hidden="true">{fresh}</span>
          <span className="visually-hidden">{t('inbox.newCount', { count: fresh })}</span>
        </span>
      )}
    </Link>
  );
}

function InboxTable({ box, items }: { box: InboxBox; items: InboxSummary[] }) {
  const { t, lang } = useAdminLanguage();
  const columns = [t('inbox.who'), t('inbox.what'), t('inbox.when'), t('inbox.statusLabel')];
  return (
    <DataTable caption={t(`inbox.box.${box}`)} columns={columns} className="adm-inbox-table" testId="inbox-table">
      {items.map((item) => (
        <tr
          key={item.id}
          className={item.status === 'new' ? 'adm-inbox-row--new' : undefined}
          data-status={item.status}
        >
          <th scope="row" data-label={columns[0]}>
            {/* One child per cell: the card layout below 768 px puts each child in a grid cell. */}
            <span className="adm-inbox-cell">
              <Link to={inboxItemPath(box, item.id)} className="adm-inbox-who">
                {item.status === 'new' && <span className="adm-inbox-dot" aria-hidden="true" />}
                <span dir="auto">{item.name}</span>
              </Link>
              {item.company && (
                <span className="adm-inbox-company adm-muted" dir="auto">
                  {item.company}
                </span>
              )}
            </span>
          </th>
          <td data-label={columns[1]}>
            <span className="adm-inbox-cell">
              <span className="adm-inbox-what" dir="auto">
                {firstLine(item)}
              </span>
              <span className="adm-muted adm-inbox-ref">
                <bdi dir="ltr" className="adm-inbox-ref__code">
                  {item.reference}
                </bdi>
                {item.lineCount > 0 && ` · ${t('inbox.products', { count: item.lineCount })}`}
              </span>
            </span>
          </td>
          <td data-label={columns[2]}>{formatDateTime(item.createdAt, lang)}</td>
          <td data-label={columns[3]}>
            <InboxStatusBadge status={item.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** What the item is about in one line: a message's subject, else the first line of what was written. */
function firstLine(item: InboxSummary): string {
  return item.subject || item.excerpt.split('\n').find((line) => line.trim()) || '';
}
