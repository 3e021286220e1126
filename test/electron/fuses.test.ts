/**
 * The fuses we claim for packaged builds (issue 26), written out by hand beside the
 * config by fuse NAME, so a renumbered or renamed fuse in @electron/fuses fails here.
 * The Electron binary is not available on every machine: the flip script is tested
 * for refusing clearly without one, and for refusing a file that is not Electron.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import { describe, expect, it } from 'vitest';
import { FUSE_CONFIG } from '../../src-main/electron/fuses';

const CLAIMED: Record<keyof typeof FuseV1Options, boolean> = {
  RunAsNode: false,
  EnableCookieEncryption: true,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  LoadBrowserProcessSpecificV8Snapshot: false,
  GrantFileProtocolExtraPrivileges: false,
};

const root = join(import.meta.dirname, '..', '..');
const flip = (...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'flip-fuses.ts'), ...args], { cwd: root, encoding: 'utf8' });

describe('Electron fuses', () => {
  it('decides every fuse of the V1 wire, each as claimed', () => {
    expect(FUSE_CONFIG.version).toBe(FuseVersion.V1);
    expect(FUSE_CONFIG.strictlyRequireAllFuses).toBe(true);
    const names = Object.keys(FuseV1Options).filter((k) => Number.isNaN(Number(k))) as (keyof typeof FuseV1Options)[];
    expect(names.sort()).toEqual(Object.keys(CLAIMED).sort());
    for (const name of names) expect(FUSE_CONFIG[FuseV1Options[name]], name).toBe(CLAIMED[name]);
  });

  it('the script refuses clearly, and changes nothing, without a binary', () => {
    const none = flip();
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/give the packaged Electron binary/);
    const missing = flip(join(tmpdir(), 'no-such-postroom-binary'));
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/is not a packaged Electron binary .*nothing was changed/);
  }, 60_000);

  it('the script refuses a file that is not Electron and leaves it as it was', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'postroom-fuses-')), 'postroom');
    writeFileSync(file, 'not an Electron binary');
    const r = flip(file);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/could not set the fuses/);
    expect(readFileSync(file, 'utf8')).toBe('not an Electron binary');
  }, 60_000);
});
