import { useState } from 'react';
import { notify } from '@ogulf/web-kit';
import { useAdminLanguage } from '../../shared/use-admin-language';
import { ActionDialog } from '../../shared/action-dialog';
import { withdrawQuotation } from './quotation-api';

/** "Withdraw" with its confirmation: the customer's link then says so and it can no longer be accepted. */
export function WithdrawAction({ id, className = '' }: { id: string; className?: string }) {
  const { t } = useAdminLanguage();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className={`btn btn-ghost adm-text-danger ${className}`} onClick={() => setAsking(true)}>
        {t('quotations.withdraw')}
      </button>
      <ActionDialog
        open={asking}
        title={t('quotations.withdrawTitle')}
        confirmLabel={t('quotations.withdraw')}
        busyLabel={t('quotations.working')}
        danger
        onClose={() => setAsking(false)}
        onConfirm={async () => {
          await withdrawQuotation(id);
          notify.success(t('quotations.withdrawn'));
        }}
      >
        <p>{t('quotations.withdrawMessage')}</p>
      </ActionDialog>
    </>
  );
}
