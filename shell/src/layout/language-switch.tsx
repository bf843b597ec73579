import { setLanguage, type Language, useTranslation } from '@ogulf/web-kit';
import { GlobeIcon } from '@ogulf/web-kit/icons';

export interface LanguageSwitchProps {
  className?: string;
}

/** Toggles English/Arabic; shows the other language's name in that language. */
export function LanguageSwitch({ className }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation('shell');
  const next: Language = i18n.language === 'ar' ? 'en' : 'ar';

  return (
    <button
      type="button"
      className={className ? `lang-switch ${className}` : 'lang-switch'}
      aria-label={t('language.switchLabel')}
      data-testid="language-switch"
      onClick={() => void setLanguage(next)}
    >
      <GlobeIcon size={18} />
      <span lang={next} dir={next === 'ar' ? 'rtl' : 'ltr'}>
        {t('language.switchTo')}
      </span>
    </button>
  );
}
