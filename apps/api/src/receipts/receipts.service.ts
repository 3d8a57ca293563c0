import { feeLinesOf, SERVICE_FEE_VAT_RATE } from '@bonneroute/shared/pricing';
import { receiptTexts } from '@bonneroute/shared/receipts';
import { pricingConfig } from '../config/env';
import type { DbOrTx } from '../db/client';
import type { AppDeps } from '../lib/app-deps';
import { notFound } from '../lib/http-error';
import { creditNoteLayout, receiptLayout, type PaperContent } from './receipt-content';
import { renderPaper } from './receipt-pdf';
import {
  feeRefundedIn,
  findPaper,
  fixContent,
  papersOfPayments,
  receiptNumberOfPayment,
  type PaperRow,
} from './receipts.repository';

export interface PaperFile {
  numero: string;
  pdf: Buffer;
}

/** What the paper shows beyond its row, as the configuration says today: fixed at the first download. */
async function contentOf(deps: Pick<AppDeps, 'db' | 'env'>, row: PaperRow): Promise<PaperContent> {
  if (row.contenu) return row.contenu as PaperContent;
  const { env } = deps;
  const credit = row.type === 'AVOIR';
  const fees = credit
    ? { fee_before_discount_cents: 0, discount_cents: 0 }
    : feeLinesOf(row, pricingConfig(env));
  const content: PaperContent = {
    emetteur: {
      nom: env.COMPANY_NAME,
      adresse: env.COMPANY_ADDRESS,
      siren: env.COMPANY_SIREN,
      tva: env.COMPANY_VAT_NUMBER,
    },
    taux_tva: SERVICE_FEE_VAT_RATE,
    frais_avant_remise: fees.fee_before_discount_cents,
    remise: fees.discount_cents,
    recu_numero: credit ? await receiptNumberOfPayment(deps.db, row.paiement_id) : null,
    frais_rembourses:
      credit && row.mouvement_id ? await feeRefundedIn(deps.db, row.mouvement_id) : 0,
  };
  return (await fixContent(deps.db, row.id, content)) as PaperContent;
}

/** docs/product/booking-and-money.md#receipts-and-credit-notes: the payer's receipt of a payment. */
export async function receiptOf(
  deps: Pick<AppDeps, 'db' | 'env'>,
  userId: number,
  paymentId: number,
): Promise<PaperFile> {
  const row = await findPaper(deps.db, { userId, paymentId, type: 'RECU' });
  if (!row) throw notFound(receiptTexts.receiptNotFound);
  const pdf = await renderPaper(receiptLayout(row, await contentOf(deps, row)), row.emis_le);
  return { numero: row.numero, pdf };
}

/** One of the credit notes of a payment's refunds. */
export async function creditNoteOf(
  deps: Pick<AppDeps, 'db' | 'env'>,
  userId: number,
  paymentId: number,
  numero: string,
): Promise<PaperFile> {
  const row = await findPaper(deps.db, { userId, paymentId, type: 'AVOIR', numero });
  if (!row) throw notFound(receiptTexts.creditNoteNotFound);
  const pdf = await renderPaper(creditNoteLayout(row, await contentOf(deps, row)), row.emis_le);
  return { numero: row.numero, pdf };
}

/** The numbers of each payment's papers, for « Mes paiements ». */
export async function papersByPayment(
  db: DbOrTx,
  paymentIds: number[],
): Promise<Map<number, { recu: string | null; avoirs: string[] }>> {
  const papers = new Map<number, { recu: string | null; avoirs: string[] }>();
  for (const row of await papersOfPayments(db, paymentIds)) {
    const entry = papers.get(row.paiement_id) ?? { recu: null, avoirs: [] };
    if (row.type === 'RECU') entry.recu = row.numero;
    else entry.avoirs.push(row.numero);
    papers.set(row.paiement_id, entry);
  }
  return papers;
}
