import { useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { apiErrorMessage, usePageTitle, useNavigate } from '@ogulf/web-kit';
import { lazyResolver } from '@ogulf/web-kit/forms';
import { focusFirstError, TextField } from '../shared/fields';
import { useAdminLanguage } from '../shared/use-admin-language';
import { fieldErrorOf } from '../shared/form-messages';
import { login } from '../features/session/login';
import {
  loginProblem,
  waitParts,
  type LoginField,
  type LoginProblem,
  type LoginStep,
  type LoginValues,
} from '../features/session/login-form';
import type { LoginBody } from '../features/session/login';
import { sendOtp } from '../features/session/send-otp';
import { CODE_VALID_MS, codeRequestedAt, markCodeRequested, saveLoginFlags } from '../shared/session-flags';
import { useSessionStore } from '../shared/session-store';
import { LoginFrame } from '../frame/login-frame';
import '../remote.css';
import { ToggleButton } from '../shared/toggle-button';

type CodeNotice = { kind: 'sent' | 'sentNoMail'; at: number } | { kind: 'error'; message: string };

/** `/adm/ogulf`: sign in with the server's session; after 5 failures, the emergency code step. */
export default function LoginPage() {
  const { t, lang, fieldError } = useAdminLanguage();
  usePageTitle(t('login.title'));
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const requestedAt = codeRequestedAt(localStorage, Date.now());
  const [step, setStep] = useState<LoginStep>(requestedAt === null ? 'password' : 'code');
  // The check (zod and the contracts) loads on the first submit, not with the page.
  const resolver = useMemo(
    () => lazyResolver(() => import('../features/session/login-schema').then((schema) => schema.loginResolver(step))),
    [step],
  );
  // Messages show after a submit and stay until the next one, as in every admin form.
  const form = useForm<LoginValues, unknown, LoginBody>({
    defaultValues: { username: '', password: '', code: '' },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const values = form.watch();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [codeNotice, setCodeNotice] = useState<CodeNotice | null>(
    requestedAt === null ? null : { kind: 'sent', at: requestedAt },
  );

  /** What the three fields share: typed left to right, required, bound to the form by name. */
  const bound = (field: LoginField) =>
    ({
      id: `${id}-${field}`,
      name: field,
      dir: 'ltr',
      required: true,
      value: values[field],
      onChange: (event: { target: { value: string } }) => form.setValue(field, event.target.value),
      error: fieldError(fieldErrorOf(form.formState.errors[field]?.message)),
    }) as const;

  // The sign-in answers with an outcome rather than throwing (a refusal decides the next step), so it is not useSubmit's.
  const submit = form.handleSubmit(
    async (body) => {
      if (busy) return;
      setProblem(null);
      setBusy(true);
      const outcome = await login(body);
      setBusy(false);
      if (outcome.ok) {
        saveLoginFlags(localStorage, Date.now());
        useSessionStore.getState().reset();
        navigate('/admin');
        return;
      }
      const next = loginProblem(outcome, step);
      setProblem(next);
      setStep(next.step);
      form.setValue('password', '');
      form.setValue('code', '');
    },
    () => requestAnimationFrame(() => focusFirstError(formRef.current)),
  );

  async function requestCode() {
    setSending(true);
    try {
      const mailed = await sendOtp();
      const at = Date.now();
      markCodeRequested(localStorage, at);
      setCodeNotice({ kind: mailed ? 'sent' : 'sentNoMail', at });
    } catch (error) {
      setCodeNotice({ kind: 'error', message: apiErrorMessage(error, t('login.code.sendFailed')) });
    } finally {
      setSending(false);
    }
  }

  const problemText = (p: LoginProblem): string => {
    if (p.serverMessage) return p.serverMessage;
    if (p.waitSeconds === undefined) return t(p.key);
    const { unit, count } = waitParts(p.waitSeconds);
    return t(p.key, { wait: t(`login.wait.${unit}`, { count }) });
  };
  const validUntil = (at: number) =>
    new Date(at + CODE_VALID_MS).toLocaleTimeString(lang === 'ar' ? 'ar-QA-u-nu-latn' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });

  return (
    <LoginFrame>
      <section className="adm-login container">
        <div className="adm-login__card">
          <h1 className="adm-login__title">{t('login.title')}</h1>
          <p className="adm-login__note">{t('login.note')}</p>
          <div aria-live="assertive">
            {problem && (
              <p className="adm-alert adm-alert--error" role="alert" data-testid="login-error">
                {problemText(problem)}
              </p>
            )}
          </div>
          {step === 'code' && (
            <div className="adm-login__code-step" data-testid="login-code-step">
              <h2 className="adm-login__subtitle">{t('login.code.title')}</h2>
              <p className="adm-field__hint">{t('login.code.explain')}</p>
              <button type="button" className="btn btn-outline btn-block" onClick={requestCode} disabled={sending}>
                {sending
                  ? t('login.code.sending')
                  : codeNotice && codeNotice.kind !== 'error'
                    ? t('login.code.sendAgain')
                    : t('login.code.send')}
              </button>
              <p className="adm-login__code-notice" aria-live="polite">
                {codeNotice?.kind === 'sent' && t('login.code.sent', { time: validUntil(codeNotice.at) })}
                {codeNotice?.kind === 'sentNoMail' && t('login.code.sentNoMail', { time: validUntil(codeNotice.at) })}
                {codeNotice?.kind === 'error' && <span className="adm-field__error">{codeNotice.message}</span>}
              </p>
            </div>
          )}
          <form ref={formRef} className="adm-login__form" onSubmit={(event) => void submit(event)} noValidate>
            <TextField
              {...bound('username')}
              label={t('login.username')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
            />
            <div className="adm-password">
              <TextField
                {...bound('password')}
                label={t('login.password')}
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
              />
              <ToggleButton
                shown={showPassword}
                onToggle={() => setShowPassword((shown) => !shown)}
                controls={`${id}-password`}
                hideLabel={t('login.hidePassword')}
                showLabel={t('login.showPassword')}
                className="btn btn-ghost btn-sm adm-password__toggle"
              />
            </div>
            {step === 'code' && (
              <TextField
                {...bound('code')}
                label={t('login.code.label')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                hint={t('login.code.hint')}
              />
            )}
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? t('login.submitting') : t('login.submit')}
            </button>
          </form>
        </div>
      </section>
    </LoginFrame>
  );
}
