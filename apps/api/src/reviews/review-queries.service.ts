import { paginated, type PageRequest } from '@bonneroute/shared/api';
import { todayInParis } from '@bonneroute/shared/dates';
import {
  averageRating,
  reviewTexts,
  type GivenReviews,
  type ProfileReviews,
  type PublicProfile,
  type ReceivedReviews,
  type ReviewToWrite,
} from '@bonneroute/shared/reviews';
import { ageOn } from '@bonneroute/shared/user-space';
import { isStaff } from '@bonneroute/shared/users';
import type { SessionUser } from '../auth/session.repository';
import type { DbOrTx } from '../db/client';
import type { AppDeps } from '../lib/app-deps';
import { notFound } from '../lib/http-error';
import { findPublicProfile, findVehicles } from './profiles.repository';
import {
  countWaitingReceived,
  listGivenReviews,
  listPublishedReviewsOf,
  listReviewsToWrite,
} from './review-lists.repository';
import { toWireGivenReview, toWireReview, toWireReviewToWrite } from './to-wire';
import { capitalise } from '@bonneroute/shared/auth';

/** Review lists are read 10 a page. */
const reviewPage = (page: number): PageRequest => ({ page, perPage: 10 });

export async function getReviewsToWrite(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  now = new Date(),
): Promise<ReviewToWrite[]> {
  return (await listReviewsToWrite(db, userId, now)).map(toWireReviewToWrite);
}

/** « Reçus »: published reviews, and how many wait for the user's own review or the deadline. */
export async function getReceivedReviews(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  page: number,
): Promise<ReceivedReviews> {
  const request = reviewPage(page);
  const [{ rows, total }, waiting] = await Promise.all([
    listPublishedReviewsOf(db, userId, userId, request),
    countWaitingReceived(db, userId),
  ]);
  return paginated(rows.map(toWireReview), total, request, { en_attente: waiting });
}

export async function getGivenReviews(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  page: number,
): Promise<GivenReviews> {
  const request = reviewPage(page);
  const { rows, total } = await listGivenReviews(db, userId, request);
  return paginated(rows.map(toWireGivenReview), total, request);
}

/** A member's profile exists for others while the account is active (the team sees all). */
async function visibleProfile(db: DbOrTx, userId: number, viewer: SessionUser | null) {
  const row = await findPublicProfile(db, userId);
  const hidden = !row || !row.activated || row.suspendu_le !== null;
  if (hidden && !(row && viewer && (isStaff(viewer) || viewer.id === row.id)))
    throw notFound(reviewTexts.profileNotFound);
  return row!;
}

/** GET /profils/{id}: for anyone, visitors included. Never a document, nor a surname. */
export async function getPublicProfile(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  viewer: SessionUser | null,
  now = new Date(),
): Promise<PublicProfile> {
  const row = await visibleProfile(db, userId, viewer);
  const vehicles = await findVehicles(db, userId);
  return {
    id: row.id,
    prenom: capitalise(row.prenom),
    age: row.date_naissance ? ageOn(row.date_naissance, todayInParis(now)) : null,
    avatar: row.avatar,
    membre_depuis: todayInParis(row.created_at),
    verifications: {
      email: row.activated ? 1 : 0,
      telephone: row.telephone_verifie ? 1 : 0,
      identite: row.identite_verifiee ? 1 : 0,
    },
    trajets_conducteur: row.trajets_conducteur,
    trajets_passager: row.trajets_passager,
    note: averageRating(row.somme_notes, row.nb_avis),
    nb_avis: row.nb_avis,
    vehicules: vehicles,
  };
}

export async function getProfileReviews(
  { db }: Pick<AppDeps, 'db'>,
  userId: number,
  viewer: SessionUser | null,
  page: number,
): Promise<ProfileReviews> {
  await visibleProfile(db, userId, viewer);
  const request = reviewPage(page);
  const { rows, total } = await listPublishedReviewsOf(db, userId, viewer?.id ?? null, request);
  return paginated(rows.map(toWireReview), total, request);
}
