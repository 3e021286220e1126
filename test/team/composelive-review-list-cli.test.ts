/**
 * composelive (walk 5, issue 34): `postroom review list` says who edited a post after its approval, as the app's
 * Who column does (branch reviewtruth): "edited by Lan after Bảo approved". Before: the Who column named the
 * approver, Bảo, as if his approval still held the words. A REAL team server (started once for the file); Lan
 * (editor) and Bảo (approver) are CLI laptops.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTeamServer, type TeamServer } from '../../src-main/team-server';
import { cliLaptop, type CliLaptop } from './helpers';
import { memberToken } from '../helpers/team-owner';

let root: string;
let server: TeamServer;
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-composelive-cli-'));
  server = await startTeamServer({ dataDir: join(root, 'server'), port: 0, storeDebounceMs: 20, storeMaxDebounceMs: 100 });
  lan = cliLaptop(root, 'lan', await memberToken(server.store, { name: 'Lan', role: 'editor' }));
  bao = cliLaptop(root, 'bao', await memberToken(server.store, { name: 'Bảo', role: 'approver' }));
  for (const l of [lan, bao]) await l.ok(['workspace', 'join', 'Studio', '--team', server.httpUrl, '--hub', 'http://127.0.0.1:9']);
  id = lan.lib((l) => l.drafts.create(l.db, { caption: 'Giờ mở cửa Tết', platforms: ['x'] }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  await lan.ok(['drafts', 'edit', id, '--caption', 'Giờ mở cửa Tết (Lan sửa)']);
  await lan.sync();
  await bao.sync();
}, 60_000);

afterAll(async () => {
  await server.stop();
  rmSync(root, { recursive: true, force: true });
});

describe('review list of a post edited after its approval', () => {
  it('names the editor and the approver in the Who column, on the approver\'s laptop and the editor\'s', async () => {
    // w12cli (walk 12): the reader is "you", as the app's Who line says it.
    for (const [l, words] of [[bao, 'edited by Lan after you approved'], [lan, 'edited by you after Bảo approved']] as const) {
      const r = await l.run(['review', 'list']);
      expect(r.code, r.stderr).toBe(0);
      const row = r.stdout.split('\n').find((x) => x.includes(id));
      expect(row).toContain(words);
    }
  });

  it('--json: editedBy beside lastBy', async () => {
    const rows = (await bao.ok(['review', 'list'])).lines().filter((x) => x.review).map((x) => x.review as { draftId: string; lastBy: string; editedBy?: string | null });
    expect(rows.find((x) => x.draftId === id)).toMatchObject({ lastBy: 'Bảo', editedBy: 'Lan' });
  });
});
