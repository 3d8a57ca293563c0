/** What a file really is, from its first bytes (magic numbers), whatever its name or type says. */
export type SniffedType = 'png' | 'gif' | 'jpeg' | 'bmp' | 'ico' | 'pdf';

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((byte, i) => data[offset + i] === byte);

export function sniffFileType(data: Buffer): SniffedType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38]) && (data[4] === 0x37 || data[4] === 0x39))
    return 'gif';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(data, [0x42, 0x4d]) && data.length > 26) return 'bmp';
  if (startsWith(data, [0x00, 0x00, 0x01, 0x00]) && data.length > 22) return 'ico';
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  return null;
}

export const MIME_TYPES: Record<SniffedType, string> = {
  png: 'image/png',
  gif: 'image/gif',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  pdf: 'application/pdf',
};
