import { z } from 'zod';
import { idParamsOf } from '../api';

/** docs/product/booking-and-money.md#receipts-and-credit-notes: `BR-2026-000123`, `AV-2026-000012`. */
export const CREDIT_NOTE_NUMBER = /^AV-\d{4}-\d{6}$/;

export const receiptParamsSchema = idParamsOf('id', 'paymentId');
export const creditNoteParamsSchema = receiptParamsSchema.extend({
  numero: z
    .string()
    .regex(CREDIT_NOTE_NUMBER, { error: 'doit être un numéro d’avoir (AV-2026-000012)' }),
});
