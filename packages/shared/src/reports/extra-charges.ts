/**
 * docs/product/trust-and-safety.md#professional-drivers: a trip description that asks for money
 * beyond the contribution booked on BonneRoute (a charge per bag, a « supplément », payment in
 * cash or by another app). A flag for the team to look at, never an automatic sanction: the
 * rule prefers missing a phrasing to flagging an ordinary description.
 */
export interface ExtraChargeMatch {
  code: 'montant_supplementaire' | 'supplement' | 'especes' | 'paiement_hors_plateforme';
  libelle: string;
  /** The words that matched, as written. */
  extrait: string;
}

const AMOUNT = String.raw`\d+(?:[.,]\d{1,2})?\s*(?:€|euros?\b|eur\b)`;
const PER_THING = String.raw`(?:par|\/|pour|le|la|chaque)\s*(?:gros\s+|petit\s+)?(?:bagages?|valises?|sacs?|animal|animaux|chiens?|chats?|v[ée]los?|colis|skis?|passagers?|personnes?|arr[êe]ts?|d[ée]tours?|km|kilom[èe]tres?|place)`;

const RULES: { code: ExtraChargeMatch['code']; libelle: string; pattern: RegExp }[] = [
  {
    code: 'montant_supplementaire',
    libelle: 'Un montant demandé en plus de la participation',
    pattern: new RegExp(
      String.raw`(?:\+\s*)?${AMOUNT}\s*(?:de\s+plus\s+|en\s+plus\s+|suppl[ée]mentaires?\s+)?${PER_THING}|\+\s*${AMOUNT}|(?:frais|forfait)\s+(?:de\s+|d['’]\s*|pour\s+(?:les?\s+)?)?(?:bagages?|valises?|dossier|service|r[ée]servation|animaux|essence|carburant)\b`,
      'giu',
    ),
  },
  {
    code: 'supplement',
    libelle: 'Un « supplément » ou une majoration annoncés',
    // « supplément(s) » and « majoration », not « une place supplémentaire ».
    pattern: /\b(?:suppl[ée]ments?|suppl\.|majoration|major[ée]s?)(?![a-zà-ÿ])/giu,
  },
  {
    code: 'especes',
    libelle: 'Un paiement en espèces demandé',
    pattern:
      /\b(?:esp[èe]ces|cash|(?:en\s+)?liquide|en\s+main\s+propre|billets?\s+de\s+banque)(?![a-zà-ÿ])/giu,
  },
  {
    code: 'paiement_hors_plateforme',
    libelle: 'Un paiement en dehors de BonneRoute demandé',
    pattern:
      /\b(?:paypal|lydia|wero|western\s+union|(?:par|en)\s+virement|(?:à\s+)?(?:payer|r[ée]gler|paiement|pay[ée])\s+(?:directement|sur\s+place|au\s+conducteur|à\s+bord|dans\s+la\s+voiture|au\s+d[ée]part|à\s+l['’]arriv[ée]e))(?![a-zà-ÿ])/giu,
  },
];

/** « pas de supplément », « sans espèces », « aucun frais de bagage »: the sentence says no. */
const NEGATION =
  /(?:^|[^a-zà-ÿ])(?:pas|sans|aucun|aucune|jamais|ni|non|z[ée]ro|inclus|compris|gratuit)\b[^.!?\n]{0,25}$/iu;
const NEGATION_AFTER = /^[^.!?\n,;]{0,3}\b(?:inclus|compris|offert|gratuit)/iu;

/** Every distinct kind of extra charge the description asks for, with the words that matched. */
export function findExtraCharges(description: string | null | undefined): ExtraChargeMatch[] {
  if (!description) return [];
  const text = description.normalize('NFC');
  const found: ExtraChargeMatch[] = [];
  for (const rule of RULES) {
    for (const match of text.matchAll(rule.pattern)) {
      const start = match.index ?? 0;
      const before = text.slice(Math.max(0, start - 40), start);
      const after = text.slice(start + match[0].length, start + match[0].length + 20);
      if (NEGATION.test(before) || NEGATION_AFTER.test(after)) continue;
      found.push({ code: rule.code, libelle: rule.libelle, extrait: match[0].trim() });
      break;
    }
  }
  return found;
}
