/**
 * w12sidebar (walk 12, issue 34): Bảo's app is open; on the SAME data dir he runs `postroom review approve ID` then
 * `postroom team sync`. Before: the app was told nothing of what the CLI committed (its data_version watch only
 * re-opened the team session), so the sidebar's Review count — the review queue the app keeps watching — stayed at 2
 * while a Review screen opened afresh read 1. Now a commit of another process is said as `library.changed` (no ids),
 * which the review queue follows: the watched count equals a fresh read within the watch's tick.
 * A REAL team server (started once for the file); Lan (editor) and Bảo (approver) are app cores; Bảo's CLI runs on
 * Bảo's core's data dir while it is open.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { EventTopic } from '../../src-main/bridge/contract';
import { cliLaptop, joinOnline, QUICK_STORE, useTeamServer } from './helpers';
import { memberToken } from '../helpers/team-owner';

const team = useTeamServer({ prefix: 'postroom-w12sidebar-', teamName: 'Sóng Agency', server: QUICK_STORE });
const { core, call, until } = team;

type List = { counts: Record<string, number>; rows: Array<{ draftId: string; box: string }> };

/** The renderer's ReviewQueue (lib/reviewQueue.svelte.ts) as the sidebar keeps it: read again on these topics. */
const QUEUE_TOPICS: readonly EventTopic[] = ['review', 'library.changed', 'workspace'];

function watchedQueue(c: Core) {
  let last: List | null = null;
  let asked = 0;
  const load = async (): Promise<void> => {
    const n = ++asked;
    const v = await call<List>(c, 'review.list', {});
    if (n === asked) last = v;
  };
  const off = c.events.subscribe((topic) => {
    if (QUEUE_TOPICS.includes(topic as EventTopic)) void load();
  });
  return { load, off, waiting: (): number | null => last?.counts.waiting_for_me ?? null };
}

describe("the sidebar's review count after a CLI step on the same data dir", () => {
  it('follows `review approve`, its `team sync` and `review changes` of the CLI while the app is open, as a fresh read (the tab) does', async () => {
    const lanToken = await memberToken(team.server().store, { name: 'Lan', role: 'editor' });
    const baoToken = await memberToken(team.server().store, { name: 'Bảo', role: 'approver' });
    const lan: Core = await core('lan');
    const bao: Core = await core('bao');
    await joinOnline(team.server().httpUrl, [[lan, lanToken], [bao, baoToken]]);
    const ids: string[] = [];
    for (const caption of ['Lumen Studio: buổi chụp ảnh cưới mùa đông', 'Trà đào cam sả — mua 1 tặng 1']) {
      const d = await call<{ id: string }>(lan, 'drafts.create', { draft: { caption, platforms: ['x'] } });
      await call(lan, 'review.act', { draftId: d.id, action: 'submit' });
      ids.push(d.id);
    }
    const tab = async (): Promise<number> => (await call<List>(bao, 'review.list', {})).counts.waiting_for_me ?? 0;
    await until(async () => (await tab()) === 2, 15_000);

    const sidebar = watchedQueue(bao);
    await sidebar.load();
    expect(sidebar.waiting()).toBe(2);

    // Bảo's CLI on the app's own data dir.
    const cli = cliLaptop(team.root(), 'bao', baoToken);
    expect(cli.dir).toBe(join(team.root(), 'bao'));
    // The step alone (before its `team sync`): only the library tells the app (no team echo yet).
    await cli.ok(['review', 'approve', ids[0]!]);
    expect(await tab()).toBe(1);
    // The watched count follows within the watch's tick (1 s) and its read: polled, 5 s at most.
    await expect.poll(() => sidebar.waiting(), { timeout: 5_000, interval: 50 }).toBe(1);
    // Then its `team sync`: still the same count in both.
    await cli.sync();
    await new Promise((r) => setTimeout(r, 1_500));
    expect(sidebar.waiting()).toBe(await tab());
    expect(await tab()).toBe(1);

    // And a step taken back on the CLI's side (a request for changes on the second post) moves both again.
    await cli.ok(['review', 'changes', ids[1]!, '--comment', 'Thêm giá vé']);
    await expect.poll(() => sidebar.waiting(), { timeout: 5_000, interval: 50 }).toBe(0);
    expect(await tab()).toBe(0);
    sidebar.off();
  }, 60_000);
});
