/**
 * Walk 45b (7): `resend JOB --confirm` of an approved post's unknown send answered "it needs a new approval (it was sent
 * under its current one)" and nothing more, while `review approve` and `review submit` both answered "already approved"
 * and `review withdraw` was refused to Sam (an approver who did not write it): the CLI gave no way to the new approval.
 * `publish --again` names it (team/withdraw-who.ts withdrawWhoEnglish); now `resend`'s refusal names it the same way.
 * A REAL team server and a REAL sandbox Hub: Tuấn (editor) wrote the post, Sam (approver) approved and published it into
 * an upstream timeout whose post the Hub never held, Admin owns the team.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-resendwho-', hub: { seed: 4507 } });
let tuan: CliLaptop;
let sam: CliLaptop;
let admin: CliLaptop;
let id = '';
const caption = `h-resendwho Cà phê trứng ${Date.now().toString(36)}`;
const hubPosts = (): number => (team.sandbox().control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;

beforeAll(async () => {
  [tuan, sam, admin] = await team.start([{ dir: 'tuan', name: 'Tuấn', role: 'editor' }, { dir: 'sam', name: 'Sam', role: 'approver' }, { dir: 'admin', name: 'Admin', role: 'owner' }] as const);
  for (const l of [tuan, sam, admin]) await l.ok(['team', 'status']);
  await admin.ok(['team', 'settings', '--approval-required', 'yes']);
  await admin.sync();
  id = tuan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-resendwho.jpg'], caption }).id);
  await tuan.sync();
  await tuan.ok(['review', 'submit', id]);
  await tuan.sync();
  await sam.sync();
  await sam.ok(['review', 'approve', id]);
  team.sandbox().control.setFaults({ upstream_timeout_lost: 1 });
  try {
    await sam.run(['publish', id, '--wait']);
  } finally {
    team.sandbox().control.setFaults('none');
  }
}, 180_000);
afterAll(() => team.stop());

describe('resend of an approved post sent under its current approval', () => {
  it('Sam: refused, nothing sent, and the refusal names who may withdraw it (Admin or Tuấn), as publish --again does', async () => {
    const jobs = sam.lib((l) => publishJobs.listJobs(l.db, { draftId: id }));
    expect(jobs.map((j) => j.state)).toEqual(['unknown']);
    expect(hubPosts()).toBe(0);
    const r = await sam.run(['resend', jobs[0]!.id, '--confirm', '--settle-seconds', '0']);
    expect(r.code, r.stdout + r.stderr).not.toBe(0);
    expect(r.stdout + r.stderr).toContain('it needs a new approval (it was sent under its current one)');
    expect(r.stdout + r.stderr).toContain(`Admin or Tuấn may withdraw it (postroom review withdraw ${id}), then send it for review again`);
    expect(r.stdout + r.stderr).not.toContain('you may withdraw it');
    expect(sam.lib((l) => publishJobs.listJobs(l.db, { draftId: id })).map((j) => j.state)).toEqual(['unknown']);
    expect(hubPosts()).toBe(0);
    // The same words as publish --again on the same laptop.
    const again = await sam.run(['publish', id, '--again']);
    expect(again.stdout + again.stderr).toContain(`Admin or Tuấn may withdraw it (postroom review withdraw ${id})`);
  }, 90_000);
});
