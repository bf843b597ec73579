import { isAdminPath, whatsappUrl, useTranslation, useLocation } from '@ogulf/web-kit';
import { WhatsAppIcon } from '@ogulf/web-kit/icons';
import './whatsapp-button.css';

/** Floating WhatsApp chat link in the bottom inline-end corner; hidden on admin pages. */
export function WhatsAppButton() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  if (isAdminPath(pathname)) return null;

  const label = t('whatsapp.label');
  // In a landmark of its own, so nothing on the page sits outside one and a screen reader's list of
  // regions offers the chat.
  return (
    <aside aria-label={t('whatsapp.region')}>
      <a
        className="wa-fab"
        href={whatsappUrl()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${label} (${t('opensInNewTab')})`}
        data-testid="whatsapp-button"
      >
        <WhatsAppIcon size={30} />
        <span className="wa-fab__tip" aria-hidden="true">
          {label}
        </span>
      </a>
    </aside>
  );
}
