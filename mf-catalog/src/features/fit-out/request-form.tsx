import { useId, useState, type FormEvent } from 'react';
import type { QuoteRequestInput } from '@ogulf/contracts';
import { LIMITS } from '@ogulf/contracts/constants';
import { readApiError } from '@ogulf/web-kit';
import { useCatalogLanguage } from '../../i18n/use-catalog-language';
import { sendFitoutRequest } from './api/send-fitout-request';

type Sender = Pick<QuoteRequestInput, 'name' | 'email' | 'phone' | 'company' | 'message'>;
const EMPTY: Sender = { name: '', email: '', phone: '', company: '', message: '' };
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface RequestFormProps {
  /** Lines and rooms as they stand; null while there is nothing to send. */
  request: () => Pick<QuoteRequestInput, 'items' | 'rooms'> | null;
  /** Why the request cannot be sent as it is (too many lines), or null. */
  blocked: string | null;
  onSent: (reference: string) => void;
}

/** The sender's details and the send button: `POST /api/quote-request` with the rooms and lines. */
export function RequestForm({ request, blocked, onSent }: RequestFormProps) {
  const { t, lang } = useCatalogLanguage();
  const id = useId();
  const [values, setValues] = useState<Sender>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Sender, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const field = (name: keyof Sender) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const found: typeof errors = {};
    if (values.name.trim().length < LIMITS.personName.min) found.name = t('fitout.nameError');
    if (!EMAIL.test(values.email.trim())) found.email = t('fitout.emailError');
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    const content = request();
    if (!content) {
      setFailure(t('fitout.noItems'));
      return;
    }
    setPending(true);
    try {
      const sent = await sendFitoutRequest({ ...values, ...content, language: lang });
      onSent(sent.reference);
    } catch (error) {
      const { status, code, message } = readApiError(error);
      setFailure(
        status === 429
          ? t('fitout.rateLimited')
          : code === 'PRODUCT_UNAVAILABLE'
            ? t('fitout.unavailable')
            : status === 400 && message
              ? message
              : t('fitout.failedText'),
      );
    } finally {
      setPending(false);
    }
  }

  const errorOf = (name: keyof Sender) =>
    errors[name] ? (
      <span id={`${id}-${name}-error`} className="fitout-form__error" data-testid={`fitout-${name}-error`}>
        {errors[name]}
      </span>
    ) : null;

  return (
    <form className="fitout-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="fitout-form__title">
        {t('fitout.formTitle')}
      </h2>
      <p className="fitout-form__lead">{t('fitout.formLead')}</p>
      <div className="fitout-form__field">
        <label htmlFor={`${id}-name`}>{t('fitout.name')}</label>
        <input {...field('name')} className="input" type="text" autoComplete="name" maxLength={100} required />
        {errorOf('name')}
      </div>
      <div className="fitout-form__field">
        <label htmlFor={`${id}-email`}>{t('fitout.email')}</label>
        <input {...field('email')} className="input ltr" type="email" autoComplete="email" maxLength={254} required />
        {errorOf('email')}
      </div>
      <div className="fitout-form__field">
        <label htmlFor={`${id}-phone`}>
          {t('fitout.phone')} <span className="fitout-form__optional">({t('fitout.optional')})</span>
        </label>
        <input {...field('phone')} className="input ltr" type="tel" autoComplete="tel" inputMode="tel" maxLength={30} />
      </div>
      <div className="fitout-form__field">
        <label htmlFor={`${id}-company`}>
          {t('fitout.company')} <span className="fitout-form__optional">({t('fitout.optional')})</span>
        </label>
        <input {...field('company')} className="input" type="text" autoComplete="organization" maxLength={150} />
      </div>
      <div className="fitout-form__field">
        <label htmlFor={`${id}-message`}>
          {t('fitout.message')} <span className="fitout-form__optional">({t('fitout.optional')})</span>
        </label>
        <textarea {...field('message')} className="input" rows={3} maxLength={LIMITS.quoteMessage} />
      </div>
      {(failure ?? blocked) && (
        <p className="fitout-form__failure" role="alert" data-testid="fitout-failure">
          {failure ?? blocked}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary btn-lg btn-block"
        disabled={pending || blocked !== null}
        data-testid="fitout-send"
      >
        {pending ? t('fitout.sending') : t('fitout.send')}
      </button>
    </form>
  );
}
