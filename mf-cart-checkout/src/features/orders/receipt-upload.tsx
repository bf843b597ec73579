import { useId, useState, type FormEvent } from 'react';
import { readApiError } from '@ogulf/web-kit';
import { MAX_RECEIPT_BYTES, MAX_RECEIPTS_PER_ORDER, RECEIPT_TYPES } from '@ogulf/contracts/constants';
import type { PaymentView } from '@ogulf/contracts';
import { receiptDownloadPath, uploadReceipt } from './api/upload-receipt';
import { failureText } from '../../shared/failure-text';
import { formatMoment } from '../../shared/qatar-time';
import { useCartLanguage } from '../../shared/use-cart-language';

type UploadState =
  { phase: 'idle' } | { phase: 'uploading'; share: number } | { phase: 'sent' } | { phase: 'failed'; text: string };

const MAX_MB = MAX_RECEIPT_BYTES / (1024 * 1024);

/** The upload's refusals the customer can act on, in their language (any other shows the server's own text). */
const RECEIPT_REFUSALS: Record<string, string> = {
  PAYLOAD_TOO_LARGE: 'tooBig',
  TOO_MANY_PIXELS: 'tooDetailed',
  UNSUPPORTED_RECEIPT_TYPE: 'wrongType',
  INVALID_RECEIPT: 'unreadable',
  EMPTY_FILE: 'unreadable',
  TOO_MANY_RECEIPTS: 'limitReached',
  PAYMENT_ALREADY_CONFIRMED: 'alreadyPaid',
  ORDER_CANCELLED: 'orderCancelled',
};

/** The receipts the customer sent, each with what the shop made of it (and why, when rejected). */
export function ReceiptList({ token, payment }: { token: string; payment: PaymentView }) {
  const { t, lang } = useCartLanguage();
  if (payment.receipts.length === 0) return null;
  return (
    <div className="stack receipts">
      <h3 className="receipts__title">{t('receipts.listTitle')}</h3>
      <ul className="stack receipts__list" role="list" data-testid="receipt-list">
        {payment.receipts.map((receipt) => (
          <li key={receipt.id} className="receipts__item" data-testid="receipt">
            <a
              className="receipts__name"
              href={receiptDownloadPath(token, receipt.id)}
              download={receipt.fileName}
              dir="auto"
            >
              {receipt.fileName}
            </a>
            <span className="receipts__date">
              <time dateTime={receipt.uploadedAt}>{formatMoment(receipt.uploadedAt, lang)}</time>
            </span>
            <span className={`status-badge status-badge--${receipt.status}`} data-testid="receipt-status">
              {t(`receipts.status.${receipt.status}`)}
            </span>
            {receipt.status === 'rejected' && receipt.reason && (
              <p className="receipts__reason" data-testid="receipt-reason">
                {t('receipts.reason', { reason: receipt.reason })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Upload your transfer receipt": a file (JPEG, PNG, WebP or PDF up to 5 MB, judged again by the
 * server from its content), its progress, then the server's verdict. `onUploaded` reloads the order.
 */
export function ReceiptUpload({
  token,
  payment,
  cancelled,
  onUploaded,
}: {
  token: string;
  payment: PaymentView;
  /** A cancelled order takes no payment. */
  cancelled: boolean;
  onUploaded: () => void;
}) {
  const { t } = useCartLanguage();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  if (cancelled || payment.status === 'paid' || payment.status === 'refunded') return null;
  if (payment.receipts.length >= MAX_RECEIPTS_PER_ORDER) {
    return <p className="confirmation__muted">{t('receipts.limitReached')}</p>;
  }
  const local = file ? localProblem(file) : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || state.phase === 'uploading') return;
    const problem = localProblem(file);
    if (problem) {
      setState({ phase: 'failed', text: t(`receipts.${problem}`, { max: MAX_MB }) });
      return;
    }
    setState({ phase: 'uploading', share: 0 });
    try {
      await uploadReceipt(token, file, (share) => setState({ phase: 'uploading', share }));
      setState({ phase: 'sent' });
      setFile(null);
      onUploaded();
    } catch (error) {
      const { code, status, message } = readApiError(error);
      const known = code ? RECEIPT_REFUSALS[code] : undefined;
      setState({
        phase: 'failed',
        text: known
          ? t(`receipts.${known}`, { max: MAX_MB })
          : message && status !== null && status < 500 && status !== 429
            ? message
            : failureText(error, t),
      });
    }
  };

  const uploading = state.phase === 'uploading';
  return (
    <form
      className="stack receipt-upload"
      onSubmit={(event) => void send(event)}
      noValidate
      data-testid="receipt-upload"
    >
      <h3 className="receipts__title">
        <label htmlFor={`${id}-file`}>
          {payment.receipts.length ? t('receipts.uploadAnother') : t('receipts.uploadTitle')}
        </label>
      </h3>
      <p className="field__hint" id={`${id}-hint`}>
        {t('receipts.hint', { max: MAX_MB })}
      </p>
      <div className="receipt-upload__row">
        {/* The browser's own button speaks the browser's language: this one speaks the page's. */}
        <label className="btn btn-outline receipt-upload__pick" htmlFor={`${id}-file`} aria-hidden="true">
          {t('receipts.choose')}
        </label>
        <span className="receipt-upload__file" dir="auto" aria-hidden="true">
          {file ? file.name : t('receipts.noFile')}
        </span>
        <input
          id={`${id}-file`}
          className="receipt-upload__input"
          type="file"
          accept={RECEIPT_TYPES.join(',')}
          aria-describedby={`${id}-hint`}
          disabled={uploading}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setState({ phase: 'idle' });
          }}
          data-testid="receipt-file"
        />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={!file || uploading || local !== null}
          data-testid="receipt-send"
        >
          {uploading ? t('receipts.uploading') : t('receipts.send')}
        </button>
      </div>
      {uploading && (
        <progress
          className="receipt-upload__progress"
          max={1}
          value={state.share}
          aria-label={t('receipts.progress', { percent: Math.round(state.share * 100) })}
        />
      )}
      <p className="receipt-upload__status" role="status" data-testid="receipt-upload-status">
        {state.phase === 'sent'
          ? t('receipts.sent')
          : uploading
            ? t('receipts.progress', { percent: Math.round(state.share * 100) })
            : ''}
      </p>
      {(state.phase === 'failed' || local) && (
        <p className="field__error" role="alert" data-testid="receipt-error">
          {state.phase === 'failed' ? state.text : t(`receipts.${local ?? 'wrongType'}`, { max: MAX_MB })}
        </p>
      )}
    </form>
  );
}

/** What can be told before sending: too large, or a type that cannot be a receipt (the server checks the content). */
function localProblem(file: File): 'tooBig' | 'wrongType' | null {
  if (file.size > MAX_RECEIPT_BYTES) return 'tooBig';
  if (file.type && !(RECEIPT_TYPES as readonly string[]).includes(file.type)) return 'wrongType';
  return null;
}
