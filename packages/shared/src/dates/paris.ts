/** Dates of the product live in Europe/Paris (French locale everywhere). */
export const PARIS_TIME_ZONE = 'Europe/Paris';
