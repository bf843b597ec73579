export { auditQuery } from '@ogulf/contracts';
