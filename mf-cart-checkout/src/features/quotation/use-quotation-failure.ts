import { readApiError } from '@ogulf/web-kit';
import { failureText } from '../../shared/failure-text';
import { useCartLanguage } from '../../shared/use-cart-language';
import { isClosedCode } from './quotation-rules';

/**
 * The words for a refused accept or change request, in the page's language: a quotation closed
 * meanwhile (expired, superseded, withdrawn, accepted: `closed`, so the page reads it again), a
 * slot taken, too many tries, offline, server trouble, or the server's own message.
 */
export function useQuotationFailure() {
  const { t } = useCartLanguage();
  return (error: unknown): { text: string; closed: boolean } => {
    const found = readApiError(error);
    if (isClosedCode(found.code)) {
      const closed = {
        QUOTATION_EXPIRED: t('quotation.errors.expired'),
        QUOTATION_SUPERSEDED: t('quotation.errors.superseded'),
        QUOTATION_WITHDRAWN: t('quotation.errors.withdrawn'),
        QUOTATION_ACCEPTED: t('quotation.errors.accepted'),
      };
      return { text: closed[found.code], closed: true };
    }
    if (found.code === 'QUOTATION_NOT_FOUND') return { text: t('quotation.errors.notFound'), closed: true };
    if (found.code === 'SLOT_UNAVAILABLE') return { text: t('checkout.errors.slotUnavailable'), closed: false };
    if (found.code === 'PRODUCT_UNAVAILABLE') return { text: t('quotation.errors.unavailable'), closed: false };
    if (found.status !== null && found.status >= 400 && found.status < 500 && found.status !== 429)
      return { text: t('errors.generic'), closed: false };
    return { text: failureText(error, t), closed: false };
  };
}
