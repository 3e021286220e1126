/**
 * w9xcard (walk 9, F1): a teammate's send of a post whose X has its own caption, as the third laptop
 * shows it. Lan's post goes to Instagram, Facebook and X with an X-only caption; Bảo approves it; Lan
 * and Bảo both press Publish (the Hub runs Lan's call, Bảo's is a replay of the same keys). The Hub
 * holds two posts: X with its own caption, Instagram + Facebook with the main one. Chi, who pressed
 * nothing, reads the team's sends (`jobs.team`, Outbox → "Sent by teammates") and the Table
 * (`outcomes.list`): the X send and the X row carry X's caption. Before: the main caption, which never
 * went out on X. A REAL team server and a sandbox Hub, started once for the file; Lan and Bảo publish
 * through the CLI, then Chi's laptop is opened as the app's core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { OutcomeDeskDto, TeammateSendDto } from '../../src-main/bridge/contract';
import { approvedByBao, openChi, startAgency } from './agency-cli';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w9xcard-', hub: { seed: 9 } });
let lan: CliLaptop;
let bao: CliLaptop;
let chi: CliLaptop;
let app: Core | undefined;
const stamp = Date.now().toString(36);
const MAIN = `Phở sáng thứ Bảy 🍜 — ghé quán từ 6h nhé! #pho ${stamp}`;
const X_ONLY = `Phở sáng T7 🍜 6h mở cửa. #pho #saigon ${stamp}`;
let id = '';

beforeAll(async () => {
  [lan, bao, chi] = await startAgency(team);
  id = lan.lib((l) => l.drafts.create(l.db, {
    profile_id: 'prof_caphe', platforms: ['instagram', 'facebook', 'x'], photos: ['https://cdn.example.com/pho.jpg'], caption: MAIN, captions: { x: { caption: X_ONLY } },
  }).id);
  await approvedByBao(lan, bao, id);
  // Both press Publish before either hears of the other: the same approved keys, so the Hub runs the first call and replays it to the second.
  await lan.ok(['publish', id, '--wait']);
  await bao.ok(['publish', id, '--wait']);
  for (const l of [lan, bao, lan, chi]) await l.sync();
  app = await openChi(team);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await team.stop();
});

describe("Chi's Outbox: a teammate's send of X's own caption", () => {
  it('the Hub holds one X post with the X caption and one Instagram + Facebook post with the main one', () => {
    const posts = team.sandbox().control.publishedPosts().filter((p) => p.caption === MAIN || p.caption === X_ONLY);
    expect(posts.map((p) => p.caption).sort()).toEqual([MAIN, X_ONLY].sort());
  });

  it('"Sent by teammates" (jobs.team): the X send carries the X caption, the other the main one', async () => {
    const sends = (await call<TeammateSendDto[]>(app!, 'jobs.team', {})).filter((s) => s.draftId === id);
    expect(sends.map((s) => `${s.platforms.join('+')}: ${s.caption}`).sort()).toEqual([`instagram+facebook: ${MAIN}`, `x: ${X_ONLY}`].sort());
    for (const s of sends) expect(s.by.name).toBe('Lan');
  });

  it("the Table's teammate rows (outcomes.list): the X row carries the X caption, as the Hub's X post", async () => {
    const d = await call<OutcomeDeskDto>(app!, 'outcomes.list', {});
    const rows = d.rows.filter((r) => r.draftId === id);
    expect(rows.map((r) => `${r.channel} ${r.state} ${r.by}: ${r.caption}`).sort()).toEqual([
      `facebook published Lan: ${MAIN}`,
      `instagram published Lan: ${MAIN}`,
      `x published Lan: ${X_ONLY}`,
    ].sort());
  });
});
