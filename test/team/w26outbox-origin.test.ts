/**
 * w26outbox (walk 24, 2): where a send was made was not recorded: the Outbox said who sent a post, never from where.
 * The publisher now journals its shell with each job it makes ('cli' for `postroom publish`, 'app' for the app's
 * Publish and campaign Send), shares it with the team's outcome (`sent_from`), and the CSV says it on both laptops.
 * Lan (editor) and Bảo (owner) on CLI laptops, one REAL team server, one sandbox Hub (started once for the file).
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ExportFileDto } from '../../src-main/bridge/contract';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w26origin-', hub: { seed: 2627 } });
let lan: CliLaptop;
let bao: CliLaptop;
const cores: Core[] = [];
let post = '';

const open = async (name: 'lan' | 'bao'): Promise<Core> => {
  const c = await createCore({ dataDir: join(team.root(), name), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token(name === 'lan' ? 'Lan' : 'Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  cores.push(c);
  return c;
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  await bao.ok(['team', 'settings', '--approval-required', 'no']);
  await bao.sync();
  await lan.sync();
  post = lan.lib((x) => x.drafts.create(x.db, { profile_id: 'prof_caphe', platforms: ['facebook'], photos: ['https://cdn.example.com/w26origin.jpg'], caption: 'w26origin: gửi từ dòng lệnh' }).id);
  await lan.ok(['publish', post, '--wait']);
  for (const l of [lan, bao, lan, bao]) await l.sync();
  await open('lan');
  await open('bao');
}, 300_000);
afterAll(async () => {
  for (const c of cores) await c.close();
  await team.stop();
});

describe('2: where a send was made', () => {
  it("Lan's `postroom publish`: sent_by Lan, sent_from cli, on her laptop and on Bảo's", async () => {
    for (const [i, c] of cores.entries()) {
      const f = await call<ExportFileDto>(c, 'outcomes.export', { format: 'csv', filter: {} });
      const r = readCsvRecords(f.content);
      if (!r.ok) throw new Error(r.message);
      const rows = r.records.map((x) => x.cells).filter((x) => x.draft_id === post);
      expect(rows.map((x) => [x.channel, x.sent_by, x.sent_from]), i === 0 ? "Lan's laptop" : "Bảo's laptop").toEqual([['facebook', 'Lan', 'cli']]);
    }
  });
});
