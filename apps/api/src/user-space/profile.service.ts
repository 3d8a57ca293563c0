import type {
  FullUser,
  UserInfo,
  userInfoBodySchema,
  userUpdateBodySchema,
} from '@bonneroute/shared/user-space';
import type { z } from 'zod';
import {
  MISSING_BIRTH_DATE,
  computeBadges,
  missingProfileFields,
  isBirthDateInAgeRange,
  userSpaceTexts,
} from '@bonneroute/shared/user-space';
import { todayInParis } from '@bonneroute/shared/dates';
import type { AppDeps } from '../lib/app-deps';
import { notFound, unprocessable } from '../lib/http-error';
import {
  findPhone,
  findUser,
  hasJoinedTrip,
  listDocuments,
  listUserInfo,
  listVehicles,
  markShared,
  updateUserIdentity,
  updateUserInfo,
  upsertUserInfo,
  type UserInfoRow,
} from './profile.repository';

function infoToWire(row: UserInfoRow): UserInfo {
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
export async function getFullUser({ db }: Pick<AppDeps, 'db'>, userId: number): Promise<FullUser> {
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
      immatriculation: car.immatriculation,
      utilisateur_id: car.utilisateur_id,
    })),
    partage_le: user.partage_le?.toISOString() ?? null,
  };
}

/** docs/product/user-space.md Profile save fields, all filled (the shared rule the dashboard also shows). */
export function isProfileComplete(user: FullUser): boolean {
  return missingProfileFields(user).length === 0;
}

export async function getDashboard(deps: Pick<AppDeps, 'db'>, userId: number) {
  const user = await getFullUser(deps, userId);
  const joined = await hasJoinedTrip(deps.db, userId);
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

/** docs/product/user-space.md Profile: name, first name, sex, birth date (or the date alone). */
export async function updateIdentity(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  body: z.output<typeof userUpdateBodySchema>,
): Promise<FullUser> {
  const { date_naissance, ...identity } = body;
  await updateUserIdentity(deps.db, userId, {
    ...identity,
    ...(date_naissance !== undefined ? { date_naissance: assertBirthDate(date_naissance) } : {}),
  });
  return getFullUser(deps, userId);
}

type InfoBody = z.output<typeof userInfoBodySchema>;

/** The extra info (nationality, country of residence, address): an empty list when absent. */
export async function userInfoOf(deps: Pick<AppDeps, 'db'>, userId: number): Promise<UserInfo[]> {
  return (await listUserInfo(deps.db, userId)).map(infoToWire);
}

export async function createUserInfo(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  body: InfoBody,
): Promise<UserInfo> {
  return infoToWire(await upsertUserInfo(deps.db, userId, body));
}

export async function changeUserInfo(
  deps: Pick<AppDeps, 'db'>,
  userId: number,
  infoId: number,
  body: InfoBody,
): Promise<UserInfo> {
  const row = await updateUserInfo(deps.db, userId, infoId, body);
  if (!row) throw notFound();
  return infoToWire(row);
}

/** The site was shared (the FILOU badge's condition): the first time is kept. */
export async function recordShare(deps: Pick<AppDeps, 'db'>, userId: number): Promise<Date> {
  return (await markShared(deps.db, userId)) ?? new Date();
}
