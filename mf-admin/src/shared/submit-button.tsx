import { useAdminLanguage } from './use-admin-language';

/** A form's primary submit button: off while the form is sent, saying so ("Saving…" unless told otherwise). */
interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel?: string;
  testId?: string;
}

export function SubmitButton({ busy, label, busyLabel, testId }: SubmitButtonProps) {
  const { t } = useAdminLanguage();
  return (
    <button type="submit" className="btn btn-primary" disabled={busy} data-testid={testId}>
      {busy ? (busyLabel ?? t('common.saving')) : label}
    </button>
  );
}
