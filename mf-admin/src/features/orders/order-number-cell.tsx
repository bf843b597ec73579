import { formatPrice, Link } from '@ogulf/web-kit';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { StatusBadge } from './status-badge';
import type { OrderStatus } from './types';

/** A table row's heading: the order number, linking to the order. */
export function OrderNumberCell({ order }: { order: { id: string; orderNumber: string } }) {
  const { t } = useAdminLanguage();
  return (
    <th scope="row" data-label={t('orders.number')}>
      <Link to={`/admin/orders/${order.id}`} className="adm-mono">
        {order.orderNumber}
      </Link>
    </th>
  );
}

/** A row's total and status cells (labelled for the card layout). */
export function OrderTotalStatusCells({ order }: { order: { total: number; status: OrderStatus } }) {
  const { t, lang } = useAdminLanguage();
  return (
    <>
      <td data-label={t('orders.total')} className="adm-num">
        {formatPrice(order.total, lang)}
      </td>
      <td data-label={t('orders.statusLabel')}>
        <StatusBadge status={order.status} />
      </td>
    </>
  );
}
