import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/**
 * The platform's money promises, checked against the sandbox processor's book (the
 * fault-injection test and `npm run bench`): each is a query that must find nothing. Returns one
 * French line per broken promise, with how many rows break it.
 */
const CHECKS: { promise: string; query: ReturnType<typeof sql> }[] = [
  {
    promise: 'chaque mouvement du grand livre est équilibré',
    query: sql`SELECT mouvement_id FROM ecritures GROUP BY mouvement_id HAVING sum(montant) <> 0`,
  },
  {
    promise: 'une seule empreinte par paiement',
    query: sql`SELECT etiquette FROM sandbox_operations WHERE etiquette IS NOT NULL
                GROUP BY etiquette HAVING count(*) > 1`,
  },
  {
    promise: 'toute empreinte est capturée ou libérée (sauf une demande en attente du conducteur)',
    query: sql`SELECT s.reference FROM sandbox_operations s
                 LEFT JOIN paiements p ON p.provider_ref = s.reference
                  OR s.etiquette = 'paiement:' || p.id
                WHERE s.etat IN ('AUTORISE', 'CHALLENGE')
                  AND (p.id IS NULL OR p.status <> 'EN_ATTENTE')`,
  },
  {
    promise: 'aucune carte débitée sans réservation',
    query: sql`SELECT s.reference FROM sandbox_operations s
                 LEFT JOIN paiements p ON p.provider_ref = s.reference
                  OR s.etiquette = 'paiement:' || p.id
                 LEFT JOIN passagers b ON b.id = p.passager_id
                WHERE s.capture - s.rembourse > 0
                  AND (p.id IS NULL OR NOT (
                    (p.status = 'PAIEMENT_REUSSI' AND b.statut = 'CONFIRMEE')
                    OR p.status = 'REMBOURSE_PARTIELLEMENT'))`,
  },
  {
    promise: 'le relevé du processeur égale le grand livre, paiement par paiement',
    query: sql`
      SELECT p.id FROM paiements p
        LEFT JOIN sandbox_operations s
          ON s.reference = p.provider_ref OR s.etiquette = 'paiement:' || p.id
        LEFT JOIN (
          SELECT paiement_id,
                 coalesce(sum(montant) FILTER (WHERE compte = 'EMPREINTE'), 0) AS held,
                 coalesce(sum(montant) FILTER (WHERE compte = 'CARTE'), 0) AS card,
                 coalesce(sum(montant) FILTER (WHERE compte = 'CARTE' AND type = 'REMBOURSEMENT'), 0)
                   AS refunded
            FROM ecritures WHERE paiement_id IS NOT NULL GROUP BY paiement_id
        ) e ON e.paiement_id = p.id
       WHERE coalesce(e.held, 0) <> CASE WHEN s.etat = 'AUTORISE' THEN s.montant ELSE 0 END
          OR -coalesce(e.card, 0) - coalesce(e.held, 0) + coalesce(e.refunded, 0)
             <> coalesce(s.capture, 0)
          OR coalesce(e.refunded, 0) <> coalesce(s.rembourse, 0)`,
  },
  {
    promise: 'chaque conducteur a reçu ce que dit le grand livre',
    query: sql`
      SELECT coalesce(v.utilisateur_id, r.utilisateur_id) FROM
        (SELECT utilisateur_id, sum(montant) AS paid FROM ecritures
          WHERE compte = 'VIREMENT' GROUP BY utilisateur_id) v
        FULL JOIN
        (SELECT beneficiaire::int AS utilisateur_id, sum(montant) AS paid FROM sandbox_requetes
          WHERE type = 'VERSEMENT' AND reponse->>'outcome' = 'done' GROUP BY beneficiaire) r
        ON r.utilisateur_id = v.utilisateur_id
       WHERE coalesce(v.paid, 0) <> coalesce(r.paid, 0)`,
  },
  {
    promise: 'les places réservées sont cohérentes (jamais de surréservation)',
    query: sql`
      SELECT t.id FROM trajets t
       WHERE t.nb_places_reservees > t.nb_places_proposees
          OR t.nb_places_reservees <> trajet_occupation(t.id, 0, 32767)
          -- Per leg (docs/decisions/028-seats-per-leg.md): the search's copy says what is left.
          OR EXISTS (SELECT 1 FROM trajets_troncons l WHERE l.trajet_id = t.id
            AND l.nb_places_disponibles <> greatest(0, t.nb_places_proposees
              - trajet_occupation(t.id, l.pos_depart, l.pos_arrivee)))`,
  },
  {
    promise: 'aucune opération ni tentative de paiement laissée en suspens',
    query: sql`SELECT id FROM operations_paiement WHERE statut = 'PREVUE'
               UNION ALL SELECT id FROM paiements WHERE status = 'EN_COURS'`,
  },
];

export async function brokenMoneyPromises(db: DbOrTx): Promise<string[]> {
  const broken: string[] = [];
  for (const check of CHECKS) {
    const result = await db.execute(check.query);
    const n = result.rows.length;
    if (n > 0) broken.push(`${check.promise} : ${n} ${n > 1 ? 'écarts' : 'écart'}`);
  }
  return broken;
}
