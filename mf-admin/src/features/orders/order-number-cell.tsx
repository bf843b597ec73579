import { Link } from '@ogulf/web-kit';
import { useAdminLanguage } from '../../shared/use-admin-language';

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
