import type { FormEvent, ReactNode } from 'react';
import type { Failure } from '@ogulf/web-kit/forms';
import { FormError } from './form-error';
import { useCartLanguage } from './use-cart-language';

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

type FormName = 'contact' | 'quote' | 'tracking' | 'accept' | 'changes';

/**
 * Each form's texts (keys in the cart namespace, under `quotation.<name>.` for a quotation's
 * forms): heading, failure alert's title, button, button while sending; and its button's test id.
 */
const FORMS: Record<FormName, readonly [string, string, string, string, string]> = {
  contact: ['contact.formTitle', 'contact.failedTitle', 'contact.send', 'contact.sending', 'send-message'],
  quote: ['quote.formTitle', 'quote.failedTitle', 'quote.send', 'contact.sending', 'send-quote'],
  tracking: ['tracking.formTitle', 'tracking.failedTitle', 'tracking.submit', 'tracking.searching', 'track-order'],
  accept: ['title', 'failedTitle', 'submit', 'sending', 'accept-quotation'],
  changes: ['title', 'failedTitle', 'submit', 'sending', 'send-changes'],
};

interface FormFrameProps {
  /** The form (`contact` is `data-testid="contact-form"`, headed by `#contact-form-title`). */
  name: FormName;
  /** What `useCartForm` gave the form (its `announcement` is not shown when `quiet`). */
  submit: Pick<SubmitRowProps, 'failure' | 'pending'> & {
    onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
    announcement: string;
  };
  className?: string;
  /** A quotation's forms: an intro under the heading, and (acceptance) a note under the button. */
  intro?: string;
  note?: string;
  quiet?: boolean;
  /** The alert's title, when not the form's usual one. */
  failedTitle?: string;
  /** Default: while pending. */
  disabled?: boolean;
  /** The submit button's look. */
  button?: 'btn-primary' | 'btn-outline';
  children: ReactNode;
}

/**
 * A form of the shop (`enquiry-form` block; a quotation's forms `quotation-form`): its heading, an
 * intro, the status line a stopped submit is announced in, the fields, the failure alert, the
 * submit button and a note.
 */
export function FormFrame({
  name,
  submit,
  className,
  intro,
  note,
  quiet,
  button = 'btn-primary',
  ...rest
}: FormFrameProps) {
  const { t } = useCartLanguage();
  const quotation = name === 'accept' || name === 'changes';
  const block = quotation ? 'quotation-form' : 'enquiry-form';
  const titleId = quotation ? `quotation-${name}-title` : `${name}-form-title`;
  const [title, failedTitle, label, pendingLabel, testId] = FORMS[name];
  const text = (key: string) => t(quotation ? `quotation.${name}.${key}` : key);
  return (
    <form
      className={className ? `stack ${block} ${className}` : `stack ${block}`}
      noValidate
      onSubmit={(event) => void submit.onSubmit(event)}
      aria-labelledby={titleId}
      data-testid={`${name}-form`}
    >
      <h2 id={titleId} className={`${block}__title`}>
        {text(title)}
      </h2>
      {intro && <p className={`${block}__intro`}>{intro}</p>}
      {!quiet && (
        <p className="visually-hidden" role="status">
          {submit.announcement}
        </p>
      )}
      {rest.children}
      <SubmitRow
        failure={submit.failure}
        failedTitle={rest.failedTitle ?? text(failedTitle)}
        pending={submit.pending}
        disabled={rest.disabled ?? submit.pending}
        {...(quotation ? { ariaDisabled: submit.pending } : {})}
        label={text(label)}
        pendingLabel={text(pendingLabel)}
        className={`btn ${button} btn-lg ${block}__submit`}
        testId={testId}
      />
      {note && <p className={`${block}__note`}>{note}</p>}
    </form>
  );
}
