/**
 * w31team (walk 28): the dev wrapper `npm run -s postroom -- …` read relative paths from the repository, not from the
 * directory it was typed in — npm runs a script from the package root — so `cd /tmp/x && npm --prefix REPO run -s
 * postroom -- campaign import ID ./plan.csv` said "there is no file ./plan.csv" (and `--data-dir ./data` would have
 * been the repository's). Now scripts/postroom.mjs works in the caller's directory (npm's INIT_CWD) when npm started it
 * there; a wrapper started directly, or by a process with a directory of its own, keeps its own directory. Failed
 * before the fix: exit 2, "there is no file ./plan.csv". The real wrapper, spawned through npm and through node.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/cli-bundle.mjs';

const BIN = join(root, 'scripts', 'postroom.mjs');
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

/** A directory of the caller's, holding ./plan.csv (one post). */
function callerDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'postroom-w31team-cwd-'));
  dirs.push(d);
  writeFileSync(join(d, 'plan.csv'), 'caption,platforms,profile\n"Bánh chưng nhà làm — đặt trước Tết",instagram,prof_lumen\n');
  return d;
}

interface Ran { code: number; stdout: string; stderr: string }
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Ran> {
  // npm's own variables of a run that started this test are left out: each case says what its starter set.
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== 'INIT_CWD'));
  return new Promise((resolve) => {
    execFile(cmd, args, { cwd, env: { ...base, ...env } }, (err, stdout, stderr) => resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr }));
  });
}

describe('the dev wrapper reads relative paths from the directory it was typed in', () => {
  it('npm --prefix REPO run -s postroom -- drafts import ./plan.csv --data-dir ./data, from another directory', async () => {
    const here = callerDir();
    const r = await run('npm', ['--prefix', root, 'run', '-s', 'postroom', '--', 'drafts', 'import', './plan.csv', '--data-dir', './data'], here);
    expect([r.code, r.stdout.trim()], r.stderr).toEqual([0, 'imported 1 draft from ./plan.csv']);
    // The data dir is the caller's ./data, not the repository's.
    expect(existsSync(join(here, 'data', 'library.sqlite'))).toBe(true);
    expect(existsSync(join(root, 'data'))).toBe(false);
  }, 60_000);

  it('node REPO/scripts/postroom.mjs from another directory reads from there too', async () => {
    const here = callerDir();
    const r = await run(process.execPath, [BIN, 'drafts', 'import', './plan.csv', '--data-dir', './data'], here);
    expect([r.code, r.stdout.trim()], r.stderr).toEqual([0, 'imported 1 draft from ./plan.csv']);
    expect(existsSync(join(here, 'data', 'library.sqlite'))).toBe(true);
  }, 60_000);

  it("a wrapper started in a directory of its own by a process npm ran keeps that directory (npm's INIT_CWD is not its caller's)", async () => {
    const npmCaller = callerDir();
    const own = join(callerDir(), 'own');
    mkdirSync(own);
    writeFileSync(join(own, 'plan.csv'), 'caption,platforms,profile\n"Mứt gừng",instagram,prof_lumen\n');
    const r = await run(process.execPath, [BIN, 'drafts', 'import', './plan.csv', '--data-dir', './data'], own, { npm_lifecycle_event: 'postroom', INIT_CWD: npmCaller });
    expect([r.code, r.stdout.trim()], r.stderr).toEqual([0, 'imported 1 draft from ./plan.csv']);
    expect(existsSync(join(own, 'data', 'library.sqlite'))).toBe(true);
    expect(existsSync(join(npmCaller, 'data'))).toBe(false);
  }, 60_000);
});
