/**
 * `POST /api/order-receipts/{token}` (multipart, one file `receipt`): a bank-transfer receipt for
 * the order behind the token. Sent with XMLHttpRequest rather than fetch, which reports no upload
 * progress; a refusal throws web-kit's `ApiError` so it reads like every other failed call.
 */
import { ApiError, parseRetryAfter } from '@ogulf/web-kit';

export const orderReceiptsPath = (token: string): string => `/api/order-receipts/${encodeURIComponent(token)}`;

/** The private link to one of the order's receipts (served only to the order's token). */
export const receiptDownloadPath = (token: string, receiptId: string): string =>
  `${orderReceiptsPath(token)}/${encodeURIComponent(receiptId)}`;

/** The customer's invoice, once `invoiceAvailable`. */
export const invoicePath = (token: string): string => `/api/order-invoice/${encodeURIComponent(token)}`;

/** Sends the file; `onProgress` gets 0..1 as it goes. Resolves with the reply's `data`. */
export function uploadReceipt(token: string, file: File, onProgress: (share: number) => void): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('receipt', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', orderReceiptsPath(token));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve((JSON.parse(xhr.responseText) as { data?: unknown }).data);
        } catch {
          resolve(undefined);
        }
        return;
      }
      reject(
        new ApiError(xhr.status, xhr.responseText, parseRetryAfter(xhr.getResponseHeader('Retry-After'), Date.now())),
      );
    };
    // No reply at all: readApiError reads a plain Error as "never reached the server".
    xhr.onerror = () => reject(new Error('Network error'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.send(form);
  });
}
