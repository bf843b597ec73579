import { useAdminLanguage } from '../../shared/use-admin-language';
import type { PaymentStatus } from './types';

/** The order's payment status as a coloured label beside its status (the words carry the meaning). */
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useAdminLanguage();
  return <span className={`adm-badge adm-badge--pay-${status}`}>{t(`orders.paymentStatus.${status}`)}</span>;
}
