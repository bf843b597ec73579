// Company facts are shared with the server (head tags, site files): they live in @ogulf/contracts,
// on a subpath without zod, and are re-exported here for the front ends.
export { COMPANY, whatsappUrl } from '@ogulf/contracts/company';
