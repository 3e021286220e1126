/**
 * w30walk (walk 27's smaller CLI findings), each on a fresh data dir with the embedded sandbox Hub (as the walk did it):
 * 1. `drafts import FILE --profile "Áo Dài Hội An"` (a brand NAME, profiles never read) stored the name where the profile
 *    id belongs; the Hub then refused every post. Now the Hub's profiles are read first and the name is its id; a
 *    choice matching no profile is refused, naming the known brands, and nothing is imported.
 * 2. `status --json` with no jobs printed the words "no jobs yet": under --json every output is JSON.
 * 4. `info` on a brand-new data dir said "workspace -" while `workspace list` showed "* Sandbox".
 * 5. problems joined with "; " after a sentence read "…a copy as your own.; a photo post needs…".
 * Each failed on the old code.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinProblems } from '../../src-shared/join-problems';
import { runCliIn } from './cli-world';

const fresh = (name: string): string => mkdtempSync(join(tmpdir(), `postroom-w30walk-${name}-`));
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const lines = (out: string) => out.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);

const sheet = (dir: string): string => {
  const file = join(dir, 'posts.csv');
  writeFileSync(file, ['platforms,caption,scheduled_at,timezone', `facebook,Áo dài mới về,${day(5)}T10:00,Asia/Ho_Chi_Minh`, `facebook,Bộ sưu tập Tết,${day(6)}T10:00,Asia/Ho_Chi_Minh`].join('\n'));
  return file;
};

describe('w30walk 1: drafts import --profile NAME before the profiles were read', () => {
  it('reads the Hub\'s profiles and stores the profile\'s id, never the name', async () => {
    const dir = fresh('profile');
    const r = await runCliIn(dir, ['drafts', 'import', sheet(dir), '--profile', 'Áo Dài Hội An']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('profile_id "Áo Dài Hội An" → prof_aodai');
    const listed = lines((await runCliIn(dir, ['drafts', 'list', '--json'])).stdout);
    expect(listed.map((l) => (l.draft as { profile_id: string }).profile_id)).toEqual(['prof_aodai', 'prof_aodai']);
  });

  it('refuses a choice that is no profile, naming the known brands, and imports nothing', async () => {
    const dir = fresh('noprofile');
    const r = await runCliIn(dir, ['drafts', 'import', sheet(dir), '--profile', 'Ao Dai Hoi An', '--json']);
    expect(r.code).toBe(1);
    const error = lines(r.stdout).at(-1)?.error as { code: string; message: string };
    expect(error.code).toBe('unknown_profile');
    expect(error.message).toMatch(/^--profile "Ao Dai Hoi An" is no profile at the Hub: its profiles are .*Áo Dài Hội An \(prof_aodai\)/);
    expect(error.message).toContain('Cà Phê Sữa Đá (prof_caphe)');
    expect(lines((await runCliIn(dir, ['drafts', 'list', '--json'])).stdout)).toEqual([]);
  });

  it('campaign import takes the same path', async () => {
    const dir = fresh('campaign');
    const id = ((lines((await runCliIn(dir, ['campaign', 'create', 'Tết', '--json'])).stdout)[0]?.campaign) as { id: string }).id;
    const r = await runCliIn(dir, ['campaign', 'import', id, sheet(dir), '--profile', 'Áo Dài Hội An']);
    expect(r.code, r.stderr).toBe(0);
    const listed = lines((await runCliIn(dir, ['drafts', 'list', '--json'])).stdout);
    expect(listed.map((l) => (l.draft as { profile_id: string }).profile_id)).toEqual(['prof_aodai', 'prof_aodai']);
  });
});

describe('w30walk 2: status --json with no jobs', () => {
  it('prints an empty list (one job a line: no lines) and no words', async () => {
    const dir = fresh('status');
    const r = await runCliIn(dir, ['status', '--json']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('');
    // The other listing commands' empty cases under --json say no words either.
    for (const argv of [['drafts', 'list', '--json'], ['campaign', 'list', '--json'], ['resume', '--json']]) {
      const e = await runCliIn(dir, argv);
      expect(e.code, argv.join(' ')).toBe(0);
      expect(e.stderr, argv.join(' ')).toBe('');
      for (const l of e.stdout.split('\n').filter(Boolean)) expect(() => JSON.parse(l) as unknown, l).not.toThrow();
    }
    // In words it is still said.
    expect((await runCliIn(dir, ['status'])).stderr).toContain('no jobs yet');
  });
});

describe('w30walk 4: info on a brand-new data dir', () => {
  it('names the workspace `workspace list` marks current', async () => {
    const dir = fresh('info');
    const info = lines((await runCliIn(dir, ['info', '--json'])).stdout)[0] as { workspace: string | null };
    const list = lines((await runCliIn(dir, ['workspace', 'list', '--json'])).stdout)[0] as { workspaces: Array<{ name: string; current: boolean }> };
    expect(list.workspaces.find((w) => w.current)?.name).toBe('Sandbox');
    expect(info.workspace).toBe('Sandbox');
  });
});

describe('w30walk 5: problems joined', () => {
  it('joins a sentence and a phrase as sentences, never ".;"', () => {
    const joined = joinProblems(['You left Sóng Agency: its posts are published through the team. Rejoin, or in the app: Duplicate, to publish a copy as your own.', 'a photo post needs at least one photo']);
    expect(joined).toBe('You left Sóng Agency: its posts are published through the team. Rejoin, or in the app: Duplicate, to publish a copy as your own. A photo post needs at least one photo.');
    expect(joinProblems(['caption too long', 'a photo post needs at least one photo'])).toBe('caption too long; a photo post needs at least one photo');
  });
});
