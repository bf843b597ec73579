import { whatsappUrl } from '@ogulf/web-kit';
import { WhatsAppIcon } from '@ogulf/web-kit/icons';
import { useCatalogLanguage } from '../i18n/use-catalog-language';

interface WhatsAppLinkProps {
  /** The message typed in for the visitor. */
  message: string;
  label: string;
  className: string;
  testId: string;
}

/** A chat with the company on WhatsApp, opened in a new tab (which screen readers are told). */
export function WhatsAppLink({ message, label, className, testId }: WhatsAppLinkProps) {
  const { t } = useCatalogLanguage();
  return (
    <a href={whatsappUrl(message)} className={className} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      <WhatsAppIcon size={20} />
      {label}
      <span className="visually-hidden">{t('product.opensNewTab')}</span>
    </a>
  );
}
