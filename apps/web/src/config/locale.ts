/**
 * The shop's one locale: dates, numbers and React Aria's own strings are en-US (SPEC section 9's
 * formats). The build leaves React Aria's other locales out (vite.config.ts).
 */
export const APP_LOCALE = 'en-US';
