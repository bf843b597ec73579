import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@ogulf/web-kit';
import '../remote.css';

/** `/adm/ogulf`. The form posts to the server-side session API delivered with the admin issue. */
export default function LoginPage() {
  const { t } = useTranslation('admin');
  const id = useId();
  usePageTitle(t('login.title'));
  return (
    <section className="container page-section admin-login">
      <h1>{t('login.title')}</h1>
      <p className="lead">{t('login.note')}</p>
      <form className="admin-login__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={`${id}-user`}>{t('login.username')}</label>
        <input id={`${id}-user`} name="username" autoComplete="username" required />
        <label htmlFor={`${id}-pass`}>{t('login.password')}</label>
        <input id={`${id}-pass`} name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className="btn btn-primary">
          {t('login.submit')}
        </button>
      </form>
    </section>
  );
}
