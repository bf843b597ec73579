import { formatPrice, Link } from '@ogulf/web-kit';
import { formatDateTime } from '../../shared/format-date';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { StatusBadge } from './status-badge';
import type { AdminOrder } from './types';

/** Orders as a table (a stack of cards below 768 px); the order number opens the order. */
export function OrdersTable({ orders, caption }: { orders: AdminOrder[]; caption: string }) {
  const { t, lang } = useAdminLanguage();
  return (
    <div className="adm-table-wrap">
      <table className="adm-table adm-table--cards" data-testid="orders-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.number')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.customer')}</th>
            <th scope="col">{t('orders.total')}</th>
            <th scope="col">{t('orders.statusLabel')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" data-label={t('orders.number')}>
                <Link to={`/admin/orders/${order.id}`} className="adm-mono">
                  {order.orderNumber}
                </Link>
              </th>
              <td data-label={t('orders.date')}>{formatDateTime(order.createdAt, lang)}</td>
              <td data-label={t('orders.customer')}>
                <span>
                  {order.customer.name} <span className="adm-muted ltr">{order.customer.phone}</span>
                </span>
              </td>
              <td data-label={t('orders.total')} className="adm-num">
                {formatPrice(order.total, lang)}
              </td>
              <td data-label={t('orders.statusLabel')}>
                <StatusBadge status={order.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
