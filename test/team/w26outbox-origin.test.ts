/**
 * w26outbox (walk 24, 2): where a send was made was not recorded: the Outbox said who sent a post, never from where.
 * The publisher now journals its shell with each job it makes ('cli' for `postroom publish`, 'app' for the app's
 * Publish and campaign Send), shares it with the team's outcome (`sent_from`), and the CSV says it on both laptops.
 * Lan (editor) and Bảo (owner) on CLI laptops, one REAL team server, one sandbox Hub (started once for the file).
 */
import { describe, expect, it } from 'vitest';
import { csv, useOutboxCsvTeam } from '../helpers/outbox-csv-team';

let post = '';
const team = useOutboxCsvTeam({ prefix: 'postroom-w26origin-', seed: 2627, baoRole: 'owner' }, async ({ lan, bao }, syncAll) => {
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  post = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['facebook'], photos: ['https://cdn.example.com/w26origin.jpg'], caption: 'w26origin: gửi từ dòng lệnh' }).id);
  await lan.ok(['publish', post, '--wait']);
  await syncAll();
});

describe('2: where a send was made', () => {
  it("Lan's `postroom publish`: sent_by Lan, sent_from cli, on her laptop and on Bảo's", async () => {
    for (const [i, c] of team.cores.entries()) {
      const rows = (await csv(c)).rows.filter((x) => x.draft_id === post);
      expect(rows.map((x) => [x.channel, x.sent_by, x.sent_from]), i === 0 ? "Lan's laptop" : "Bảo's laptop").toEqual([['facebook', 'Lan', 'cli']]);
    }
  });
});
