import { formatPhone } from '@ogulf/web-kit';
import { formatDateTime, formatDay } from '../../shared/format-date';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useSlotName } from '../deliveries/slot-label';
import { PaymentBadge } from './payment-badge';
import type { AdminOrder } from './types';
import { DataTable } from '../../shared/table-head';
import { OrderNumberCell, OrderTotalStatusCells } from './order-number-cell';

const times = new Map<string, Intl.DateTimeFormat>();

/** The time of day in Qatar, Latin digits in both languages. */
function formatTime(iso: string, lang: 'en' | 'ar'): string {
  let format = times.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
      timeStyle: 'short',
      timeZone: 'Asia/Qatar',
    });
    times.set(lang, format);
  }
  return format.format(new Date(iso));
}

/** Orders as a table (a stack of cards below 768 px) with date, payment method and state, and zone; the order number opens the order. */
export function OrdersTable({ orders, caption }: { orders: AdminOrder[]; caption: string }) {
  const { t, lang, pick } = useAdminLanguage();
  const slotName = useSlotName();
  return (
    <DataTable
      caption={caption}
      columns={[
        t('orders.number'),
        t('orders.date'),
        t('orders.customer'),
        t('orders.total'),
        t('orders.statusLabel'),
        t('orders.payment'),
        t('orders.zone'),
        t('orders.delivery.title'),
      ]}
      testId="orders-table"
    >
      {orders.map((order) => (
        <tr key={order.id}>
          <OrderNumberCell order={order} />
          <td data-label={t('orders.date')}>
            <span>
              <span className="adm-nowrap">{formatDateTime(order.createdAt, lang, false)}</span>{' '}
              <span className="adm-muted adm-nowrap">{formatTime(order.createdAt, lang)}</span>
            </span>
          </td>
          <td data-label={t('orders.customer')}>
            <span>
              {order.customer.name}{' '}
              <span className="adm-muted ltr" dir="ltr">
                {formatPhone(order.customer.phone)}
              </span>
            </span>
          </td>
          <OrderTotalStatusCells order={order} />
          <td data-label={t('orders.payment')}>
            <span className="adm-cell-stack">
              <span>{t(`orders.paymentMethodShort.${order.paymentMethod}`)}</span>
              <PaymentBadge status={order.payment.status} />
            </span>
          </td>
          <td data-label={t('orders.zone')}>{pick(order.customer.zoneName, order.customer.zoneNameAr)}</td>
          <td data-label={t('orders.delivery.title')}>
            {order.delivery ? (
              <span>
                {formatDay(order.delivery.date, lang, 'short')}{' '}
                <span className="adm-muted">{slotName(order.delivery.slot)}</span>
              </span>
            ) : (
              <span className="adm-muted">{t('orders.delivery.toArrangeShort')}</span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
