// Renders resources/icon.svg into the app icon in the sizes Electron and the OSes want:
//   resources/icons/<N>.png for N in 16…1024 (Linux, Electron's window icon, the web favicon),
//   resources/icon.png (512, electron-builder's default), resources/icon.ico (Windows: PNG
//   entries 16/24/32/48/64/128/256), resources/icon.icns (macOS: PNG entries ic04…ic10).
// ICO and ICNS are simple containers of PNG images, written here without another dependency.
// Run: node scripts/make-icons.mjs (the outputs are committed; rerun after changing the SVG).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', 'resources');
const svg = readFileSync(join(root, 'icon.svg'));
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const png = {};
mkdirSync(join(root, 'icons'), { recursive: true });
for (const n of SIZES) {
  png[n] = await sharp(svg, { density: Math.max(72, (72 * n) / 1024 * 4) }).resize(n, n).png({ compressionLevel: 9 }).toBuffer();
  writeFileSync(join(root, 'icons', `${n}.png`), png[n]);
}
writeFileSync(join(root, 'icon.png'), png[512]);

// ICO: header (reserved 0, type 1, count), 16-byte entries, then the PNG data.
const icoSizes = [16, 24, 32, 48, 64, 128, 256];
const header = Buffer.alloc(6 + 16 * icoSizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(icoSizes.length, 4);
let offset = header.length;
icoSizes.forEach((n, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(n >= 256 ? 0 : n, e);
  header.writeUInt8(n >= 256 ? 0 : n, e + 1);
  header.writeUInt16LE(1, e + 4); // colour planes
  header.writeUInt16LE(32, e + 6); // bits per pixel
  header.writeUInt32LE(png[n].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += png[n].length;
});
writeFileSync(join(root, 'icon.ico'), Buffer.concat([header, ...icoSizes.map((n) => png[n])]));

// ICNS: 'icns' + total length, then chunks of type + length (8 + data) + PNG data.
const icnsTypes = [['ic04', 16], ['ic05', 32], ['ic07', 128], ['ic08', 256], ['ic09', 512], ['ic10', 1024]];
const chunks = icnsTypes.map(([type, n]) => {
  const head = Buffer.alloc(8);
  head.write(type, 0, 'ascii');
  head.writeUInt32BE(8 + png[n].length, 4);
  return Buffer.concat([head, png[n]]);
});
const total = 8 + chunks.reduce((a, c) => a + c.length, 0);
const icnsHead = Buffer.alloc(8);
icnsHead.write('icns', 0, 'ascii');
icnsHead.writeUInt32BE(total, 4);
writeFileSync(join(root, 'icon.icns'), Buffer.concat([icnsHead, ...chunks]));
console.log(`icons written to ${root}: ${SIZES.join(', ')} px, icon.png, icon.ico, icon.icns`);
