/**
 * Walk 21 (finding 10): `postroom status` lists a teammate's send (its job id, "sent by Lan … only Lan's computer can
 * act on it"), but `status THAT_JOB_ID` answered "no job 01a21fee…". Now the id is found among the teammates' sends
 * and shown as the list shows it; an id neither here nor theirs is refused saying where it was looked for. A REAL
 * team server and sandbox Hub, started once for the file; Lan (editor) and Bảo (owner) are CLI laptops.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w24cli-status-', hub: { seed: 24 } });
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const at = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 16);
  id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w24cli.jpg'], caption: `w24cli trà đào ${Date.now().toString(36)}`, scheduled_at: at, timezone: 'Asia/Ho_Chi_Minh' }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  await lan.ok(['publish', id, '--wait']);
  for (const l of [lan, bao]) await l.sync();
}, 120_000);
afterAll(async () => team.stop());

describe('status JOB_ID of a job a teammate sent', () => {
  it('is shown as the list shows it, on the teammate’s laptop', async () => {
    const listed = (await bao.ok(['status'])).lines().find((x) => x.draftId === id && x.teammate);
    expect(listed?.jobId).toEqual(expect.any(String));
    const one = (await bao.ok(['status', listed!.jobId])).lines();
    expect(one).toHaveLength(1);
    expect(one[0]).toMatchObject({ jobId: listed!.jobId, draftId: id, teammate: true, sentBy: { name: 'Lan' } });
    const words = (await bao.run(['status', listed!.jobId])).stdout;
    expect(words).toContain(`sent by Lan at`);
    // Scheduled at the Hub: asking the Hub is the one thing left, and only Lan's computer can (walk 23: was "only Lan's
    // computer can act on it" on every send, whatever its state).
    expect(words).toContain("only Lan's computer can ask the Hub about it]");
    // The sender's own laptop: its own job, as before.
    expect((await lan.ok(['status', listed!.jobId])).lines()[0]).toMatchObject({ jobId: listed!.jobId, draftId: id });
  });

  it('an id neither here nor among the teammates’ sends is refused, saying where it was looked for', async () => {
    const r = await bao.run(['status', '01NOTAJOB0000000000000000']);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("no job 01NOTAJOB0000000000000000: not in this computer's journal nor among the posts teammates sent");
  });
});
