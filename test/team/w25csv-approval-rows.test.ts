/**
 * w25csv (walk 22): Lan (editor) and Bảo (approver) on two CLI laptops, one REAL team server, one sandbox Hub (started
 * once for the file); each laptop then opened as the app's core and asked for the Outbox CSV as its Table exports it.
 * 1. `caption_as_sent` said "yes" on every row: a reader took it for the caption itself. Its header now says what the
 *    yes/no answers: `caption_is_sent_text` (is `caption` the text the Hub was sent?).
 * 2. `sent_approval_at` was empty for approved posts (filled only for a post edited since it was sent): every send that
 *    went out under an approval carries that approval's time, on the sender's laptop and a teammate's.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { ExportFileDto } from '../../src-main/bridge/contract';
import { reviews } from '../../src-main/library';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { MemorySecretStore } from '../../src-main/secrets';
import { call, cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w25csv-', hub: { seed: 25 } });
let lan: CliLaptop;
let bao: CliLaptop;
const cores: Core[] = [];
const tag = `w25csv-${Date.now().toString(36)}`;
const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['facebook'], photos: ['https://cdn.example.com/w25csv.jpg'], caption, scheduled_at: '2026-12-02T09:00', timezone: 'Asia/Ho_Chi_Minh' });
/** A post Lan sends and one Bảo sends, both approved by Bảo. */
const ids = { lan: '', bao: '' };
const approvedAt = { lan: '', bao: '' };

const open = async (name: 'lan' | 'bao'): Promise<Core> => {
  const c = await createCore({ dataDir: join(team.root(), name), shell: 'web', env: { POSTROOM_TEAM_TOKEN: team.token(name === 'lan' ? 'Lan' : 'Bảo'), POSTROOM_API_KEY: team.sandbox().apiKey }, secretStore: new MemorySecretStore(), embeddedSandbox: false, connectivityIntervalMs: 0, resume: false });
  cores.push(c);
  return c;
};
const syncAll = async () => {
  for (const l of [lan, bao, lan, bao]) await l.sync();
};

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  lan.lib((x) => {
    ids.lan = x.drafts.create(x.db, post(`${tag} Lan sends`)).id;
    ids.bao = x.drafts.create(x.db, post(`${tag} Bảo sends`)).id;
  });
  for (const id of Object.values(ids)) await lan.ok(['review', 'submit', id]);
  await syncAll();
  for (const id of Object.values(ids)) await bao.ok(['review', 'approve', id]);
  await syncAll();
  await lan.ok(['publish', ids.lan, '--wait']);
  await bao.ok(['publish', ids.bao, '--wait']);
  await syncAll();
  lan.lib((x) => {
    for (const k of ['lan', 'bao'] as const) approvedAt[k] = reviews.approvalsOf(x.db, ids[k]).at(-1)!.at;
  });
  await open('lan');
  await open('bao');
}, 300_000);
afterAll(async () => {
  for (const c of cores) await c.close();
  await team.stop();
});

const csv = async (c: Core) => {
  const f = await call<ExportFileDto>(c, 'outcomes.export', { format: 'csv', filter: {} });
  const r = readCsvRecords(f.content);
  if (!r.ok) throw new Error(r.message);
  return { header: f.content.split('\n')[0]!.split(','), rows: r.records.map((x) => x.cells) };
};

describe('the Outbox CSV of two approved posts, on both laptops', () => {
  it('2: each send carries the time of the approval it went out under, whoever sent it and whoever exports', async () => {
    expect(approvedAt.lan).not.toBe('');
    for (const [i, c] of (cores as Core[]).entries()) {
      const { rows } = await csv(c);
      const got = (['lan', 'bao'] as const).map((k) => rows.filter((r) => r.draft_id === ids[k]).map((r) => [r.channel, r.sent_by, r.sent_approval_at, r.edited_since_sent]));
      expect(got, i === 0 ? "Lan's laptop" : "Bảo's laptop").toEqual([[['facebook', 'Lan', approvedAt.lan, '']], [['facebook', 'Bảo', approvedAt.bao, '']]]);
    }
  });
  it('1: the caption column\'s yes/no says what it answers, and the old ambiguous header is gone', async () => {
    for (const c of cores) {
      const { header, rows } = await csv(c);
      expect(header).toContain('caption_is_sent_text');
      expect(header).not.toContain('caption_as_sent');
      for (const k of ['lan', 'bao'] as const) expect(rows.filter((r) => r.draft_id === ids[k]).map((r) => [r.caption, r.caption_is_sent_text])).toEqual([[`${tag} ${k === 'lan' ? 'Lan' : 'Bảo'} sends`, 'yes']]);
    }
  });
});
