import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { avis, messages, messages_chat, trajets, utilisateurs } from '../db/schema';

/** What a report points at, as the reporter could see it; null when it is not there for them. */
export interface ReportTarget {
  cible_table: 'utilisateurs' | 'trajets' | 'messages' | 'messages_chat' | 'avis';
  concerne_id: number;
  trajet_id: number | null;
  contenu: string | null;
}

export async function findMemberTarget(db: DbOrTx, id: number): Promise<ReportTarget | null> {
  const [row] = await db
    .select({ id: utilisateurs.id, prenom: utilisateurs.prenom, nom: utilisateurs.nom })
    .from(utilisateurs)
    .where(and(eq(utilisateurs.id, id), isNull(utilisateurs.supprime_le)));
  return row
    ? { cible_table: 'utilisateurs', concerne_id: row.id, trajet_id: null, contenu: null }
    : null;
}

export async function findTripTarget(db: DbOrTx, id: number): Promise<ReportTarget | null> {
  const [row] = await db
    .select({ driver: trajets.utilisateur_id, description: trajets.description })
    .from(trajets)
    .where(and(eq(trajets.id, id), eq(trajets.is_publie, true)));
  return row
    ? { cible_table: 'trajets', concerne_id: row.driver, trajet_id: id, contenu: null }
    : null;
}

/** A trip message: its recipient, or anyone when it is public, may report it. */
export async function findTripMessageTarget(db: DbOrTx, id: number, readerId: number) {
  const [row] = await db
    .select({
      sender: messages.utilisateur_id,
      recipient: messages.destinataire_id,
      is_public: messages.is_public,
      trajet_id: messages.trajet_id,
      objet: messages.objet,
      message: messages.message,
    })
    .from(messages)
    .where(eq(messages.id, id));
  if (!row || (!row.is_public && row.recipient !== readerId && row.sender !== readerId))
    return null;
  return {
    cible_table: 'messages',
    concerne_id: row.sender,
    trajet_id: row.trajet_id,
    contenu: `${row.objet}\n${row.message}`,
  } satisfies ReportTarget;
}

export async function findChatMessageTarget(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      sender: messages_chat.utilisateur_id,
      trajet_id: messages_chat.trajet_id,
      texte: messages_chat.texte,
    })
    .from(messages_chat)
    .where(eq(messages_chat.id, id));
  return row
    ? ({
        cible_table: 'messages_chat',
        concerne_id: row.sender,
        trajet_id: row.trajet_id,
        contenu: row.texte,
      } satisfies ReportTarget)
    : null;
}

/** A review that is public (published and not hidden). */
export async function findReviewTarget(db: DbOrTx, id: number): Promise<ReportTarget | null> {
  const [row] = await db
    .select({ auteur: avis.auteur_id, trajet_id: avis.trajet_id, commentaire: avis.commentaire })
    .from(avis)
    .where(and(eq(avis.id, id), isNotNull(avis.publie_le), isNull(avis.masque_le)));
  return row
    ? {
        cible_table: 'avis',
        concerne_id: row.auteur,
        trajet_id: row.trajet_id,
        contenu: row.commentaire,
      }
    : null;
}

/** « contenu_retire » on a message: its text is replaced; the report keeps the original. */
export async function replaceMessageText(
  db: DbOrTx,
  table: 'messages' | 'messages_chat',
  id: number,
  replacement: string,
): Promise<void> {
  if (table === 'messages')
    await db.update(messages).set({ message: replacement }).where(eq(messages.id, id));
  else await db.update(messages_chat).set({ texte: replacement }).where(eq(messages_chat.id, id));
}

export async function findStanding(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ role: utilisateurs.role, suspendu_le: utilisateurs.suspendu_le })
    .from(utilisateurs)
    .where(eq(utilisateurs.id, id));
  return row ?? null;
}

export async function isTripActive(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ actif: trajets.actif }).from(trajets).where(eq(trajets.id, id));
  return row?.actif ?? false;
}
