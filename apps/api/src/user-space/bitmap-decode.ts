/**
 * sharp (libvips) reads PNG, GIF and JPEG but not BMP or ICO, two of the avatar types of docs/product/user-space.md.
 * These decode the common forms to raw RGBA for sharp: uncompressed 24/32-bit BMP, and ICO whose
 * largest image is a PNG or such a bitmap. Anything else is refused as not an image we read.
 */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

const MAX_SIDE = 8192;

/** A DIB (BITMAPINFOHEADER and pixels) at `offset`; `pixelOffset` absent = right after the header. */
function decodeDib(file: Buffer, offset: number, pixelOffset?: number, icoHeight = false) {
  const headerSize = file.readUInt32LE(offset);
  const width = file.readInt32LE(offset + 4);
  let height = file.readInt32LE(offset + 8);
  const bitCount = file.readUInt16LE(offset + 14);
  const compression = file.readUInt32LE(offset + 16);
  if (icoHeight) height = height / 2; // ICO stores the colour and mask heights together
  const topDown = height < 0;
  const rows = Math.abs(height);
  if (width <= 0 || rows === 0 || width > MAX_SIDE || rows > MAX_SIDE) return null;
  if (![24, 32].includes(bitCount) || ![0, 3].includes(compression)) return null;
  const bytesPerPixel = bitCount / 8;
  const stride = Math.ceil((width * bytesPerPixel) / 4) * 4;
  const start = pixelOffset ?? offset + headerSize + (compression === 3 ? 12 : 0);
  if (start + stride * rows > file.length) return null;
  const out = Buffer.alloc(width * rows * 4);
  for (let y = 0; y < rows; y += 1) {
    const source = start + (topDown ? y : rows - 1 - y) * stride;
    for (let x = 0; x < width; x += 1) {
      const at = source + x * bytesPerPixel;
      const to = (y * width + x) * 4;
      out[to] = file[at + 2]!;
      out[to + 1] = file[at + 1]!;
      out[to + 2] = file[at]!;
      out[to + 3] = bitCount === 32 && icoHeight ? file[at + 3]! : 255;
    }
  }
  return { data: out, width, height: rows };
}

export function decodeBmp(file: Buffer): RawImage | null {
  try {
    return decodeDib(file, 14, file.readUInt32LE(10));
  } catch {
    return null;
  }
}

/** The largest image of an ICO: PNG bytes to hand to sharp, or a decoded bitmap. */
export function decodeIco(file: Buffer): Buffer | RawImage | null {
  try {
    const count = file.readUInt16LE(4);
    let best: { size: number; offset: number; length: number } | null = null;
    for (let i = 0; i < Math.min(count, 64); i += 1) {
      const entry = 6 + i * 16;
      const side = (file[entry] || 256) * (file[entry + 1] || 256);
      const length = file.readUInt32LE(entry + 8);
      const offset = file.readUInt32LE(entry + 12);
      if (offset + length <= file.length && (!best || side > best.size))
        best = { size: side, offset, length };
    }
    if (!best) return null;
    const image = file.subarray(best.offset, best.offset + best.length);
    if (image[0] === 0x89 && image[1] === 0x50) return Buffer.from(image);
    return decodeDib(file, best.offset, undefined, true);
  } catch {
    return null;
  }
}
