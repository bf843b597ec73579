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

/**
 * A quotation's number kept whole and left-to-right inside a sentence of either language (an
 * Arabic title around "QT-261125-4HX2" would otherwise reorder its parts).
 */
export const isolatedNumber = (number: string) => `\u2066${number}\u2069`;

export function QuotationStatusBadge({ status }: { status: QuotationStatus }) {
  const { t } = useAdminLanguage();
  return (
    <span className={`adm-badge adm-badge--${TONE[status]}`} data-status={status}>
      {t(`quotations.status.${status}`)}
    </span>
  );
}
