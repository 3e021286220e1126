/**
 * editedtime (walk 6, issue 34), the CLI on a REAL team server (started once for the file): Lan (editor) and
 * Bảo (approver) are CLI laptops.
 * 1. `review list` beside "edited by Lan after Bảo approved" says the EDIT's time (the team's history line),
 *    not the approval's (before: the JSON had only `at`, the approval's time, and the line no time at all).
 * 2. In a workspace that LEFT the team, `review approve|submit|changes` refuse and say only the refusal and
 *    why (before: also "note: … you act as its owner … and may approve your own posts", contradicting it).
 * 4. `review submit` of an empty draft (no caption, no photo) is refused, typed, with a clear reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../src-main/library';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-editedtime-cli-' });
let lan: CliLaptop;
let bao: CliLaptop;
let id = '';
let approvedAt = '';
let editedFrom = 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'approver' }] as const);
  id = lan.lib((l) => l.drafts.create(l.db, { caption: 'Giờ mở cửa Tết', platforms: ['x'] }).id);
  await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  approvedAt = (await bao.ok(['review', 'approve', id])).json().step.at as string;
  await bao.sync();
  await lan.sync();
  // The edit comes well after the approval: the two times cannot be mistaken for each other.
  await sleep(1500);
  editedFrom = Date.now();
  await lan.ok(['drafts', 'edit', id, '--caption', 'Giờ mở cửa Tết (Lan sửa)']);
  await lan.sync();
  await bao.sync();
}, 60_000);

afterAll(async () => team.stop());

type Row = { draftId: string; at: string; editedBy?: string | null; editedAt?: string | null };

describe('review list: the time beside "edited by Lan after Bảo approved"', () => {
  it('is the edit\'s, on the approver\'s laptop and the editor\'s (--json editedAt; the line says it)', async () => {
    // w12cli (walk 12): the reader is "you", as the app's Who line says it.
    for (const [l, words] of [[bao, 'edited by Lan after you approved'], [lan, 'edited by you after Bảo approved']] as const) {
      const rows = (await l.ok(['review', 'list'])).lines().filter((x) => x.review).map((x) => x.review as Row);
      const row = rows.find((x) => x.draftId === id)!;
      expect(row).toMatchObject({ editedBy: 'Lan', at: approvedAt });
      expect(typeof row.editedAt).toBe('string');
      expect(Date.parse(row.editedAt!)).toBeGreaterThanOrEqual(editedFrom - 50);
      expect(Date.parse(row.editedAt!)).toBeGreaterThan(Date.parse(approvedAt) + 1000);
      const human = await l.run(['review', 'list']);
      const line = human.stdout.split('\n').find((x) => x.includes(id))!;
      expect(line).toContain(words);
      expect(line).toContain(`${new Date(row.editedAt!).toISOString().slice(0, 16).replace('T', ' ')} UTC`);
    }
  });
});

describe('review submit of a draft with nothing to publish', () => {
  it('is refused with the reason, typed (refused / nothing_to_publish), and nothing is written', async () => {
    const empty = lan.lib((l) => l.drafts.create(l.db, { caption: '', platforms: ['x'] }).id);
    const r = await lan.run(['review', 'submit', empty, '--json']);
    expect(r.code).not.toBe(0);
    expect(r.json()).toMatchObject({ ok: false, error: { code: 'refused' } });
    expect(r.stderr).toContain('it has no caption and no photo, so there is nothing to review yet');
    expect(lan.lib((l) => reviews.latest(l.db, empty))).toBeNull();
    // With a caption it goes.
    await lan.ok(['drafts', 'edit', empty, '--caption', 'Now it says something']);
    await lan.ok(['review', 'submit', empty]);
  });
});

describe('review steps in a workspace that left the team', () => {
  it('say the refusal and why, and no note on what acting would do', async () => {
    const kept = lan.lib((l) => l.drafts.create(l.db, { caption: 'Kept after leaving', platforms: ['x'] }).id);
    await lan.ok(['review', 'submit', kept]);
    lan.lib((l) => l.workspaces.setTeam(l.db, l.workspaces.getCurrent(l.db).id, null));
    for (const word of ['approve', 'submit', 'changes'] as const) {
      const r = await lan.run(['review', word, kept, ...(word === 'changes' ? ['--comment', 'x'] : [])]);
      expect(r.code, word).not.toBe(0);
      expect(r.stderr, word).toContain('you left the team this post belongs to');
      expect(r.stderr, word).not.toContain('note:');
      expect(r.stderr, word).not.toContain('may approve your own posts');
      expect(r.stdout, word).toBe('');
    }
  });
});
