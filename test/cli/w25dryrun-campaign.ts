/**
 * What the w25dryrun CLI files share: a data dir with Cà phê's profile cached (facebook, bluesky, x) and a campaign
 * imported from CSV rows through the real CLI; `run` gives the exit code, stdout and stdout+stderr together.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, expect } from 'vitest';
import { runCli } from '../../src-main/cli';
import { dataPaths } from '../../src-main/common';
import { cache, openLibrary, workspaces } from '../../src-main/library';

export const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let out = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => { stdout += s; out += s; }, stderr: (s) => (out += s), stdin: async () => '', env: {} });
  return { code, stdout, out };
};

const url = 'https://images.example.com/w25.jpg';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const longX = JSON.stringify({ x: { caption: 'x'.repeat(300) } }).replace(/"/g, '""');
/** A row of the sheet: Cà phê at 09:00 (Ho Chi Minh City) `days` from today, one photo; `longX`: its X-only caption is over 280 characters. */
export const row = (platforms: string, caption: string, days: number, withLongX = false): string =>
  `prof_caphe,${platforms},${caption},${url},${day(days)}T09:00,Asia/Ho_Chi_Minh,${withLongX ? `"${longX}"` : ''}`;

/** For a file: the campaign `name` made from `rows` in a fresh data dir (filled once the hook ran). */
export function useImportedCampaign(prefix: string, name: string, rows: readonly string[]): { dir: string; id: string } {
  const made = { dir: '', id: '' };
  beforeAll(async () => {
    made.dir = mkdtempSync(join(tmpdir(), prefix));
    made.id = (JSON.parse((await run(made.dir, ['campaign', 'create', name, '--json'])).stdout.trim().split('\n')[0] ?? '{}') as { campaign: { id: string } }).campaign.id;
    const lib = openLibrary(dataPaths(made.dir).library);
    cache.putProfiles(lib.db, workspaces.getCurrent(lib.db).id, [{ profile_id: 'prof_caphe', name: 'Cà phê', connections: ['facebook', 'bluesky', 'x'].map((platform) => ({ platform, name: '@caphe' })) }]);
    lib.close();
    writeFileSync(join(made.dir, 'posts.csv'), ['profile_id,platforms,caption,photo_urls,scheduled_at,timezone,captions', ...rows].join('\n'));
    expect((await run(made.dir, ['campaign', 'import', made.id, join(made.dir, 'posts.csv')])).code).toBe(0);
  });
  return made;
}
