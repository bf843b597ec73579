import { useAdminLanguage } from '../../shared/use-admin-language';
import type { InboxStatus } from './types';

/** Where an inbox item stands, as a coloured label (the colour repeats the words). */
export function InboxStatusBadge({ status }: { status: InboxStatus }) {
  const { t } = useAdminLanguage();
  return <span className={`adm-badge adm-badge--inbox-${status}`}>{t(`inbox.status.${status}`)}</span>;
}
