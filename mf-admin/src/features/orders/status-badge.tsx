import { useAdminLanguage } from '../../shared/use-admin-language';
import type { OrderStatus } from './types';

/** The order's status as a coloured label (the colour repeats the words, never replaces them). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useAdminLanguage();
  return <span className={`adm-badge adm-badge--${status}`}>{t(`orders.status.${status}`)}</span>;
}
