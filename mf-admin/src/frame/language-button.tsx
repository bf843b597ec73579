import { setLanguage, type Language } from '@ogulf/web-kit';
import { GlobeIcon } from '@ogulf/web-kit/icons';
import { useAdminLanguage } from '../shared/use-admin-language';

/** Switches the dashboard (and the shop) to the other language; named by the word it shows. */
export function LanguageButton({ className = '' }: { className?: string }) {
  const { t, lang } = useAdminLanguage();
  const next: Language = lang === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      className={`adm-frame-button ${className}`}
      data-testid="admin-language"
      onClick={() => void setLanguage(next)}
    >
      <GlobeIcon size={18} />
      <span lang={next} dir={next === 'ar' ? 'rtl' : 'ltr'}>
        {t('frame.otherLanguage')}
      </span>
      <span className="visually-hidden"> {t('frame.languageHint')}</span>
    </button>
  );
}
