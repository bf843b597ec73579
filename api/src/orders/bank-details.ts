/** Where a bank-transfer order is paid. */
export interface BankDetails {
  bankName: string;
  accountName: string;
  /** Qatar format: QA, 2 check digits, 4-letter bank code, 21 characters (29 in all). */
  iban: string;
  swift: string;
}

/**
 * SAMPLE DATA, not a real account: replace with the company's own account before going live.
 * The IBAN has Qatar's shape and valid check digits (ISO 13616 mod 97) so that clients and
 * tests that validate IBANs accept it.
 */
export const BANK_DETAILS: Readonly<BankDetails> = Object.freeze({
  bankName: 'Qatar National Bank (QNB)',
  accountName: 'OGulf Office Furniture',
  iban: 'QA94QNBA000000000701234567001',
  swift: 'QNBAQAQA',
});
