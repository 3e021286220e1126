/**
 * w8replay (walk 8, finding 3): Outbox → Table on the laptop whose Publish was a REPLAY of a teammate's
 * call (the Hub answered Bảo's result for the same key) counts that post as the teammate's, as its card
 * says "Published by Bảo": the row names Bảo (`by`) and "of which by teammates" counts it. Before: the
 * Table counted it as this computer's and its "What was said" was empty. A REAL team server and a
 * sandbox Hub, started once for the file; Lan (editor) and Bảo (owner) publish through the CLI, then
 * Lan's laptop is opened as the app's core and its `outcomes.list` read.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { OutcomeDeskDto } from '../../src-main/bridge/contract';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-replay-table-', hub: { seed: 27 } });
let lan: CliLaptop;
let bao: CliLaptop;
let app: Core | undefined;
const stamp = Date.now().toString(36);
const replayed = `Latte muối ${stamp}`;
const own = `Sữa chua ${stamp}`;
let replayedId = '';
let ownId = '';

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  const make = (caption: string) => lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/replay.jpg'], caption }).id);
  replayedId = make(replayed);
  ownId = make(own);
  for (const id of [replayedId, ownId]) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of [replayedId, ownId]) await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  // Bảo's call reaches the Hub first; Lan, not told yet, presses Publish too: the Hub replays Bảo's answer.
  await bao.ok(['publish', replayedId, '--wait']);
  await lan.ok(['publish', replayedId, '--wait']);
  await lan.ok(['publish', ownId, '--wait']);
  for (const l of [bao, lan, bao, lan]) await l.sync();
  app = await createCore({ dataDir: join(team.root(), 'lan'), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token('Lan'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await team.stop();
});

describe("the Table on the laptop whose Publish was a replay", () => {
  it("the replayed post's row is Bảo's, and the totals count it as a teammate's", async () => {
    expect(team.sandbox().control.publishedPosts().filter((p) => p.caption === replayed)).toHaveLength(1);
    const d = await call<OutcomeDeskDto>(app!, 'outcomes.list', {});
    const rows = d.rows.filter((r) => r.draftId === replayedId || r.draftId === ownId);
    expect(rows.map((r) => `${r.caption} ${r.channel} ${r.state} ${r.by ?? 'me'}`).sort()).toEqual([`${own} x published me`, `${replayed} x published Bảo`].sort());
    expect(d.summary.total.published).toBe(2);
    expect(d.summary.teammates.published).toBe(1);
  });

  it("on Bảo's laptop, whose call the Hub ran, the post is his own", async () => {
    const line = (await bao.run(['status'])).stdout.split('\n').find((x) => x.includes(replayedId))!;
    expect(line).not.toContain('published by');
  });
});
