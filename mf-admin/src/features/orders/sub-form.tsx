import type { FormEvent, ReactNode, RefObject } from 'react';
import { FormProblem } from '../../shared/form-problem';
import type { ServerProblem } from '../../shared/server-problem';
import { useAdminLanguage } from '../../shared/use-admin-language';

interface SubFormProps {
  /** The parts of `useAdminForm` the frame needs. */
  form: {
    formRef: RefObject<HTMLFormElement | null>;
    submit: (event?: FormEvent) => unknown;
    problem: ServerProblem | null;
    busy: boolean;
  };
  title: string;
  testId: string;
  submitLabel: string;
  /** The submit button's look: the main action, a plain one, or one that undoes something. */
  tone?: 'primary' | 'outline' | 'danger';
  children: ReactNode;
}

const BUTTON = {
  primary: 'btn btn-primary',
  outline: 'btn btn-outline',
  danger: 'btn btn-outline adm-text-danger',
} as const;

/** One action's form inside an order panel: its title, the server's refusal, its fields and its button. */
export function SubForm({ form, title, testId, submitLabel, tone = 'outline', children }: SubFormProps) {
  const { t } = useAdminLanguage();
  return (
    <form
      ref={form.formRef}
      onSubmit={(event) => void form.submit(event)}
      noValidate
      className="adm-form adm-subsection"
      data-testid={testId}
      aria-label={title}
    >
      <h3 className="adm-subsection__title">{title}</h3>
      <FormProblem problem={form.problem} />
      {children}
      <div className="cluster adm-actions">
        <button type="submit" className={BUTTON[tone]} disabled={form.busy}>
          {form.busy ? t('common.saving') : submitLabel}
        </button>
      </div>
    </form>
  );
}
