/**
 * Lossless metadata removal for a JPEG that needs nothing else (no rotation, no colour
 * conversion, already under its share): the entropy-coded data is copied untouched and every
 * APPn segment except APP0 (JFIF) and APP14 (Adobe colour transform, needed to decode) is
 * dropped, with every COM. That removes EXIF (GPS, camera, orientation), XMP, IPTC/Photoshop,
 * ICC (only done for sRGB or untagged photos, where sRGB is the assumed space) and comments.
 * Returns null when the data is not a JPEG we can walk safely; the caller then re-encodes.
 */
export function stripJpegMetadata(input: Uint8Array): Buffer | null {
  const b = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  const out: Buffer[] = [b.subarray(0, 2)];
  let i = 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return null;
    while (i + 1 < b.length && b[i + 1] === 0xff) i++; // fill bytes
    if (i + 1 >= b.length) return null;
    const marker = b[i + 1] as number;
    if (marker === 0xda) {
      out.push(b.subarray(i)); // start of scan: the rest is image data (and any further scans)
      return Buffer.concat(out);
    }
    if (marker === 0xd9) return null; // end of image before any scan
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      out.push(b.subarray(i, i + 2));
      i += 2;
      continue;
    }
    if (i + 4 > b.length) return null;
    const len = b.readUInt16BE(i + 2);
    if (len < 2 || i + 2 + len > b.length) return null;
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const keep = !(marker === 0xfe || (isApp && marker !== 0xe0 && marker !== 0xee));
    if (keep) out.push(b.subarray(i, i + 2 + len));
    i += 2 + len;
  }
  return null;
}

/** IJG standard luminance quantisation table (JPEG Annex K, K.1); only its sum is used. */
const STD_LUMA_SUM = [
  16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
  18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
].reduce((a, b) => a + b, 0);

/**
 * The IJG-equivalent quality (1..100) a JPEG was saved at, from its luminance quantisation table
 * (the scale libjpeg applies to the standard table), or null when there is none to read.
 * Header walk only: no pixel is decoded.
 */
export function estimateJpegQuality(input: Uint8Array): number | null {
  const b = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let i = 2;
  while (i + 4 <= b.length) {
    if (b[i] !== 0xff) return null;
    const marker = b[i + 1] as number;
    if (marker === 0xda || marker === 0xd9) return null;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01 || marker === 0xff) {
      i += marker === 0xff ? 1 : 2;
      continue;
    }
    const len = b.readUInt16BE(i + 2);
    if (marker === 0xdb) {
      let p = i + 4;
      const end = i + 2 + len;
      while (p < end && p < b.length) {
        const pq = (b[p] as number) >> 4;
        const tq = (b[p] as number) & 15;
        const size = pq === 0 ? 64 : 128;
        if (p + 1 + size > b.length) return null;
        if (tq === 0) {
          let sum = 0;
          for (let k = 0; k < 64; k++) sum += pq === 0 ? (b[p + 1 + k] as number) : b.readUInt16BE(p + 1 + 2 * k);
          const scale = (100 * sum) / STD_LUMA_SUM;
          const q = scale <= 100 ? (200 - scale) / 2 : 5000 / scale;
          return Math.min(100, Math.max(1, Math.round(q)));
        }
        p += 1 + size;
      }
    }
    i += 2 + len;
  }
  return null;
}
