export { contactBody, quoteRequestBody } from '@ogulf/contracts';
export type { ContactInput, QuoteRequestInput } from '@ogulf/contracts';
