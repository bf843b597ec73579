import type { QuotationStatus } from '@ogulf/contracts/constants';
import { useAdminLanguage } from '../../shared/use-admin-language';

/** The colour of each status, borrowed from the order badges (the colour repeats the words). */
const TONE: Record<QuotationStatus, string> = {
  draft: 'processing',
  sent: 'out-for-delivery',
  accepted: 'delivered',
  'changes-requested': 'pending',
  expired: 'inactive',
  superseded: 'inactive',
  withdrawn: 'cancelled',
};

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useAdminLanguage();
  return (
    <span className={`adm-badge adm-badge--${TONE[status]}`} data-status={status}>
      {t(`quotations.status.${status}`)}
    </span>
  );
}
