import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FileTooLargeError, readAll, type FileStore } from './file-store';

/** Bytes of a stored file, read through its stream. */
export async function bytesOf(store: FileStore, key: string): Promise<Buffer | null> {
  const file = await store.get(key);
  return file ? readAll(file.body, Number.MAX_SAFE_INTEGER) : null;
}

/** A stream handing out `data` in uneven pieces, as a disk or a socket would. */
function streamOf(data: Buffer): Readable {
  const pieces: Buffer[] = [];
  for (let start = 0, size = 1000; start < data.length; start += size, size = (size * 7) % 90_001)
    pieces.push(data.subarray(start, start + size));
  return Readable.from(pieces);
}

/**
 * What every FileStore adapter must do, run against each of them (PostgreSQL, S3). `open` gives
 * the store under test with a size limit of `maxBytes`.
 */
export function describeFileStoreContract(
  name: string,
  open: () => FileStore,
  options: { maxBytes: number; bigBytes: number },
) {
  describe(`${name} file store`, () => {
    const unique = () => randomBytes(6).toString('hex');

    it('gives back the bytes, type and size of a file it was given', async () => {
      const store = open();
      const key = `public/avatars/u1-${unique()}.jpg`;
      const data = randomBytes(5000);
      await store.put(key, data, 'image/jpeg');
      const file = await store.get(key);
      expect(file).toMatchObject({ key, contentType: 'image/jpeg', size: 5000 });
      expect(await readAll(file!.body, Infinity)).toEqual(data);
      expect(await store.has(key)).toBe(true);
    });

    it('keeps a large file written from a stream whole, in order', async () => {
      const store = open();
      const key = `private/documents/7/CNI-${unique()}.pdf`;
      const data = randomBytes(options.bigBytes);
      await store.put(key, streamOf(data), 'application/pdf');
      expect((await store.get(key))?.size).toBe(data.length);
      expect((await bytesOf(store, key))!.equals(data)).toBe(true);
    });

    it('keeps an empty file', async () => {
      const store = open();
      const key = `public/vide-${unique()}.txt`;
      await store.put(key, Buffer.alloc(0), 'text/plain');
      expect(await bytesOf(store, key)).toEqual(Buffer.alloc(0));
    });

    it('replaces a file written again under the same key', async () => {
      const store = open();
      const key = `public/avatars/demo-${unique()}.svg`;
      await store.put(key, Buffer.from('<svg>un</svg>'), 'image/svg+xml');
      await store.put(key, Buffer.from('<svg>deux</svg>'), 'image/svg+xml');
      expect((await bytesOf(store, key))!.toString()).toBe('<svg>deux</svg>');
    });

    it('forgets a deleted file; deleting or reading a missing one is not an error', async () => {
      const store = open();
      const key = `public/avatars/u2-${unique()}.jpg`;
      await store.put(key, Buffer.from('x'), 'image/jpeg');
      await store.delete(key);
      expect(await store.get(key)).toBeNull();
      expect(await store.has(key)).toBe(false);
      await store.delete(key);
    });

    it('refuses keys outside public/ and private/ or climbing out of them', async () => {
      const store = open();
      for (const key of [
        '../etc/passwd',
        'public/../private/documents/1/x.pdf',
        'public/./x',
        'autre/x.jpg',
        'public/',
        'public//x',
        'public/a b.jpg',
        '/public/x.jpg',
        `public/${'a'.repeat(300)}`,
      ]) {
        await expect(store.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
          /clé de fichier invalide/,
        );
        await expect(store.get(key), key).rejects.toThrow(/clé de fichier invalide/);
      }
    });

    it('refuses a file over its size limit, from a buffer or a stream, and keeps nothing', async () => {
      const store = open();
      const key = `private/documents/8/PERMIS-${unique()}.pdf`;
      const data = randomBytes(options.maxBytes + 1);
      await expect(store.put(key, data, 'application/pdf')).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      await expect(store.put(key, streamOf(data), 'application/pdf')).rejects.toBeInstanceOf(
        FileTooLargeError,
      );
      expect(await store.has(key)).toBe(false);
    });
  });
}
