import type { FullUser, UserInfo } from '@bonneroute/shared/user-space';
import {
  MISSING_BIRTH_DATE,
  computeBadges,
  missingProfileFields,
  isBirthDateInAgeRange,
  userSpaceTexts,
} from '@bonneroute/shared/user-space';
import { todayInParis } from '@bonneroute/shared/dates';
import type { Database } from '../db/client';
import { notFound, unprocessable } from '../lib/http-error';
import {
  findPhone,
  findUser,
  hasJoinedTrip,
  listDocuments,
  listUserInfo,
  listVehicles,
  type UserInfoRow,
} from './profile.repository';

export function infoToWire(row: UserInfoRow): UserInfo {
  return {
    id: row.id,
    utilisateur_id: row.utilisateur_id,
    nationalite: row.nationalite,
    pays_residence: row.pays_residence,
    adresse: row.adresse,
    ville: row.ville,
    code_postal: row.code_postal,
  };
}

/** docs/product/user-space.md GET /utilisateurs/{id}/full: the user with info, phone, documents and vehicles. */
export async function getFullUser(db: Database, userId: number): Promise<FullUser> {
  const user = await findUser(db, userId);
  if (!user) throw notFound();
  const [[info], phone, docs, cars] = await Promise.all([
    listUserInfo(db, userId),
    findPhone(db, userId),
    listDocuments(db, userId),
    listVehicles(db, userId),
  ]);
  const verified = Boolean(phone?.verifie_le);
  return {
    id: user.id,
    email: user.email,
    prenom: user.prenom,
    nom: user.nom,
    sexe: user.sexe,
    date_naissance: user.date_naissance ?? MISSING_BIRTH_DATE,
    avatar: user.avatar,
    role: user.role,
    activated: user.activated ? 1 : 0,
    nationalite: info?.nationalite ?? null,
    pays_residence: info?.pays_residence ?? null,
    adresse: info?.adresse ?? null,
    ville: info?.ville ?? null,
    code_postal: info?.code_postal ?? null,
    // The documented `mobile` is the verified number; telephone_infos carries the last one typed.
    mobile: verified ? phone!.numero : null,
    telephone_infos: { numero: phone?.numero ?? null, is_verifie: verified ? 1 : 0 },
    documents: Object.fromEntries(
      docs.map((doc) => [
        doc.type_doc_code,
        {
          id: doc.id,
          type_doc_code: doc.type_doc_code as 'CNI' | 'PASSPORT' | 'PERMIS',
          created_at: doc.created_at.toISOString(),
          is_verifie: doc.is_verifie ? (1 as const) : (0 as const),
        },
      ]),
    ),
    vehicules: cars.map((car) => ({
      id: car.id,
      marque: car.marque,
      modele: car.modele,
      couleur: car.couleur,
      utilisateur_id: car.utilisateur_id,
    })),
    partage_le: user.partage_le?.toISOString() ?? null,
  };
}

/** docs/product/user-space.md Profile save fields, all filled (the shared rule the dashboard also shows). */
export function isProfileComplete(user: FullUser): boolean {
  return missingProfileFields(user).length === 0;
}

export async function getDashboard(db: Database, userId: number) {
  const user = await getFullUser(db, userId);
  const joined = await hasJoinedTrip(db, userId);
  const badges = computeBadges({
    email_valide: user.activated === 1,
    profil_complet: isProfileComplete(user),
    trajet_rejoint: joined,
    site_partage: user.partage_le !== null,
  });
  return { utilisateur: user, badges };
}

/** docs/product/user-space.md Birth date dialog: YYYY-MM-DD making the user 16 to 90 years old. */
export function assertBirthDate(iso: string): string {
  if (!isBirthDateInAgeRange(iso, todayInParis())) {
    throw unprocessable(userSpaceTexts.birthDateRange, '/body/date_naissance');
  }
  return iso;
}
