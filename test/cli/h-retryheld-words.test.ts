/**
 * h-retryheld (publisher/actions.ts rule 9), a real team server and sandbox Hub: Lan (editor) and Bảo (owner, the
 * approver) on the CLI, approval required. Lan's approved post went out and its channel refused it; then Bảo asked for
 * changes (or Lan withdrew its approval): the team's word on the content as sent is "no". `postroom retry ID --now`:
 * - refused, exit 1, saying who took the approval back and when, and what to do; nothing reaches the Hub. Before, with
 *   the draft deleted (the retry rebuilt from the job's own fields, with no approval asked) the content went out; with
 *   the draft kept it was refused by the publish gate, without who nor when ("the draft cannot be sent: changes
 *   requested by Bảo"), after `retry` had read the table as allowing it.
 * - an edit of the draft after the send is no take-back: the retry is held by the publish gate (the edited words wait
 *   for review: "waiting for approval"), never said to be taken back; once approved again, it goes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliTeam, type CliLaptop } from '../team/helpers';

const team = cliTeam({ prefix: 'postroom-h-retryheld-', hub: { seed: 4141 } });
let lan: CliLaptop;
let bao: CliLaptop;
const tag = `h-retryheld ${Date.now().toString(36)}`;
const hubPosts = (caption: string): number => (team.sandbox().control.db.prepare('SELECT count(*) AS n FROM posts WHERE caption = ?').get(caption) as { n: number }).n;
const inStep = async (): Promise<void> => {
  await lan.sync();
  await bao.sync();
  await lan.sync();
};
/** The UTC minute of an ISO time as the CLI writes it ("2026-11-29 07:40 UTC"). */
const minute = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;

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

/** Lan's post, approved by Bảo and sent; its one channel refused it. Its job id and caption. */
async function refusedSend(name: string): Promise<{ id: string; jobId: string; caption: string }> {
  const caption = `${tag} ${name}`;
  const id = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/h-retryheld.jpg'], caption }).id);
  await lan.ok(['review', 'submit', id]);
  await inStep();
  await bao.ok(['review', 'approve', id]);
  await inStep();
  team.sandbox().control.setFaults({ channel_refusal: 1, processing_ms: 0 });
  const sent = await lan.run(['publish', id, '--wait']);
  team.sandbox().control.setFaults('none');
  expect(sent.stdout + sent.stderr).toMatch(/refused/);
  const jobs = (await lan.run(['status', '--json'])).stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { jobId?: string; draftId?: string });
  return { id, jobId: jobs.find((j) => j.draftId === id)!.jobId!, caption };
}

/** The step Bảo's (or Lan's) laptop took last on the post, as the team has it. */
const lastStep = (l: CliLaptop, id: string): { action: string; by: string; at: string } =>
  l.lib((x) => x.db.prepare('SELECT action, actor AS by, at FROM reviews WHERE draft_id = ? ORDER BY at DESC, id DESC LIMIT 1').get(id) as { action: string; by: string; at: string });

describe('a retry of refused channels after the team took the approval back', () => {
  it('changes requested on the content as sent: refused, saying who and when and what to do; nothing sent', async () => {
    const r = await refusedSend('changes');
    const calls = hubPosts(r.caption);
    await bao.ok(['review', 'changes', r.id, '--comment', 'not this wording']);
    await inStep();
    const step = lastStep(lan, r.id);
    expect(step.action).toBe('request_changes');

    const out = await lan.run(['retry', r.jobId, '--now', '--wait']);
    expect(out.code, out.stdout + out.stderr).toBe(1);
    expect(out.stderr).toContain(`Bảo asked for changes on this post at ${minute(step.at)}`);
    expect(out.stderr).toContain('the team took back the approval this post was sent under');
    expect(out.stderr).toContain('edit it in Compose and send it for review, then retry them or publish it again once approved');
    expect(hubPosts(r.caption)).toBe(calls);
  }, 120_000);

  it('the draft deleted after the request: refused as well (before, the job\'s own content went out)', async () => {
    const r = await refusedSend('deleted');
    const calls = hubPosts(r.caption);
    await bao.ok(['review', 'changes', r.id, '--comment', 'do not post this']);
    await inStep();
    lan.lib((l) => l.drafts.softDelete(l.db, r.id));
    const out = await lan.run(['retry', r.jobId, '--now', '--wait']);
    expect(out.code, out.stdout + out.stderr).toBe(1);
    expect(out.stderr).toContain('Bảo asked for changes on this post at');
    expect(hubPosts(r.caption)).toBe(calls);
  }, 120_000);

  it('its approval withdrawn by its author: refused, saying who withdrew it and when', async () => {
    const r = await refusedSend('withdrawn');
    const calls = hubPosts(r.caption);
    await lan.ok(['review', 'withdraw', r.id, '--comment', 'not this week']);
    await inStep();
    const step = lastStep(lan, r.id);
    const out = await lan.run(['retry', r.jobId, '--now']);
    expect(out.code, out.stdout + out.stderr).toBe(1);
    expect(out.stderr).toContain(`Lan withdrew this post's approval at ${minute(step.at)}`);
    expect(hubPosts(r.caption)).toBe(calls);
  }, 120_000);

  it('sent back for review unchanged and approved again: the retry goes', async () => {
    const r = await refusedSend('approved again');
    await bao.ok(['review', 'changes', r.id, '--comment', 'check the price first']);
    await inStep();
    await lan.ok(['review', 'submit', r.id, '--unchanged']);
    await inStep();
    await bao.ok(['review', 'approve', r.id]);
    await inStep();
    const calls = hubPosts(r.caption);
    const out = await lan.run(['retry', r.jobId, '--now', '--wait']);
    expect(out.code, out.stdout + out.stderr).toBe(0);
    expect(out.stdout).toContain(`retried the refused channels of job ${r.jobId}`);
    expect(hubPosts(r.caption)).toBe(calls + 1);
  }, 120_000);

  it('an edit after the send is no take-back: held by the publish gate (the edit waits for review), then goes once approved', async () => {
    const r = await refusedSend('edited');
    const edited = `${r.caption} (edited)`;
    await lan.ok(['drafts', 'edit', r.id, '--caption', edited]);
    await inStep();
    const held = await lan.run(['retry', r.jobId, '--now']);
    expect(held.code, held.stdout + held.stderr).toBe(1);
    expect(held.stderr).toContain('the draft cannot be sent: waiting for approval');
    expect(held.stderr).not.toContain('took back');
    // The edited post is back in review by itself (no step written): Bảo approves the edit.
    await bao.ok(['review', 'approve', r.id]);
    await inStep();
    const out = await lan.run(['retry', r.jobId, '--now', '--wait']);
    expect(out.code, out.stdout + out.stderr).toBe(0);
    expect(hubPosts(edited)).toBe(1); // the approved words, on the refused channel
  }, 120_000);
});
