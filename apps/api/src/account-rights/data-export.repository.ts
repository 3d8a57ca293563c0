import { and, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { exports_donnees } from '../db/schema';

/**
 * docs/product/accounts.md "Downloading my data": one query per file of the ZIP, the member's own
 * rows only, never a secret (password hash, token hashes, 3-D Secure return keys).
 */
const KIND_QUERIES = {
  profil: (id: number) => sql`
    SELECT u.id, u.email, u.prenom, u.nom, u.date_naissance, u.sexe, u.avatar, u.role,
      u.email_valide_le, (u.google_sub IS NOT NULL) AS connexion_google, u.partage_le,
      u.nb_avis, u.somme_notes, u.derniere_connexion_le, u.inactivite_avertie_le, u.created_at,
      u.updated_at, u.conditions_version, u.conditions_acceptees_le, u.newsletter_acceptee_le,
      i.nationalite, i.pays_residence, i.adresse, i.ville, i.code_postal,
      t.numero AS telephone, t.verifie_le AS telephone_verifie_le,
      b.iban, b.prenom AS iban_prenom, b.nom AS iban_nom, b.adresse AS iban_adresse,
      b.ville AS iban_ville, b.code_postal AS iban_code_postal, b.pays AS iban_pays
    FROM utilisateurs u
    LEFT JOIN utilisateurs_infos i ON i.utilisateur_id = u.id
    LEFT JOIN telephones t ON t.utilisateur_id = u.id
    LEFT JOIN ibans b ON b.utilisateur_id = u.id
    WHERE u.id = ${id}`,
  preferences: (id: number) => sql`
    SELECT t.id AS trajet_id, t.is_resa_automatique, t.is_roles_passagers, t.roles_passagers
    FROM trajets t WHERE t.utilisateur_id = ${id} ORDER BY t.id`,
  vehicules: (id: number) => sql`
    SELECT id, marque, modele, couleur, immatriculation, created_at FROM vehicules
    WHERE utilisateur_id = ${id} ORDER BY id`,
  documents: (id: number) => sql`
    SELECT id, type_doc_code, fichier, mimetype, is_verifie, created_at FROM documents
    WHERE utilisateur_id = ${id} ORDER BY id`,
  trajets_publies: (id: number) => sql`
    SELECT id, parent_id, date, heure, depart_le, adresse_depart, adresse_arrivee, ville_depart,
      ville_arrivee, duree_secondes, distance_metres, montant_contribution, nb_places_proposees,
      nb_places_reservees, description, villes_etapes, montants_etapes, is_publie, is_effectue,
      actif, created_at, updated_at
    FROM trajets WHERE utilisateur_id = ${id} ORDER BY depart_le, id`,
  reservations: (id: number) => sql`
    SELECT p.id, p.trajet_id, t.ville_depart, t.ville_arrivee, t.depart_le, p.nb_places_reservees,
      p.statut, p.role, p.datetime_acceptation, p.created_at, p.updated_at
    FROM passagers p JOIN trajets t ON t.id = p.trajet_id
    WHERE p.utilisateur_id = ${id} ORDER BY p.id`,
  paiements: (id: number) => sql`
    SELECT p.id, p.trajet_id, p.passager_id, p.nb_places, p.montant, p.fees, p.status,
      p.provider, p.carte_fin, p.date_paiement, p.created_at, p.updated_at,
      CASE WHEN p.utilisateur_id = ${id} THEN 'payeur' ELSE 'conducteur' END AS votre_role,
      coalesce((SELECT json_agg(json_build_object('id', o.id, 'type', o.type, 'montant', o.montant,
          'statut', o.statut, 'created_at', o.created_at) ORDER BY o.id)
        FROM operations_paiement o WHERE o.paiement_id = p.id AND o.type = 'REMBOURSEMENT'),
        '[]'::json) AS remboursements
    FROM paiements p WHERE p.utilisateur_id = ${id} OR p.conducteur_id = ${id} ORDER BY p.id`,
  versements: (id: number) => sql`
    SELECT id, montant, statut, reference, created_at, updated_at FROM operations_paiement
    WHERE utilisateur_id = ${id} AND type = 'VERSEMENT' ORDER BY id`,
  messages: (id: number) => sql`
    SELECT m.id, m.trajet_id, m.utilisateur_id AS auteur_id, m.destinataire_id, m.objet, m.message,
      m.is_public, m.created_at,
      CASE WHEN m.utilisateur_id = ${id} THEN 'envoye' ELSE 'recu' END AS sens
    FROM messages m WHERE m.utilisateur_id = ${id} OR m.destinataire_id = ${id} ORDER BY m.id`,
  messages_chat: (id: number) => sql`
    SELECT id, trajet_id, texte, created_at FROM messages_chat
    WHERE utilisateur_id = ${id} ORDER BY id`,
  avis_ecrits: (id: number) => sql`
    SELECT id, trajet_id, cible_id, note, commentaire, publie_le, reponse, reponse_le, masque_le,
      created_at FROM avis WHERE auteur_id = ${id} ORDER BY id`,
  avis_recus: (id: number) => sql`
    SELECT id, trajet_id, auteur_id, note, commentaire, publie_le, reponse, reponse_le, masque_le,
      created_at FROM avis WHERE cible_id = ${id} ORDER BY id`,
  alertes: (id: number) => sql`
    SELECT id, statut, ville_depart, ville_arrivee, date_debut, date_fin, tous_les_jours,
      heure_min, heure_max, nb_places, confirmee_le, dernier_email_le, cree_le
    FROM alertes WHERE utilisateur_id = ${id} ORDER BY id`,
  notifications: (id: number) => sql`
    SELECT id, type_notif_code, details, trajet_id, date_publication, lu_le, created_at
    FROM notifications WHERE utilisateur_id = ${id} ORDER BY id`,
  connexions: (id: number) => sql`
    SELECT id, created_at AS connecte_le, expires_at, revoked_at, ip, user_agent FROM sessions
    WHERE utilisateur_id = ${id} ORDER BY id`,
} satisfies Record<string, (id: number) => SQL>;

export type ExportKind = keyof typeof KIND_QUERIES;
export const EXPORT_KINDS = Object.keys(KIND_QUERIES) as ExportKind[];

export async function readExportKind(
  db: DbOrTx,
  kind: ExportKind,
  userId: number,
): Promise<Record<string, unknown>[]> {
  const result = await db.execute<Record<string, unknown>>(KIND_QUERIES[kind](userId));
  return result.rows;
}

/** The member's documents whose image is still kept (retention), to add their files to the ZIP. */
export async function listDocumentFiles(db: DbOrTx, userId: number) {
  const result = await db.execute<{ type_doc_code: string; fichier: string }>(sql`
    SELECT type_doc_code, fichier FROM documents
    WHERE utilisateur_id = ${userId} AND image_supprimee_le IS NULL ORDER BY id`);
  return result.rows;
}

export async function countRecentExports(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ total: count() })
    .from(exports_donnees)
    .where(and(eq(exports_donnees.utilisateur_id, userId), gt(exports_donnees.created_at, since)));
  return row?.total ?? 0;
}

export async function recordExport(db: DbOrTx, userId: number): Promise<void> {
  await db.insert(exports_donnees).values({ utilisateur_id: userId });
}
