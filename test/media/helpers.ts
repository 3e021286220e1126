/** Small fixtures made with sharp inside the tests: no binary files in the repository. */
import sharp from 'sharp';

export const solid = (width: number, height: number, colour: string, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: colour } });

/** Left half `left`, right half `right` (to see where a rotation put things). */
export async function halves(width: number, height: number, left: string, right: string): Promise<sharp.Sharp> {
  const r = await solid(Math.ceil(width / 2), height, right).png().toBuffer();
  return solid(width, height, left).composite([{ input: r, left: Math.floor(width / 2), top: 0 }]);
}

export async function pixelAt(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const p = (y * info.width + x) * info.channels;
  return [...data.subarray(p, p + info.channels)];
}

/** Bytes that reveal metadata if present: EXIF header, GPS tag text, XMP namespace, IPTC/Photoshop, ICC. */
export function metadataMarkers(bytes: Uint8Array): string[] {
  const b = Buffer.from(bytes);
  const found: string[] = [];
  for (const [name, needle] of [['exif', 'Exif\0\0'], ['xmp', 'http://ns.adobe.com/xap/1.0/'], ['photoshop', 'Photoshop 3.0'], ['icc', 'ICC_PROFILE'], ['secret', 'SECRET-OWNER']] as const) {
    if (b.includes(Buffer.from(needle, 'latin1'))) found.push(name);
  }
  return found;
}

/** EXIF with GPS + owner fields and an XMP packet, for stripping tests. */
export const tagged = (img: sharp.Sharp, orientation = 1) =>
  img
    .withExif({
      IFD0: { Copyright: 'SECRET-OWNER', Artist: 'SECRET-OWNER', Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4000/100' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>SECRET-OWNER</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
    .withMetadata({ orientation });

export const FIELDS = { profile_id: 'prof_1', platforms: ['instagram', 'x'], caption: 'Harbour at dusk 🌅' };

/** A PNG with every chunk of one type removed (e.g. iCCP, to read the stored numbers unmanaged). */
export function withoutPngChunk(png: Uint8Array, type: string): Buffer {
  const b = Buffer.from(png);
  const out = [b.subarray(0, 8)];
  for (let i = 8; i < b.length;) {
    const len = b.readUInt32BE(i);
    const end = i + 12 + len;
    if (b.subarray(i + 4, i + 8).toString('latin1') !== type) out.push(b.subarray(i, end));
    i = end;
  }
  return Buffer.concat(out);
}
