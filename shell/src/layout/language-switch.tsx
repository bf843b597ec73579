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
      data-testid="language-switch"
      onClick={() => void setLanguage(next)}
    >
      <GlobeIcon size={18} />
      {/* The name starts with the word shown (label in name, WCAG 2.5.3); the hint says what it does. */}
      <span lang={next} dir={next === 'ar' ? 'rtl' : 'ltr'}>
        {t('language.switchTo')}
      </span>
      <span className="visually-hidden"> {t('language.switchHint')}</span>
    </button>
  );
}
