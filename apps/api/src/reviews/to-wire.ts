import {
  lastDayBefore,
  type GivenReview,
  type ReportedReview,
  type Review,
  type ReviewRole,
  type ReviewToWrite,
} from '@bonneroute/shared/reviews';
import type { DetailedReview, ReviewToWriteRow } from './review-lists.repository';
import { capitalise } from '@bonneroute/shared/auth';

const person = (p: DetailedReview['auteur']) => ({
  id: p.id,
  prenom: capitalise(p.prenom),
  avatar: p.avatar,
});

function base(row: DetailedReview) {
  const roleOf = (id: number): ReviewRole =>
    row.trajet.conducteur_id === id ? 'CONDUCTEUR' : 'PASSAGER';
  return {
    id: row.avis.id,
    trajet: {
      id: row.trajet.id,
      ville_depart: row.trajet.ville_depart,
      ville_arrivee: row.trajet.ville_arrivee,
      date: row.trajet.date,
    },
    role_auteur: roleOf(row.avis.auteur_id),
    role_cible: roleOf(row.avis.cible_id),
    note: row.avis.note,
    commentaire: row.avis.commentaire,
    reponse: row.avis.reponse,
    reponse_le: row.avis.reponse_le?.toISOString() ?? null,
  };
}

/** A published review as members read it. */
export function toWireReview(row: DetailedReview): Review {
  return {
    ...base(row),
    auteur: person(row.auteur),
    cible: person(row.cible),
    publie_le: (row.avis.publie_le ?? row.avis.created_at).toISOString(),
    signale: row.signale ? 1 : 0,
  };
}

/** A review as its author sees it: published or waiting, or hidden by the team (and why). */
export function toWireGivenReview(row: DetailedReview): GivenReview {
  return {
    ...base(row),
    auteur: person(row.auteur),
    cible: person(row.cible),
    statut: row.avis.masque_le ? 'MASQUE' : row.avis.publie_le ? 'PUBLIE' : 'EN_ATTENTE',
    publie_le: row.avis.publie_le?.toISOString() ?? null,
    dernier_jour: lastDayBefore(row.avis.date_limite),
    masque_motif: row.avis.masque_motif,
    created_at: row.avis.created_at.toISOString(),
  };
}

export function toWireReportedReview(
  row: DetailedReview,
  reports: { id: number; prenom: string; nom: string; motif: string; created_at: Date }[],
): ReportedReview {
  return {
    ...base(row),
    auteur: { ...person(row.auteur), nom: row.auteur.nom },
    cible: { ...person(row.cible), nom: row.cible.nom },
    publie_le: (row.avis.publie_le ?? row.avis.created_at).toISOString(),
    signalements: reports.map((report) => ({
      id: report.id,
      prenom: report.prenom,
      nom: report.nom,
      motif: report.motif,
      created_at: report.created_at.toISOString(),
    })),
  };
}

export function toWireReviewToWrite(row: ReviewToWriteRow): ReviewToWrite {
  return {
    trajet: {
      id: row.trajet_id,
      ville_depart: row.ville_depart,
      ville_arrivee: row.ville_arrivee,
      date: row.date,
      heure: row.heure,
    },
    cible: { id: row.cible_id, prenom: capitalise(row.prenom), avatar: row.avatar },
    role_cible: row.role_cible,
    dernier_jour: lastDayBefore(row.date_limite),
    date_limite: row.date_limite.toISOString(),
    avis_recu_en_attente: row.avis_recu_en_attente ? 1 : 0,
  };
}
