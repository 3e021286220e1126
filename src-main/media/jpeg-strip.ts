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
