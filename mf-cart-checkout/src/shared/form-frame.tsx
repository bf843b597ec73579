import type { FormEvent, ReactNode } from 'react';
import type { Failure } from '@ogulf/web-kit/forms';
import { FormError } from './form-error';

interface SubmitRowProps {
  failure: Failure | null;
  /** The alert's title when the send failed. */
  failedTitle: string;
  /** Shows `pendingLabel` while true. */
  pending: boolean;
  label: string;
  pendingLabel: string;
  className: string;
  testId: string;
  /** Default: while pending. */
  disabled?: boolean;
  ariaDisabled?: boolean;
}

/** The failed send's alert (re-mounted, so re-announced, at each failure) and the submit button. */
export function SubmitRow({
  failure,
  failedTitle,
  pending,
  label,
  pendingLabel,
  className,
  testId,
  ...button
}: SubmitRowProps) {
  return (
    <>
      {failure && <FormError key={failure.attempt} title={failedTitle} text={failure.text} />}
      <button
        type="submit"
        className={className}
        disabled={button.disabled ?? pending}
        aria-disabled={button.ariaDisabled}
        data-testid={testId}
      >
        {pending ? pendingLabel : label}
      </button>
    </>
  );
}

interface FormFrameProps extends Omit<SubmitRowProps, 'className' | 'testId'> {
  /** The CSS block: `block`, `block__title`, `block__intro`, `block__submit`, `block__note`. */
  block: 'enquiry-form' | 'quotation-form';
  className?: string;
  /** The form's test id and the submit button's; its heading's id is `titleId`. */
  testId: string;
  submitTestId: string;
  titleId: string;
  title: string;
  intro?: string;
  /** The status line screen readers hear when a submit is stopped; none when undefined. */
  announcement?: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** The submit button's look. */
  button?: 'btn-primary' | 'btn-outline';
  note?: string;
  children: ReactNode;
}

/** A form with its heading, optional intro, status line, fields, failure alert, submit button and note. */
export function FormFrame({
  block,
  className,
  testId,
  titleId,
  title,
  intro,
  announcement,
  onSubmit,
  button = 'btn-primary',
  note,
  children,
  submitTestId,
  ...submit
}: FormFrameProps) {
  return (
    <form
      className={className ? `${block} ${className}` : block}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <h2 id={titleId} className={`${block}__title`}>
        {title}
      </h2>
      {intro && <p className={`${block}__intro`}>{intro}</p>}
      {announcement !== undefined && (
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      )}
      {children}
      <SubmitRow {...submit} className={`btn ${button} btn-lg ${block}__submit`} testId={submitTestId} />
      {note && <p className={`${block}__note`}>{note}</p>}
    </form>
  );
}
