/**
 * w11undo (walk 11, issue 34), the CLI on a REAL team server (started once for the file): Lan (editor) and Bảo
 * (approver) are CLI laptops. Bảo approves; Lan edits, Bảo edits, Lan takes her words back (takeBack, as Compose's
 * Undo does). `review list` names Bảo, whose words remain: "edited by Bảo after Bảo approved", --json
 * `editors: ['Bảo']` — w11: before, "edited by Lan after Bảo approved", Bảo hidden; w13undo: not Lan, her words gone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeBack } from '../../src-shared/merge-text';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w11undo-cli-' });
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';
const approvedText = 'Ưu đãi 20% cho đơn đặt may trước 20/12.';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { caption: approvedText, platforms: ['x'] }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
  await sleep(50);
  const lanTyped = `${approvedText} Hotline 0909 123 456.`;
  await lan.ok(['drafts', 'edit', id, '--caption', lanTyped]);
  await lan.sync();
  await bao.sync();
  const both = `${lanTyped} Hạn chót 20/12/2026.`;
  await bao.ok(['drafts', 'edit', id, '--caption', both]);
  await bao.sync();
  await lan.sync();
  await lan.ok(['drafts', 'edit', id, '--caption', takeBack(approvedText, lanTyped, both)!]);
  await lan.sync();
  await bao.sync();
}, 90_000);

afterAll(async () => team.stop());

type Row = { draftId: string; editedBy?: string | null; editors?: string[] };

describe('review list after Lan\'s Undo of her words (Bảo\'s stay)', () => {
  // w13undo (walk 13): Lan's words are all gone, so only Bảo, whose words remain, is named (before: Lan and Bảo).
  it('names Bảo alone on both laptops, in the line and in --json', async () => {
    // w12cli (walk 12): the reader is "you" (the app's whoLine): first, as the app's editorsWords puts it.
    for (const [l, words] of [[bao, 'edited by you after you approved'], [lan, 'edited by Bảo after Bảo approved']] as const) {
      const row = (await l.ok(['review', 'list'])).lines().filter((x) => x.review).map((x) => x.review as Row).find((x) => x.draftId === id)!;
      expect(row).toMatchObject({ editedBy: 'Bảo', editors: ['Bảo'] });
      const line = (await l.run(['review', 'list'])).stdout.split('\n').find((x) => x.includes(id))!;
      expect(line).toContain(words);
    }
  });
});
