import type { CorrectionField } from '@bonneroute/shared/admin';
import { adminTexts } from '@bonneroute/shared/admin';
import type { DbOrTx } from '../db/client';
import { keyOfPublicPath } from '../files/file-store';
import { notFound } from '../lib/http-error';
import { assertBirthDate } from '../user-space/profile.service';
import { recordAdminAction } from '../audit/audit.repository';
import {
  deleteIbanOf,
  deletePhoneOf,
  lockUser,
  updateUserFields,
} from './account-corrections.repository';
import type { AppDeps } from '../lib/app-deps';

export interface IdentityCorrection {
  nom?: string;
  prenom?: string;
  sexe?: 'F' | 'M' | 'X';
  date_naissance?: string;
}

const FIELD_LABEL: Record<CorrectionField, string> = {
  identite: 'votre identité',
  telephone: 'votre numéro de téléphone (retiré)',
  avatar: 'votre photo de profil (retirée)',
  iban: 'votre IBAN (retiré)',
};

/** An IBAN in the journal: enough to recognise it, not enough to reuse it. */
export function maskIban(iban: string): string {
  return `${iban.slice(0, 4)}••••${iban.slice(-4)}`;
}

async function lockedUser(tx: DbOrTx, userId: number) {
  const user = await lockUser(tx, userId);
  if (!user) throw notFound(adminTexts.unknownUser);
  return user;
}

/**
 * An ADMIN corrects a member's data through one explicit call per kind of correction,
 * never by writing as the user. The change, the member's notification and the journal entry
 * (before and after) commit together.
 */
export async function correctAccount(
  deps: AppDeps,
  adminId: number,
  userId: number,
  field: CorrectionField,
  motif: string,
  identity: IdentityCorrection = {},
): Promise<void> {
  let removedAvatarKey: string | null = null;
  const notification = await deps.db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId);
    let avant: Record<string, unknown>;
    let apres: Record<string, unknown>;
    if (field === 'identite') {
      const changes = Object.fromEntries(
        Object.entries({
          ...identity,
          ...(identity.date_naissance !== undefined
            ? { date_naissance: assertBirthDate(identity.date_naissance) }
            : {}),
        }).filter(([, value]) => value !== undefined),
      ) as IdentityCorrection;
      avant = Object.fromEntries(
        Object.keys(changes).map((key) => [key, user[key as keyof IdentityCorrection] ?? null]),
      );
      apres = { ...changes };
      await updateUserFields(tx, userId, changes);
    } else if (field === 'telephone') {
      const phone = await deletePhoneOf(tx, userId);
      avant = { numero: phone?.numero ?? null, verifie: Boolean(phone?.verifie_le) };
      apres = { numero: null };
    } else if (field === 'avatar') {
      avant = { avatar: user.avatar };
      apres = { avatar: null };
      await updateUserFields(tx, userId, { avatar: null });
      // Our own upload goes too; demo and Google pictures are not ours to delete.
      if (user.avatar?.startsWith(`/fichiers/avatars/u${userId}-`)) {
        removedAvatarKey = keyOfPublicPath(user.avatar);
      }
    } else {
      const iban = await deleteIbanOf(tx, userId);
      avant = { iban: iban ? maskIban(iban.iban) : null };
      apres = { iban: null };
    }
    await recordAdminAction(tx, {
      auteurId: adminId,
      action: 'corriger-compte',
      cibleType: 'utilisateur',
      cibleId: userId,
      details: { champ: field, motif, avant, apres },
    });
    const [created] = await deps.notifications.create(tx, [
      {
        utilisateur_id: userId,
        type: 'COMPTE_CORRIGE',
        details: `Correction de ${FIELD_LABEL[field]} : ${motif}`,
      },
    ]);
    return created;
  });
  if (notification) await deps.notifications.announce([notification]);
  if (removedAvatarKey) await deps.files.delete(removedAvatarKey);
}
