/**
 * Never twice by accident, nothing skipped in silence (issue 22, deliverables 1-3), against the
 * sandbox Hub over HTTP: a campaign of 5 with 2 invalid sends 3 and answers for the 2; publishing it
 * again sends nothing; "publish again" is the one way to send a sent draft again; the drafts
 * table mirrors the one derived state.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { batchItems, draftPostState } from '../../src-main/publisher';
import { world, type World } from './fixture';

let w: World | undefined;
afterEach(async () => {
  await w?.close();
  w = undefined;
});
/**
 * A post X refuses and Instagram publishes, which preflight cannot see: the body put in `title` with
 * no caption skips the Hub's caption check (hub-api part 1, rule 7) and X measures it (over 280).
 */
const BODY_IN_TITLE = { platforms: ['instagram', 'x'], caption: '', title: `Five frames from the autumn shoot\n${'Golden light over the river, long shadows. '.repeat(8)}` };
const publishCalls = (x: World) => x.sandbox.control.requestCounts()['POST /v1/posts/photo'] ?? 0;

describe('guard and batch answer', () => {
  it('a campaign of 5 with 2 invalid sends 3, answers for 2 with reasons; again: 0 new calls', async () => {
    w = await world();
    const good = [w.draft(), w.draft(), w.draft()];
    const bad = [w.draft({ profile_id: null }), w.draft({ platforms: ['pinterest'] })];
    const c = w.lib.campaigns.create(w.lib.db, { name: 'launch' });
    w.lib.campaigns.addDrafts(w.lib.db, c.id, [...good, ...bad]);
    const p = w.publisher();
    const r = await p.publish({ campaignId: c.id }, { wait: true });
    expect(r.jobs.map((j) => j.draftId).sort()).toEqual([...good].sort());
    expect(r.skipped.map((s) => s.draftId).sort()).toEqual([...bad].sort());
    for (const s of r.skipped) expect(s.problems.some((x) => x.severity === 'error')).toBe(true);
    expect(publishCalls(w)).toBe(3);
    for (const id of good) expect(w.lib.drafts.getDraft(w.lib.db, id).state).toBe('published');
    // Preflight-skipped drafts were never sent: they stay drafts (not "Failed").
    for (const id of bad) expect(w.lib.drafts.getDraft(w.lib.db, id).state).toBe('draft');

    const again = await p.publish({ campaignId: c.id }, { wait: true });
    expect(publishCalls(w)).toBe(3);
    expect(again.jobs).toEqual([]);
    const held = again.skipped.filter((s) => s.problems.some((x) => x.code === 'already_sent'));
    expect(held.map((s) => s.draftId).sort()).toEqual([...good].sort());
    expect(held[0]!.problems[0]!.message).toMatch(/already published/);
    // The batch itself records why each draft was not sent.
    const items = batchItems(w.lib.db, again.batchIds[0]!);
    expect(items.filter((i) => i.state === 'skipped')).toHaveLength(5);
  });

  it('a single draft already published is refused unless "publish again", which sends a new post with a new key', async () => {
    w = await world();
    const id = w.draft();
    const p = w.publisher();
    const first = await p.publish({ draftIds: [id] }, { wait: true });
    const second = await p.publish({ draftIds: [id] }, { wait: true });
    expect(second.jobs).toHaveLength(0);
    expect(second.skipped[0]!.problems[0]!.code).toBe('already_sent');
    expect(publishCalls(w)).toBe(1);
    const third = await p.publish({ draftIds: [id], again: true }, { wait: true });
    expect(third.jobs).toHaveLength(1);
    expect(third.jobs[0]!.idempotencyKey).not.toBe(first.jobs[0]!.idempotencyKey);
    expect(publishCalls(w)).toBe(2);
  });

  it('a partly refused post is "partial" in the drafts table, from the same derivation', async () => {
    w = await world();
    const id = w.draft(BODY_IN_TITLE);
    await w.publisher().publish({ draftIds: [id] }, { wait: true });
    const st = draftPostState(w.lib.db, id);
    expect(st).toMatchObject({ state: 'partial', published: 1, total: 2, refused: ['x'] });
    expect(w.lib.drafts.getDraft(w.lib.db, id).state).toBe('partial');
    expect(w.lib.drafts.list(w.lib.db, { state: 'partial' }).items.map((d) => d.id)).toEqual([id]);
  });

  it('a scheduled post is found by the "scheduled" filter', async () => {
    w = await world();
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const id = w.draft({ scheduled_at: at, timezone: 'Asia/Ho_Chi_Minh' });
    await w.publisher().publish({ draftIds: [id] });
    expect(draftPostState(w.lib.db, id)).toMatchObject({ state: 'scheduled', timezone: 'Asia/Ho_Chi_Minh' });
    expect(w.lib.drafts.list(w.lib.db, { state: 'scheduled' }).items.map((d) => d.id)).toEqual([id]);
  });
});

describe('the CLI says the same', () => {
  async function cli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string[]; err: string }> {
    const { runCli } = await import('../../src-main/cli');
    let out = '';
    let err = '';
    const code = await runCli(args, { stdout: (s) => (out += s), stderr: (s) => (err += s), stdin: async () => '', env });
    return { code, out: out.split('\n').filter(Boolean), err };
  }

  it('partly published in `status` and `drafts list`; publish again is held (exit 1, 0 calls) unless --again', async () => {
    w = await world();
    const id = w.draft(BODY_IN_TITLE);
    w.lib.close();
    const env = { POSTROOM_HUB_URL: w.sandbox.url, POSTROOM_API_KEY: w.sandbox.apiKey };
    try {
      const first = await cli(['publish', id, '--wait', '--data-dir', w.dir], env);
      expect(first.out.join('\n')).toMatch(/partly published \(1 of 2; refused: x\)/);
      const status = await cli(['status', '--data-dir', w.dir]);
      expect(status.out.join('\n')).toMatch(/partly published \(1 of 2; refused: x\)/);
      const list = await cli(['drafts', 'list', '--data-dir', w.dir]);
      expect(list.out.join('\n')).toMatch(/partly published \(1 of 2; refused: x\)/);
      const listJson = await cli(['drafts', 'list', '--json', '--data-dir', w.dir]);
      expect(JSON.parse(listJson.out[0]!)).toMatchObject({ draft: { state: 'partial' }, postState: { state: 'partial', published: 1, total: 2 } });

      const calls = publishCalls(w);
      const again = await cli(['publish', id, '--wait', '--json', '--data-dir', w.dir], env);
      expect(again.code).toBe(1);
      const lines = again.out.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(lines[0]).toMatchObject({ draftId: id, state: 'skipped', lastError: 'already_sent' });
      expect(lines.at(-1)).toEqual({ summary: { sent: 0, notSent: 1, alreadySent: 1, problems: 0, waiting: 0, outcomes: { posts: 1, sent: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0 }, refused: 0, unknown: 0, sending: 0, unreached: 0, calling: 0, cancelled: 0, held: 1, pending: 0, replayed: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0, sending: 0 }, replayedBy: [] } } });
      expect(publishCalls(w)).toBe(calls);
      const forced = await cli(['publish', id, '--again', '--wait', '--json', '--data-dir', w.dir], env);
      expect(JSON.parse(forced.out.at(-1)!)).toMatchObject({ summary: { sent: 1, notSent: 0 } });
      expect(publishCalls(w)).toBe(calls + 1);
    } finally {
      w.reopen();
    }
  });
});
