/**
 * Walk 14: Bảo ran a campaign's dry run, the team revoked his token, then `campaign send --fingerprint F` (the dry run's)
 * was refused with "the posts, times, channels or options changed after the dry run" — nothing had changed but his
 * access. Now the send goes on and hands nothing: each post is held back with the revocation, the CLI says so and exits 1,
 * and the sandbox Hub's own list is unchanged.
 * One REAL team server and sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = cliTeam({ prefix: 'postroom-w14revoked-', hub: { seed: 1414 } });
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
let fingerprint = '';
const tag = `w14revoked ${Date.now().toString(36)}`;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const zone = 'Asia/Ho_Chi_Minh';
  const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }).toISO()!;
  const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w14.jpg'], caption: `${tag} approved`, scheduled_at: at, timezone: zone }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  campaignId = bao.lib((l) => l.campaigns.create(l.db, { name: 'Tết', draftIds: [id] }).id);
  const d = await bao.ok(['campaign', 'dry-run', campaignId]);
  fingerprint = /"fingerprint":"([^"]+)"/.exec(d.stdout)?.[1] ?? '';
  expect(fingerprint).not.toBe('');
  // A second owner revokes Bảo (a team's last owner cannot be revoked).
  await memberToken(team.server().store, { name: 'Chi', role: 'owner' });
  await team.server().revokeMember('Bảo');
  const s = await bao.run(['team', 'status']);
  expect(s.stdout + s.stderr).toMatch(/revoked/);
}, 120_000);

afterAll(() => team.stop());

describe("a revoked laptop's send with its earlier dry run's fingerprint", () => {
  it('says the revocation (never "changed after the dry run"), sends nothing and exits 1', async () => {
    const r = await bao.run(['campaign', 'send', campaignId, '--fingerprint', fingerprint]);
    const out = r.stdout + r.stderr;
    expect(r.code, out).toBe(1);
    expect(out).not.toMatch(/changed after the dry run/);
    expect(out).toMatch(/revoked/);
    expect(team.sandbox().control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag))).toEqual([]);
  });
});
