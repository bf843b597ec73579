import { addNamespace, useTranslation, Link, useLocation, useNavigate } from '@ogulf/web-kit';
import { useEffect } from 'react';
import { ArrowBackIcon, GridIcon, HeadsetIcon, HomeIcon, PhoneIcon } from '@ogulf/web-kit/icons';
import './not-found-page.css';
import { PhoneLink } from '../layout/phone-link';
import { useServerRender } from '../app/server-render';
import en from '../i18n/not-found.en.json';

/** The page's texts come with its chunk; settles once those of the interface's language are in. */
export const notFoundTexts = addNamespace('not-found', {
  en,
  ar: () => import('../i18n/not-found.ar.json').then((texts) => texts.default),
});

/** Shows the path readably (e.g. Arabic slugs) while keeping it faithful when it can't be decoded. */
function displayPath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}

/** The 404 page (spec section 2): error code, requested path, support phone and four ways out. */
export function NotFoundPage() {
  const { t } = useTranslation('not-found');
  const location = useLocation();
  const navigate = useNavigate();
  // A server render answers this page with status 404.
  useServerRender()?.notFound();

  const documentTitle = t('documentTitle');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  // useNavigate(-1) goes home instead when this tab has nothing to go back to.
  const goBack = () => navigate(-1);

  return (
    <section className="not-found container" data-testid="not-found" aria-labelledby="not-found-title">
      <meta name="robots" content="noindex" />
      <p className="not-found__code">
        <span className="visually-hidden">{t('codeLabel')}: </span>
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        {t('title')}
      </h1>
      <p className="not-found__path">
        <span>{t('requestedPath')}</span>{' '}
        <code dir="ltr" data-testid="not-found-path">
          {displayPath(location.pathname)}
        </code>
      </p>
      <p className="not-found__message">{t('message')}</p>

      <nav className="not-found__actions" aria-label={t('actionsLabel')}>
        <Link to="/" className="btn btn-primary">
          <HomeIcon size={18} />
          {t('home')}
        </Link>
        <Link to="/collection" className="btn btn-outline">
          <GridIcon size={18} />
          {t('browse')}
        </Link>
        <Link to="/contact" className="btn btn-outline">
          <HeadsetIcon size={18} />
          {t('contact')}
        </Link>
        <button type="button" className="btn btn-ghost" onClick={goBack}>
          <ArrowBackIcon size={18} className="flip-rtl" />
          {t('back')}
        </button>
      </nav>

      <p className="not-found__help">
        <span className="not-found__help-text">
          <PhoneIcon size={18} className="not-found__help-icon" />
          {t('needHelp')}
        </span>{' '}
        <PhoneLink className="not-found__phone" />
      </p>
    </section>
  );
}
