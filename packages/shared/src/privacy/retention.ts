/**
 * How long BonneRoute keeps each kind of personal data (docs/product/accounts.md: retention),
 * one table read by the privacy page and by the server's configuration, whose environment
 * variables override these defaults. The periods follow the CNIL's guidance for online
 * services: an account unused for 3 years is an abandoned one; connection logs a year
 * (LCEN); audience statistics 13 months; an identity document no longer than its check needs.
 * Accounting documents (payments, refunds, payouts, receipts) are kept 10 years (Code de
 * commerce, art. L123-22), whatever becomes of the account.
 */
export const RETENTION_DEFAULTS = {
  /** An account nobody has logged into for this long is deleted… */
  inactiveAccountYears: 3,
  /** …after a warning e-mail this many days before. */
  inactivityWarningDays: 30,
  /** Login records (date, IP address, browser). */
  loginRecordsMonths: 12,
  /** Searches stop naming the member who made them. */
  searchLogMonths: 13,
  /** Images of identity documents, counted from their verification (the result stays). */
  identityDocumentDays: 30,
  /** Payments, refunds, payouts, ledger entries and receipts. */
  accountingYears: 10,
} as const;
