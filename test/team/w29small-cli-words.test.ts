/**
 * walk 25 (16), the CLI's words and exits on a real team server (started once for the file); Lan (editor) and Bảo
 * (owner) are CLI laptops: `review changes` twice says "cannot request changes ON post …" (it said "request changes
 * post"); `team status` on a laptop whose token the team revoked exits 1 with why (it exited 0).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w29small-words-', teamName: 'Sóng Agency' });
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: [], caption: 'w29small words' }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
}, 120_000);
afterAll(() => team.stop());

describe('the CLI says each refusal in English and exits as it should', () => {
  it('changes requested twice: "cannot request changes on post …"', async () => {
    await bao.ok(['review', 'changes', id, '--comment', 'Giờ mở cửa?']);
    const again = await bao.run(['review', 'changes', id, '--comment', 'again']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`cannot request changes on post ${id}: changes were already requested`);
  });

  it('team status on a revoked laptop: its lines, then why, exit 1 (JSON ok false)', async () => {
    expect((await lan.run(['team', 'status'])).code).toBe(0);
    await team.server().revokeMember('Lan');
    await lan.run(['team', 'sync']);
    const r = await lan.run(['team', 'status']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toContain("postroom: the team revoked this computer's member token: nothing goes to the team from here");
    const j = await lan.run(['team', 'status', '--json']);
    expect(j.code).toBe(1);
    // One JSON line, the status (as every status): ok false.
    expect(j.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(j.stdout.trim())).toMatchObject({ ok: false, state: 'revoked' });
  });
});
