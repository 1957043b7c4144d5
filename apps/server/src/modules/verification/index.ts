/** What other modules may use of human verification: the reCAPTCHA check. */
export { createCaptchaCheck, type VerifyCaptcha } from './recaptcha-client.ts';
