export { loginBody, sendOtpBody } from '@ogulf/contracts';
