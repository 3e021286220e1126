/**
 * w10caption (walk 10, finding 1): a teammate's send whose caption the sender edited AFTER the send,
 * as the third laptop shows it. Lan's approved post is scheduled at the Hub ("… đặt trước nhé"), then
 * Lan edits its caption ("… đặt trước qua Zalo nhé"). Chi, who pressed nothing, reads the team's sends
 * (`jobs.team`, Outbox → "Sent by teammates"), the Table (`outcomes.list`) and the export
 * (`outcomes.export`): each gives the caption the Hub holds, the one Lan's laptop SENT (the team's
 * outcome carries it), and says the draft was edited since. Before: the new caption, which the Hub never
 * got; the Table and export said nothing. A REAL team server and a sandbox Hub, started once for the
 * file; Lan and Bảo use the CLI, then Chi's laptop is opened as the app's core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Core } from '../../src-main/bridge';
import type { ExportFileDto, OutcomeDeskDto, TeammateSendDto } from '../../src-main/bridge/contract';
import { approvedByBao, openChi, startAgency } from './agency-cli';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w10caption-', hub: { seed: 10 } });
let lan: CliLaptop;
let bao: CliLaptop;
let chi: CliLaptop;
let app: Core | undefined;
const stamp = Date.now().toString(36);
const SENT = `Xôi gà sáng Chủ nhật — đặt trước nhé ${stamp}`;
const EDITED = `Xôi gà sáng Chủ nhật — đặt trước qua Zalo nhé ${stamp}`;
let id = '';

beforeAll(async () => {
  [lan, bao, chi] = await startAgency(team);
  // w20libimport: 27 December of the year after today's: '2026-12-27' would have passed (publish --wait failed) from that day on.
  id = lan.lib((l) => l.drafts.create(l.db, {
    profile_id: 'prof_caphe', platforms: ['instagram', 'facebook'], photos: ['https://cdn.example.com/xoi.jpg'], caption: SENT, scheduled_at: `${new Date().getUTCFullYear() + 1}-12-27T09:00`, timezone: 'Asia/Ho_Chi_Minh',
  }).id);
  await approvedByBao(lan, bao, id);
  await lan.ok(['publish', id, '--wait']);
  await lan.sync();
  // After the send: Lan edits the caption (the Hub keeps the text it was sent).
  lan.lib((l) => l.drafts.update(l.db, id, { caption: EDITED }));
  for (const l of [lan, bao, chi]) await l.sync();
  app = await openChi(team);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await team.stop();
});

describe("Chi's Outbox: a teammate's send edited after it went out", () => {
  it('the Hub holds the caption as sent; Chi\'s draft has the edited one', async () => {
    const posts = team.sandbox().control.publishedPosts().filter((p) => p.caption === SENT || p.caption === EDITED);
    expect(posts.map((p) => p.caption)).toEqual([SENT]);
    const d = await call<{ caption: string }>(app!, 'drafts.get', { id });
    expect(d.caption).toBe(EDITED);
  });

  it('"Sent by teammates" (jobs.team): the caption the Hub holds, marked as sent, the draft edited since', async () => {
    const sends = (await call<TeammateSendDto[]>(app!, 'jobs.team', {})).filter((s) => s.draftId === id);
    expect(sends.map((s) => [s.by.name, s.caption])).toEqual([['Lan', SENT]]);
    expect(sends[0]!.editedSinceSent).toMatchObject({ captionAsSent: true });
  });

  it("the Table's teammate rows (outcomes.list): the caption the Hub holds, on every channel", async () => {
    const d = await call<OutcomeDeskDto>(app!, 'outcomes.list', {});
    const rows = d.rows.filter((r) => r.draftId === id);
    expect(rows.map((r) => `${r.channel} ${r.state} ${r.by}: ${r.caption}`).sort()).toEqual([`facebook scheduled Lan: ${SENT}`, `instagram scheduled Lan: ${SENT}`]);
    for (const r of rows) expect(r.editedSinceSent).toMatchObject({ captionAsSent: true });
  });

  it('the export (outcomes.export, CSV): the caption the Hub holds, and the edit noted', async () => {
    const f = await call<ExportFileDto>(app!, 'outcomes.export', { format: 'csv' });
    const lines = f.content.split(/\r?\n/);
    const header = lines[0]!.split(',');
    const mine = lines.filter((l) => l.includes(id));
    expect(mine).toHaveLength(2);
    for (const l of mine) {
      expect(l).toContain(SENT);
      expect(l).not.toContain(EDITED);
    }
    expect(header).toContain('edited_since_sent');
    expect(header).toContain('caption_is_sent_text'); // w25csv: was caption_as_sent
  });
});
