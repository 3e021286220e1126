/**
 * h-retryat (walk 40b; publisher/actions.ts rule 8), a real team server and sandbox Hub: Lan (editor) and Bảo (owner, the
 * approver) on the CLI, approval required. Lan's approved post, sent now, its channel refused: `postroom retry ID --at T`
 * went out at T, a time nobody approved (the README: an approval is of the content AND the time). Now it is refused, exit 1,
 * saying why, what to do (change the time in Compose and send it for review) and who may approve it; nothing reaches the
 * Hub. `--now` (the approved time: none) still retries. Failed on the old code (exit 0, a second post at T).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { cliTeam, type CliLaptop } from '../team/helpers';

const team = cliTeam({ prefix: 'postroom-h-retryat-', hub: { seed: 4040 } });
let lan: CliLaptop;
let bao: CliLaptop;
const tag = `h-retryat ${Date.now().toString(36)}`;
const hubPosts = (caption: string): number => (team.sandbox().control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.sync();
  await bao.ok(['team', 'settings', '--approval-required', 'yes']);
  await bao.sync();
  await lan.sync();
}, 90_000);
afterAll(async () => {
  team.sandbox().control.setFaults('none');
  await team.stop();
});

describe('retry of refused channels in a team that requires approval', () => {
  it('--at another time is refused with why, what to do and who may approve; --now retries', async () => {
    const caption = `${tag} refused`;
    const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-retryat.jpg'], caption }).id);
    await lan.ok(['review', 'submit', id]);
    await lan.sync();
    await bao.sync();
    await bao.ok(['review', 'approve', id]);
    await bao.sync();
    await lan.sync();
    team.sandbox().control.setFaults({ channel_refusal: 1, processing_ms: 0 });
    const sent = await lan.run(['publish', id, '--wait']);
    team.sandbox().control.setFaults('none');
    expect(sent.stdout + sent.stderr).toMatch(/refused/);
    const jobs = (await lan.run(['status', '--json'])).stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { jobId?: string; draftId?: string });
    const jobId = jobs.find((j) => j.draftId === id)!.jobId!;
    const calls = hubPosts(caption);
    await lan.ok(['team', 'status']); // the members list read here (kept.ts): who may approve, by name

    const at = DateTime.now().setZone('Asia/Ho_Chi_Minh').plus({ days: 1 }).startOf('hour').toFormat("yyyy-MM-dd'T'HH:mm");
    const r = await lan.run(['retry', jobId, '--at', at, '--zone', 'Asia/Ho_Chi_Minh']);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    expect(r.stderr).toContain("the team approves a post's time with its words");
    expect(r.stderr).toContain('change the time in Compose and send it for review');
    expect(r.stderr).toContain('if you change it yourself, Bảo may approve it');
    expect(hubPosts(caption)).toBe(calls);

    const now = await lan.run(['retry', jobId, '--now', '--wait']);
    expect(now.code, now.stdout + now.stderr).toBe(0);
    expect(now.stdout).toContain(`retried the refused channels of job ${jobId}`);
  }, 120_000);
});
