import { randomBytes } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { AVATAR_MAX_BYTES, userSpaceTexts } from '@bonneroute/shared/user-space';
import { keyOfPublicPath, publicPathOf } from '../files/file-store';
import { unprocessable } from '../lib/http-error';
import { isUploadedFile } from '../plugins/body-parsers';
import { decodeBmp, decodeIco, type RawImage } from './bitmap-decode';
import { sniffFileType } from './file-sniff';
import { findUser, updateUserIdentity } from './profile.repository';
import type { AppDeps } from '../lib/app-deps';

/** What we keep (docs/decisions.md); what we accept is AVATAR_MAX_BYTES of the shared package. */
export const AVATAR_SIDE = 512;
const PUBLIC_PREFIX = '/fichiers/avatars/';

function toSharp(data: Buffer, type: string): Sharp {
  const options = { limitInputPixels: 40_000_000, failOn: 'error' as const };
  if (type === 'bmp' || type === 'ico') {
    const decoded: Buffer | RawImage | null = type === 'bmp' ? decodeBmp(data) : decodeIco(data);
    if (!decoded) throw unprocessable(userSpaceTexts.avatarWrongType, '/body/avatar');
    if (Buffer.isBuffer(decoded)) return sharp(decoded, options);
    return sharp(decoded.data, {
      ...options,
      raw: { width: decoded.width, height: decoded.height, channels: 4 },
    });
  }
  return sharp(data, { ...options, animated: false });
}

/**
 * docs/product/user-space.md Avatar: png, gif, jpeg, bmp, x-icon, sniffed from the bytes; re-encoded to a square
 * JPEG of at most 512 px (any metadata dropped), kept in the shared file store and served to
 * anyone at `/fichiers/avatars/…` by every API process.
 */
export async function saveAvatar(deps: AppDeps, userId: number, file: unknown) {
  if (!isUploadedFile(file)) throw unprocessable(userSpaceTexts.fileMissing, '/body/avatar');
  if (file.data.length > AVATAR_MAX_BYTES) {
    throw unprocessable(userSpaceTexts.avatarTooLarge, '/body/avatar', 'too_large');
  }
  const type = sniffFileType(file.data);
  if (!type || type === 'pdf') throw unprocessable(userSpaceTexts.avatarWrongType, '/body/avatar');
  let jpeg: Buffer;
  try {
    jpeg = await toSharp(file.data, type)
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: 'cover', withoutEnlargement: false })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && error.name === 'HttpError') throw error;
    throw unprocessable(userSpaceTexts.avatarWrongType, '/body/avatar');
  }
  const key = `public/avatars/u${userId}-${randomBytes(8).toString('hex')}.jpg`;
  await deps.files.put(key, jpeg, 'image/jpeg');
  const previous = (await findUser(deps.db, userId))?.avatar;
  const avatar = publicPathOf(key);
  await updateUserIdentity(deps.db, userId, { avatar });
  // Our own earlier upload is removed; demo and Google avatars are left alone.
  const previousKey = previous?.startsWith(`${PUBLIC_PREFIX}u${userId}-`)
    ? keyOfPublicPath(previous)
    : null;
  if (previousKey) await deps.files.delete(previousKey);
  return { avatar };
}
