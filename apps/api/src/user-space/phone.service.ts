import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  OTP_LOCK_MS,
  OTP_MAX_ATTEMPTS,
  OTP_MAX_CODES_PER_DAY,
  OTP_VALIDITY_MS,
  userSpaceTexts,
} from '@bonneroute/shared/user-space';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { recordAction } from '../audit/audit.service';
import { HttpError, notFound, unprocessable } from '../lib/http-error';
import { findPhone } from './profile.repository';
import {
  countCodesSince,
  findActiveLock,
  findOtp,
  findPendingOtp,
  insertOtp,
  listOtps,
  markOtpSent,
  markPhoneVerified,
  takeCodeAttempt,
  saveUnverifiedPhone,
  type OtpRow,
} from './phone.repository';
import type { AppDeps } from '../lib/app-deps';

const DAY_MS = 24 * 3600_000;

const smsText = (token: string) =>
  `BonneRoute : votre code de vérification est ${token}. Il est valable 24 heures.`;

async function sendOtp(
  deps: AppDeps,
  otp: Pick<OtpRow, 'id' | 'numero' | 'token'>,
  options: { byTeam?: boolean } = {},
) {
  const accepted = await deps.sms.send({ to: otp.numero, text: smsText(otp.token) });
  // Without a provider (embedded default) the team is the carrier: « Envoyer le code » in the
  // admin OTP list, which shows the code, records that they passed it on.
  const delivered = accepted || (options.byTeam === true && deps.sms.name === 'embedded');
  if (delivered) await markOtpSent(deps.db, otp.id);
  return delivered;
}

/**
 * docs/product/user-space.md Phone: a number is saved only if different from the stored one; a new number gets a
 * 6-digit code valid 24 hours (docs/product/user-space.md), sent through the SMS interface.
 */
export async function savePhone(deps: AppDeps, userId: number, numero: string) {
  // One account's saves are handled one at a time: a burst sends one SMS, and at
  // most OTP_MAX_CODES_PER_DAY codes go out in 24 hours.
  const saved = await withAdvisoryLocks(deps.db, [`sms:utilisateur:${userId}`], async (tx) => {
    const current = await findPhone(tx, userId);
    if (current?.numero === numero) return { verified: current.verifie_le !== null };
    const since = new Date(Date.now() - DAY_MS);
    if ((await countCodesSince(tx, userId, since)) >= OTP_MAX_CODES_PER_DAY)
      throw new HttpError(429, userSpaceTexts.phoneTooManyCodes, 'otp_quota');
    await saveUnverifiedPhone(tx, userId, numero);
    const otp = await insertOtp(tx, {
      utilisateur_id: userId,
      numero,
      token: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      expire_le: new Date(Date.now() + OTP_VALIDITY_MS),
    });
    return { otp };
  });
  if ('verified' in saved) {
    return { numero, is_verifie: saved.verified ? 1 : 0, code_envoye: false } as const;
  }
  await sendOtp(deps, saved.otp);
  return { numero, is_verifie: 0, code_envoye: true } as const;
}

const locked = () => new HttpError(429, userSpaceTexts.phoneCodeLocked, 'otp_locked');

/** Five wrong codes lock the check for 30 minutes, whatever number is saved meanwhile. */
export async function verifyPhone(deps: AppDeps, userId: number, code: string) {
  if (await findActiveLock(deps.db, userId)) throw locked();
  const phone = await findPhone(deps.db, userId);
  const otp = phone ? await findPendingOtp(deps.db, userId, phone.numero) : undefined;
  if (!phone || !otp) throw unprocessable(userSpaceTexts.phoneNoCode, '/body/code');
  if (otp.expire_le.getTime() <= Date.now()) {
    throw unprocessable(userSpaceTexts.phoneCodeExpired, '/body/code', 'otp_expired');
  }
  // The attempt is counted before the comparison: 20 codes at once compare at most 5.
  const attempt = await takeCodeAttempt(
    deps.db,
    otp.id,
    OTP_MAX_ATTEMPTS,
    new Date(Date.now() + OTP_LOCK_MS),
  );
  if (!attempt) throw locked();
  if (!timingSafeEqual(Buffer.from(otp.token), Buffer.from(code.padEnd(6).slice(0, 6)))) {
    if (attempt.locked) throw locked();
    throw unprocessable(userSpaceTexts.phoneCodeWrong, '/body/code', 'otp_wrong');
  }
  await deps.db.transaction((tx) => markPhoneVerified(tx, userId, otp.id));
  return { numero: phone.numero, is_verifie: 1 } as const;
}

/** docs/product/admin.md the SMS codes waiting (sent = 0: the team passes them on). */
export async function pendingOtps(deps: Pick<AppDeps, 'db'>) {
  return (await listOtps(deps.db)).map((row) => ({
    ...row,
    sent: row.sent ? (1 as const) : (0 as const),
    expire_le: row.expire_le.toISOString(),
  }));
}

/** « Envoyer le code »: the team sends the code again, and the journal says whether it went. */
export async function sendOtpByTeam(
  deps: AppDeps,
  adminId: number,
  otpId: number,
): Promise<boolean> {
  const otp = await findOtp(deps.db, otpId);
  if (!otp) throw notFound();
  const sent = await sendOtp(deps, otp, { byTeam: true });
  await recordAction(deps, {
    auteurId: adminId,
    action: 'envoyer-otp',
    cibleType: 'otp',
    cibleId: otp.id,
    details: { envoye: sent },
  });
  return sent;
}
