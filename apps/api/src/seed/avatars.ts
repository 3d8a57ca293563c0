import { createAvatar } from '@dicebear/core';
import { lorelei } from '@dicebear/collection';
import { publicPathOf, type FileStore } from '../files/file-store';

const BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'd5f0e3'];

/**
 * Demo avatars: illustrated faces generated from a seed (DiceBear "Lorelei", CC0 1.0),
 * kept as SVG files in the shared file store. Returns the public URL.
 */
export async function writeDemoAvatar(
  files: FileStore,
  seed: string,
  index: number,
): Promise<string> {
  const svg = createAvatar(lorelei, {
    seed,
    backgroundColor: [BACKGROUNDS[index % BACKGROUNDS.length]!],
    radius: 50,
  }).toString();
  const key = `public/avatars/demo-${seed.replace(/[^a-z0-9-]/gi, '').toLowerCase()}.svg`;
  await files.put(key, Buffer.from(svg), 'image/svg+xml');
  return publicPathOf(key);
}
