#!/usr/bin/env node
/**
 * `npm run fuses -- PATH`: sets Postroom's fuses (src-main/electron/fuses.ts) on a
 * packaged Electron binary (the app executable: `Postroom`, `Postroom.exe`, or the .app
 * bundle on macOS), then reads the wire back and checks every fuse. Run it after
 * packaging and before signing. Exits 2 with a plain reason when there is no binary.
 */
import { existsSync, statSync } from 'node:fs';
import { flipFuses, getCurrentFuseWire, FuseV1Options } from '@electron/fuses';
import { FUSE_CONFIG } from '../src-main/electron/fuses';

/** The wire's bytes for a fuse that is on / off (@electron/fuses' FuseState, which it does not export). */
const FUSE_ON = 49; // '1'
const FUSE_OFF = 48; // '0'

const target = process.argv[2];
if (!target) {
  console.error('flip-fuses: give the packaged Electron binary, e.g. npm run fuses -- dist/linux-unpacked/postroom');
  process.exit(2);
}
if (!existsSync(target) || !(statSync(target).isFile() || target.endsWith('.app'))) {
  console.error(`flip-fuses: ${target} is not a packaged Electron binary (no such file). Package the app first; nothing was changed.`);
  process.exit(2);
}

try {
  await flipFuses(target, { ...FUSE_CONFIG, resetAdHocDarwinSignature: process.platform === 'darwin' });
  const wire = await getCurrentFuseWire(target);
  const wrong: string[] = [];
  for (const [key, want] of Object.entries(FUSE_CONFIG)) {
    const index = Number(key);
    if (!Number.isInteger(index)) continue;
    const got = (wire as unknown as Record<number, number>)[index];
    if (got !== (want ? FUSE_ON : FUSE_OFF)) wrong.push(`${FuseV1Options[index]}: expected ${want ? 'on' : 'off'}`);
  }
  if (wrong.length > 0) {
    console.error(`flip-fuses: ${target} does not carry the fuses asked for:\n  ${wrong.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`flip-fuses: ${target}: ${Object.keys(FUSE_CONFIG).filter((k) => Number.isInteger(Number(k))).map((k) => `${FuseV1Options[Number(k)]}=${FUSE_CONFIG[Number(k) as FuseV1Options] ? 'on' : 'off'}`).join(', ')}`);
} catch (err) {
  console.error(`flip-fuses: could not set the fuses of ${target}: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
