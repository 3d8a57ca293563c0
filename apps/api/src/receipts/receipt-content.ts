import { formatInstant } from '@bonneroute/shared/dates';
import { formatEuros, splitVat } from '@bonneroute/shared/pricing';
import { receiptTexts } from '@bonneroute/shared/receipts';
import type { PaperRow } from './receipts.repository';

/**
 * What a paper shows beyond the facts its row copied when it was issued: the issuer and the VAT
 * rate of that day, the discount, the receipt a credit note corrects. Written once, at the first
 * download (receipts.service.ts), so that a later change of configuration leaves it as issued.
 */
export interface PaperContent {
  emetteur: { nom: string; adresse: string; siren: string; tva: string };
  taux_tva: number;
  frais_avant_remise: number;
  remise: number;
  /** A credit note: the receipt it corrects and the part of our fee it gives back. */
  recu_numero: string | null;
  frais_rembourses: number;
}

export interface PaperLine {
  label: string;
  amount: string;
  strong?: boolean;
  indent?: boolean;
}

export interface PaperLayout {
  title: string;
  numero: string;
  /** The heading, when it is not « {title} n° {numero} ». */
  heading?: string;
  issuer: string[];
  facts: [string, string][];
  lines: PaperLine[];
  notes: string[];
}

function percent(rate: number): string {
  return `${Math.round(rate * 1000) / 10}\u00a0%`.replace('.', ',');
}

function vatLines(ttc: number, rate: number, label: string): PaperLine[] {
  const split = splitVat(ttc, rate);
  return [
    { label: `${label} TTC`, amount: formatEuros(split.ttc_cents) },
    { label: 'dont montant HT', amount: formatEuros(split.ht_cents), indent: true },
    { label: `dont TVA à ${percent(rate)}`, amount: formatEuros(split.tva_cents), indent: true },
  ];
}

function commonFacts(row: PaperRow): [string, string][] {
  return [
    ['Date', formatInstant(row.emis_le, 'long')],
    ['Payeur', row.payeur],
    ['Trajet', `${row.trajet_depart} → ${row.trajet_arrivee}`],
    ['Départ', formatInstant(row.trajet_depart_le, 'longTime')],
    ['Places', String(row.nb_places)],
  ];
}

function issuerOf(content: PaperContent): string[] {
  const { emetteur } = content;
  return [emetteur.nom, emetteur.adresse, `SIREN ${emetteur.siren}`, `TVA ${emetteur.tva}`];
}

const OUTSIDE_VAT =
  'La participation aux frais est reversée au conducteur, particulier qui partage les frais de son trajet : elle n’est pas soumise à la TVA.';

/** docs/product/booking-and-money.md#receipts-and-credit-notes: a successful payment's receipt. */
export function receiptLayout(row: PaperRow, content: PaperContent): PaperLayout {
  const lines: PaperLine[] = [
    { label: 'Participation reversée au conducteur', amount: formatEuros(row.montant) },
  ];
  const discounted = content.remise > 0;
  if (discounted)
    lines.push(
      { label: 'Frais de service', amount: formatEuros(content.frais_avant_remise) },
      { label: 'Remise sur les frais de service', amount: formatEuros(-content.remise) },
    );
  lines.push(
    ...vatLines(
      row.fees,
      content.taux_tva,
      discounted ? 'Frais de service après remise' : 'Frais de service',
    ),
  );
  lines.push({ label: 'Total payé', amount: formatEuros(row.montant + row.fees), strong: true });
  return {
    title: receiptTexts.receiptTitle,
    numero: row.numero,
    issuer: issuerOf(content),
    facts: commonFacts(row),
    lines,
    notes: [OUTSIDE_VAT],
  };
}

/** A refund's credit note: what came back to the card, split as it was paid. */
export function creditNoteLayout(row: PaperRow, content: PaperContent): PaperLayout {
  const fee = Math.min(content.frais_rembourses, row.montant);
  return {
    title: receiptTexts.creditNoteTitle,
    numero: row.numero,
    issuer: issuerOf(content),
    facts: [...commonFacts(row), ['Reçu corrigé', content.recu_numero ?? '—']],
    lines: [
      { label: 'Participation remboursée', amount: formatEuros(row.montant - fee) },
      ...vatLines(fee, content.taux_tva, 'Frais de service remboursés'),
      { label: 'Total remboursé', amount: formatEuros(row.montant), strong: true },
    ],
    notes: [OUTSIDE_VAT, 'Le montant remboursé revient sur la carte qui a payé.'],
  };
}
