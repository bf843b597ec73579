import { formatPhone, formatPrice } from '@ogulf/web-kit';
import { formatDateTime, formatDay } from '../../shared/format-date';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { useSlotName } from '../deliveries/slot-label';
import { PaymentBadge } from './payment-badge';
import { StatusBadge } from './status-badge';
import type { AdminOrder } from './types';
import { TableHead } from '../../shared/table-head';
import { OrderNumberCell } from './order-number-cell';

/** Orders as a table (a stack of cards below 768 px); the order number opens the order. */
export function OrdersTable({ orders, caption }: { orders: AdminOrder[]; caption: string }) {
  const { t, lang } = useAdminLanguage();
  const slotName = useSlotName();
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-table--cards" data-testid="orders-table">
        <TableHead
          caption={caption}
          columns={[
            t('orders.number'),
            t('orders.date'),
            t('orders.customer'),
            t('orders.total'),
            t('orders.statusLabel'),
            t('orders.pay.status'),
            t('orders.delivery.title'),
          ]}
        />
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <OrderNumberCell order={order} />
              <td data-label={t('orders.date')}>{formatDateTime(order.createdAt, lang)}</td>
              <td data-label={t('orders.customer')}>
                <span>
                  {order.customer.name}{' '}
                  <span className="adm-muted ltr" dir="ltr">
                    {formatPhone(order.customer.phone)}
                  </span>
                </span>
              </td>
              <td data-label={t('orders.total')} className="adm-num">
                {formatPrice(order.total, lang)}
              </td>
              <td data-label={t('orders.statusLabel')}>
                <StatusBadge status={order.status} />
              </td>
              <td data-label={t('orders.pay.status')}>
                <PaymentBadge status={order.payment.status} />
              </td>
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
        </tbody>
      </table>
    </div>
  );
}
