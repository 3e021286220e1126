/**
 * Walk 44a, 9: the SENDER's laptop did not say "edited since it was sent" of its own send when the post's refused
 * channel had been retried (Marc published Flash 3: Facebook published, Instagram refused; he retried Instagram for
 * Dec 5; Hạnh then edited the caption: Hạnh's `status` said "edited since it was sent", Marc's said nothing,
 * `editedSinceSent` null). A REAL team server and a sandbox Hub, started once for the file; Lan (editor) writes and
 * edits, Bảo (owner) approves, publishes and retries.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w44-sender-edit-', hub: { seed: 44 } });
let lan: CliLaptop;
let bao: CliLaptop;
const stamp = Date.now().toString(36);
const ids = { plain: '', retried: '' };

type Line = { draftId?: string; teammate?: unknown; editedSinceSent?: { approvedAt: string } | null };
const lines = async (l: CliLaptop): Promise<Line[]> => (await l.ok(['status'])).lines() as Line[];

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  for (const k of ['plain', 'retried'] as const) {
    ids[k] = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_lumen', platforms: ['instagram', 'x'], photos: ['https://cdn.example.com/w44.jpg'], caption: `w44 ${k} bánh flan ${stamp}`, timezone: 'Asia/Ho_Chi_Minh' }).id);
    await lan.ok(['review', 'submit', ids[k]]);
  }
  await lan.sync();
  await bao.sync();
  for (const k of ['plain', 'retried'] as const) await bao.ok(['review', 'approve', ids[k]]);
  await bao.ok(['publish', ids.plain, '--wait']);
  team.sandbox().control.setFaults({ channel_refusal: 1, refusing_channels: ['x'], processing_ms: 0 });
  await bao.run(['publish', ids.retried, '--wait']);
  team.sandbox().control.setFaults({ processing_ms: 0 });
  const first = bao.lib((x) => publishJobs.listJobs(x.db, { draftId: ids.retried }))[0]!;
  expect(first.outcomes?.map((o) => [o.channel, o.success])).toEqual([['instagram', true], ['x', false]]);
  await bao.ok(['retry', first.id, '--wait']);
  for (const l of [bao, lan]) await l.sync();
  for (const k of ['plain', 'retried'] as const) await lan.ok(['drafts', 'edit', ids[k], '--caption', `w44 ${k} bánh flan ${stamp} — giá mới`]);
  for (const l of [lan, bao, lan, bao]) await l.sync();
}, 180_000);
afterAll(async () => team.stop());

describe("the sender's laptop, after a teammate edited the post it sent", () => {
  for (const k of ['plain', 'retried'] as const) {
    it(`says it was edited since it was sent, as the editor's laptop does (${k})`, async () => {
      const id = ids[k];
      expect(bao.lib((l) => l.drafts.get(l.db, id).caption)).toContain('giá mới');
      const theirs = (await lines(lan)).filter((x) => x.draftId === id && x.teammate);
      expect(theirs.some((x) => x.editedSinceSent?.approvedAt)).toBe(true);
      const own = (await lines(bao)).filter((x) => x.draftId === id && !x.teammate);
      expect(own.some((x) => x.editedSinceSent?.approvedAt)).toBe(true);
      const said = (await bao.run(['status'])).stdout.split('\n').filter((x) => x.includes(id));
      expect(said.some((x) => x.includes('[edited since it was sent'))).toBe(true);
    });
  }
});
