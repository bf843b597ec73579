import { useId } from 'react';
import { SelectField } from '../../shared/fields';
import { FilterForm } from '../../shared/filter-form';
import { PagedResults, StatusFilter, useListAddress } from '../../shared/paged-list';
import { SectionHeader } from '../../shared/section-header';
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
  const { query, go } = useListAddress('/admin/orders', parseOrdersQuery, ordersSearch);
  const reply = useOrders(query);
  return (
    <>
      <SectionHeader title={t('orders.title')} intro={t('orders.intro')} onRefresh={reply.reload} />
      <FilterForm
        label={t('orders.filters')}
        searchLabel={t('orders.search')}
        placeholder={t('orders.searchPlaceholder')}
        initialText={query.q}
        onSearch={(q) => go({ q })}
      >
        <StatusFilter
          ns="orders"
          statuses={ORDER_STATUSES}
          value={query.status}
          onChange={(status) => go({ status })}
        />
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
      <PagedResults
        reply={reply}
        go={go}
        count={(count) => t('orders.count', { count })}
        empty={
          query.q || query.status || query.from || query.to || query.payment ? t('orders.noMatch') : t('orders.empty')
        }
      >
        {(orders) => <OrdersTable orders={orders} caption={t('orders.title')} />}
      </PagedResults>
    </>
  );
}
