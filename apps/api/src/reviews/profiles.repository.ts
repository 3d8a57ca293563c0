import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { utilisateurs, vehicules } from '../db/schema';

/**
 * What a member may know of another: identity basics, what the team verified (never the
 * documents), done trips on both sides and the kept rating.
 */
export async function findPublicProfile(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: utilisateurs.id,
      prenom: utilisateurs.prenom,
      avatar: utilisateurs.avatar,
      date_naissance: utilisateurs.date_naissance,
      created_at: utilisateurs.created_at,
      activated: utilisateurs.activated,
      suspendu_le: utilisateurs.suspendu_le,
      nb_avis: utilisateurs.nb_avis,
      somme_notes: utilisateurs.somme_notes,
      telephone_verifie: sql<boolean>`exists (select 1 from telephones tel
        where tel.utilisateur_id = ${userId} and tel.verifie_le is not null)`,
      identite_verifiee: sql<boolean>`exists (select 1 from documents d
        where d.utilisateur_id = ${userId} and d.is_verifie
          and d.type_doc_code in ('CNI', 'PASSPORT'))`,
      trajets_conducteur: sql<number>`(select count(*)::int from trajets t
        where t.utilisateur_id = ${userId} and t.is_effectue and t.actif)`,
      trajets_passager: sql<number>`(select count(distinct p.trajet_id)::int from passagers p
        join trajets t on t.id = p.trajet_id
        where p.utilisateur_id = ${userId} and p.statut = 'CONFIRMEE'
          and t.is_effectue and t.actif)`,
    })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId));
  return row ?? null;
}

export async function findVehicles(db: DbOrTx, userId: number) {
  return db
    .select({ marque: vehicules.marque, modele: vehicules.modele, couleur: vehicules.couleur })
    .from(vehicules)
    .where(eq(vehicules.utilisateur_id, userId))
    .orderBy(asc(vehicules.id));
}

export async function findContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: utilisateurs.id, prenom: utilisateurs.prenom, email: utilisateurs.email })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, userId));
  return row ?? null;
}
