import type { ReactNode } from 'react';
import { Link } from '@ogulf/web-kit';
import { ArrowBackIcon } from '@ogulf/web-kit/icons';
import { useAdminLanguage } from '../shared/use-admin-language';
import { LanguageButton } from './language-button';
import { ShopName } from './shop-name';

/** The sign-in page's own minimal frame: the shop's name, the way back to the shop and the language. */
export function LoginFrame({ children }: { children: ReactNode }) {
  const { t } = useAdminLanguage();
  return (
    <div className="adm-login-frame">
      <div className="split-row adm-login-frame__bar">
        <ShopName area={t('dashboard.title')} />
        <div className="adm-login-frame__actions">
          <Link to="/" className="adm-login-frame__link">
            <ArrowBackIcon size={18} className="flip-rtl" />
            <span>{t('frame.backToShop')}</span>
          </Link>
          <LanguageButton className="adm-login-frame__link" />
        </div>
      </div>
      {children}
    </div>
  );
}
