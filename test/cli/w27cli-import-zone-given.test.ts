/**
 * w27cli (walk 23, 2): `campaign import --timezone Asia/Bangkok` reported "times read: … in Asia/Bangkok (the default
 * zone)", though the zone was given. The report says "(given with --timezone)"; "(this computer's zone …)" only when none
 * was given. Both imports (campaign and drafts) share the words (drafts.ts reportDates). Failed on the old code.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../../src-main/cli';

const run = async (dir: string, argv: string[]) => {
  let stdout = '';
  let stderr = '';
  const code = await runCli([...argv, '--data-dir', dir], { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), stdin: async () => '', env: {} });
  return { code, stdout, stderr };
};

// In the year after today's, so its time is never past on this real clock.
const Y = new Date().getUTCFullYear() + 1;
const CSV = `caption,scheduled_at,platforms,profile_id\n"Bánh mì Sài Gòn",${Y}-03-04T09:00,facebook,prof_caphe\n"Cà phê sữa đá",${Y}-03-05T09:00,facebook,prof_caphe\n`;

const TZ = process.env.TZ;
afterEach(() => {
  if (TZ === undefined) delete process.env.TZ;
  else process.env.TZ = TZ;
});

describe('the import says where its zone came from (w27cli)', () => {
  it('campaign import --timezone: given with --timezone, never "the default zone"', async () => {
    process.env.TZ = 'UTC';
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w27cli-zone-'));
    const file = join(dir, 'posts.csv');
    writeFileSync(file, CSV);
    const created = await run(dir, ['campaign', 'create', 'Tết', '--json']);
    const id = (JSON.parse(created.stdout.trim()) as { campaign: { id: string } }).campaign.id;
    const r = await run(dir, ['campaign', 'import', id, file, '--timezone', 'Asia/Bangkok']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain('times read: 2 rows in Asia/Bangkok (given with --timezone)');
    expect(r.stderr).not.toContain('the default zone');
  });

  it("drafts import: given with --timezone; none given: this computer's zone", async () => {
    process.env.TZ = 'Asia/Bangkok';
    const dir = mkdtempSync(join(tmpdir(), 'postroom-w27cli-zone-'));
    const file = join(dir, 'posts.csv');
    writeFileSync(file, CSV);
    const given = await run(dir, ['drafts', 'import', file, '--timezone', 'Europe/Berlin']);
    expect(given.stderr).toContain('times read: 2 rows in Europe/Berlin (given with --timezone)');
    const none = await run(dir, ['drafts', 'import', file]);
    expect(none.stderr).toContain("times read: 2 rows in Asia/Bangkok (this computer's zone; --timezone ZONE reads them in another)");
  });
});
