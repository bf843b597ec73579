import { useId } from 'react';
import { useSearchString } from '@ogulf/web-kit/search-params';
import { useNavigate } from '@ogulf/web-kit';
import { SelectField } from '../../shared/fields';
import { FilterForm } from '../../shared/filter-form';
import { Pagination } from '../../shared/pagination';
import { SectionHeader } from '../../shared/section-header';
import { EmptyPanel, ErrorPanel, LoadingPanel } from '../../shared/status-panels';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useOrders } from './get-orders';
import { DateRangeFields } from './date-range-fields';
import { OrdersTable } from './orders-table';
import { ordersSearch, parseOrdersQuery, type OrdersQuery } from './orders-query';
import { ORDER_STATUSES } from './types';

/** `/admin/orders`: orders newest first, by status and days placed, and searched by number, name, phone or email. */
export default function OrdersSection() {
  const { t } = useAdminLanguage();
  const id = useId();
  const navigate = useNavigate();
  const query = parseOrdersQuery(useSearchString());
  const reply = useOrders(query);
  const go = (next: Partial<OrdersQuery>) => {
    const search = ordersSearch({ ...query, page: 1, ...next });
    navigate(`/admin/orders${search ? `?${search}` : ''}`, { replace: true });
  };
  return (
    <>
      <SectionHeader
        title={t('orders.title')}
        intro={t('orders.intro')}
        actions={
          <button type="button" className="btn btn-outline btn-sm" onClick={reply.reload}>
            {t('common.refresh')}
          </button>
        }
      />
      <FilterForm
        label={t('orders.filters')}
        searchLabel={t('orders.search')}
        placeholder={t('orders.searchPlaceholder')}
        initialText={query.q}
        onSearch={(q) => go({ q })}
      >
        <SelectField
          id={`${id}-status`}
          label={t('orders.statusLabel')}
          value={query.status}
          onChange={(event) => go({ status: event.target.value as OrdersQuery['status'] })}
        >
          <option value="">{t('orders.allStatuses')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`${id}-payment`}
          label={t('orders.paymentLabel')}
          value={query.payment}
          onChange={(event) => go({ payment: event.target.value as OrdersQuery['payment'] })}
        >
          <option value="">{t('orders.allPayments')}</option>
          <option value="unpaid-bank-transfer">{t('orders.unpaidBankTransfers')}</option>
        </SelectField>
        <DateRangeFields from={query.from} to={query.to} onChange={(days) => go(days)} />
      </FilterForm>
      <p className="adm-result-count" aria-live="polite">
        {reply.status === 'success' ? t('orders.count', { count: reply.data.total }) : ''}
      </p>
      {reply.status === 'loading' && <LoadingPanel rows={8} />}
      {reply.status === 'error' && <ErrorPanel onRetry={reply.reload} />}
      {reply.status === 'success' && reply.data.items.length === 0 && (
        <EmptyPanel
          message={
            query.q || query.status || query.from || query.to || query.payment ? t('orders.noMatch') : t('orders.empty')
          }
        />
      )}
      {reply.status === 'success' && reply.data.items.length > 0 && (
        <>
          <OrdersTable orders={reply.data.items} caption={t('orders.title')} />
          <Pagination page={reply.data.page} pages={reply.data.pages} onPage={(page) => go({ page })} />
        </>
      )}
    </>
  );
}
