/**
 * w24zone (walk 21) in a team workspace, through the CLI on laptops of one REAL team server and a sandbox Hub: Lan
 * imports walk 21's file with no --timezone on a computer in Asia/Ho_Chi_Minh; the zone the report names is stored and
 * reaches Bảo's laptop; approved, Bảo publishes it and the Hub holds it scheduled at 20:00 in Ho Chi Minh City (13:00
 * UTC). Before: the draft was stored with no zone and, after approval, the Hub refused it (scheduled_at needs timezone).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const Y = new Date().getUTCFullYear() + 1;
const TZ = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Ho_Chi_Minh';
});
afterAll(() => {
  if (TZ === undefined) delete process.env.TZ;
  else process.env.TZ = TZ;
});

describe('a team member imports a file with no zone given', () => {
  const team = cliTeam({ prefix: 'postroom-w24zone-team-', hub: { seed: 24 } });
  let lan: CliLaptop;
  let bao: CliLaptop;
  beforeAll(async () => {
    [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
    for (const l of [lan, bao]) await l.ok(['team', 'status']);
  });
  afterAll(() => team.stop());

  it('stores this computer\'s zone, shares it, and the Hub schedules the post at that instant', async () => {
    const photo = join(lan.dir, '..', 'aodai.jpg');
    writeFileSync(photo, await sharp({ create: { width: 1000, height: 1000, channels: 3, background: { r: 170, g: 30, b: 40 } } }).jpeg().toBuffer());
    const file = join(lan.dir, '..', 'one.csv');
    writeFileSync(file, `Nội dung;Ngày đăng;Giờ đăng;Kênh;Ảnh\n"Áo dài đỏ cho ngày Tết";19/12/${Y};8:00 CH;instagram;${photo}\n`);
    const imported = await lan.run(['drafts', 'import', file, '--profile', 'prof_lumen']);
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stderr).toContain('times read: 1 row in Asia/Ho_Chi_Minh (this computer\'s zone; --timezone ZONE reads them in another)');
    const id = lan.lib((x) => x.drafts.list(x.db, {}).items[0]!.id);
    expect(lan.lib((x) => x.drafts.get(x.db, id)?.timezone)).toBe('Asia/Ho_Chi_Minh');
    // `--profile ID` is a profile's id, kept as given though no profile was read here yet (never taken for a name: w27brand).
    expect(lan.lib((x) => x.drafts.get(x.db, id)?.profile_id)).toBe('prof_lumen');
    await lan.sync();
    await lan.ok(['review', 'submit', id]);
    await lan.sync();
    await bao.sync();
    expect(bao.lib((x) => [x.drafts.get(x.db, id)?.scheduled_at, x.drafts.get(x.db, id)?.timezone])).toEqual([`${Y}-12-19T20:00`, 'Asia/Ho_Chi_Minh']);
    await bao.ok(['review', 'approve', id]);
    await bao.sync();
    const sent = await bao.run(['publish', id, '--json']);
    expect(sent.code, `${sent.stdout}\n${sent.stderr}`).toBe(0);
    const status = await bao.ok(['status']);
    const job = status.lines().find((l) => (l as { draftId?: string }).draftId === id) as { hubStatus: string | null; lastError: unknown } | undefined;
    expect(job).toMatchObject({ hubStatus: 'scheduled', lastError: null });
    // The Hub's own status answer for the post: the instant it holds.
    const hubJob = bao.lib((x) => (x.db.prepare('SELECT hub_job_id AS j, request_id AS r FROM publish_jobs WHERE draft_id = ?').get(id) as { j: string | null; r: string | null }));
    const q = hubJob.j ? `job_id=${encodeURIComponent(hubJob.j)}` : `request_id=${encodeURIComponent(hubJob.r ?? '')}`;
    const held = (await (await fetch(`${team.sandbox().url}/v1/posts/status?${q}`, { headers: { authorization: `Bearer ${team.sandbox().apiKey}` } })).json()) as { status: string; scheduled_at?: string };
    expect(held).toMatchObject({ status: 'scheduled', scheduled_at: `${Y}-12-19T13:00:00.000Z` });
  }, 120_000);
});
