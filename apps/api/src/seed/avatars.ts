import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'd5f0e3'];

/**
 * Demo avatars: illustrated faces generated from a seed (DiceBear "Lorelei", CC0 1.0),
 * written as SVG files under the public uploads folder. Returns the public URL.
 */
export async function writeDemoAvatar(
  uploadsPublicDir: string,
  seed: string,
  index: number,
): Promise<string> {
  const svg = createAvatar(lorelei, {
    seed,
    backgroundColor: [BACKGROUNDS[index % BACKGROUNDS.length]!],
    radius: 50,
  }).toString();
  const dir = path.join(uploadsPublicDir, 'avatars');
  await mkdir(dir, { recursive: true });
  const file = `demo-${seed.replace(/[^a-z0-9-]/gi, '').toLowerCase()}.svg`;
  await writeFile(path.join(dir, file), svg);
  return `/fichiers/avatars/${file}`;
}
