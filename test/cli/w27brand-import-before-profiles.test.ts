/**
 * w27brand (walk 23), as the walk did it on a laptop that had not read the Hub's profiles: `campaign import` of a sheet
 * whose "Thương hiệu" column names the brand, then `drafts list` and `campaign dry-run`, then `postroom profiles` (the
 * embedded sandbox Hub: Cà Phê Sữa Đá is prof_caphe), then `drafts list` and `campaign dry-run` again.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  const json = argv.includes('--json') ? stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>) : [];
  return { code, stdout, stderr, json };
};
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
type Row = { profileId: string; problems: Array<{ severity: string; code: string; message: string }> };

let dir = '';
let id = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'postroom-w27brand-'));
  id = ((await run(dir, ['campaign', 'create', 'Tết', '--json'])).json[0]?.campaign as { id: string }).id;
  // Two posts of one caption on one channel (the dry run's duplicate warning) with no photo (an error): rows with both.
  writeFileSync(join(dir, 'posts.csv'), [
    'Thương hiệu,platforms,caption,scheduled_at,timezone',
    `Cà Phê Sữa Đá,facebook,Cà phê sáng,${day(3)}T09:00,Asia/Ho_Chi_Minh`,
    `Cà Phê Sữa Đá,facebook,Cà phê sáng,${day(3)}T12:00,Asia/Ho_Chi_Minh`,
    `Nobody Brand,facebook,Khác,${day(4)}T09:00,Asia/Ho_Chi_Minh`,
  ].join('\n'));
});

describe('w27brand: a brand imported before the profiles were read', () => {
  it('is kept as a name, said as not checked, held by the dry run, then checked by `postroom profiles`', async () => {
    const imported = await run(dir, ['campaign', 'import', id, join(dir, 'posts.csv')]);
    expect(imported.code).toBe(0);
    expect(imported.stderr).toContain('kept as the name "Cà Phê Sữa Đá" (not checked with the Hub yet)');

    const listed = await run(dir, ['drafts', 'list', '--json']);
    const brands = listed.json.map((l) => [(l.draft as { profile_id: string }).profile_id, l.brand]);
    expect(brands).toContainEqual(['name:Cà Phê Sữa Đá', { kind: 'name', name: 'Cà Phê Sữa Đá', why: 'unchecked' }]);
    expect((await run(dir, ['drafts', 'list'])).stdout).toContain('[brand “Nobody Brand” (not checked with the Hub yet)]');

    const dry = await run(dir, ['campaign', 'dry-run', id, '--json']);
    const rows = dry.json.flatMap((l) => (l.row ? [l.row as Row] : []));
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.problems.find((p) => p.code === 'brand_unresolved')).toMatchObject({ severity: 'error', message: expect.stringContaining('is not checked with the Hub yet') });
    // Every row carrying a warning is counted "with warnings", an error beside it or not (the walk: 34 rows, "0 with warnings").
    const warned = rows.filter((r) => r.problems.some((p) => p.severity === 'warning')).length;
    expect(warned).toBeGreaterThan(0);
    expect(rows.every((r) => r.problems.some((p) => p.severity === 'error'))).toBe(true);
    expect((dry.json.at(-1) as { summary: { warnings: number } }).summary.warnings).toBe(warned);

    const profiles = await run(dir, ['profiles']);
    expect(profiles.code).toBe(0);
    expect(profiles.stderr).toContain('2 posts: brand “Cà Phê Sữa Đá” is profile prof_caphe — checked after the profiles were read');
    expect(profiles.stderr).toContain('warning: 1 post: brand “Nobody Brand” is no profile at the Hub');

    const after = await run(dir, ['drafts', 'list', '--json']);
    expect(after.json.map((l) => (l.draft as { profile_id: string }).profile_id).sort()).toEqual(['name:Nobody Brand', 'prof_caphe', 'prof_caphe']);
    expect((await run(dir, ['drafts', 'list'])).stdout).toContain('[brand “Nobody Brand” (no such profile at the Hub)]');

    const again = await run(dir, ['campaign', 'dry-run', id]);
    expect(again.stdout).toMatch(/profiles read at \d{4}-\d\d-\d\dT[\d:.]+Z: no profile named “Nobody Brand” → choose its profile/);
    expect(again.stdout).not.toMatch(/Cà Phê Sữa Đá.*not checked|refresh the profiles/);
  });
});
