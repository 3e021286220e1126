/**
 * h-reviewwords (walk 44a, 7), on a REAL team server and a sandbox Hub: Hạnh (editor) sent A and B of campaign "Race"
 * for review, Marc (owner) approved both, then took each approval back (`review withdraw ID --comment …`). On Hạnh's
 * laptop `publish`, `campaign send` and the dry run said "not sent for review yet (by you)" (she did send them), and her
 * `review list` listed neither post in any box. True, as Compose's review panel reads it (the post's last step, a
 * withdraw of an approved revision: team/approval-taken-back.ts approvalWithdrawn): "Marc took the approval back (at …):
 * “not A”", and each is in her "Came back" box.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewOf } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-h-reviewwords-withdrawn-', hub: {} });
let hanh: CliLaptop;
let marc: CliLaptop;
let a = '';
let b = '';
let campaignId = '';

beforeAll(async () => {
  [hanh, marc] = await team.start([{ dir: 'hanh', name: 'Hạnh', role: 'editor' }, { dir: 'marc', name: 'Marc', role: 'owner' }] as const);
  for (const l of [hanh, marc]) await l.ok(['team', 'status']);
  const made = hanh.lib((x) => {
    const ids = ['Race A: chạy 5km', 'Race B: chạy 10km'].map((caption) => x.drafts.create(x.db, { caption, platforms: ['facebook'], profile_id: 'prof_caphe', photos: ['https://cdn.example.com/race.jpg'] }).id);
    return { ids, campaignId: x.campaigns.create(x.db, { name: 'Race', draftIds: ids }).id };
  });
  [a = '', b = ''] = made.ids;
  campaignId = made.campaignId;
  for (const id of made.ids) await hanh.ok(['review', 'submit', id]);
  await hanh.sync();
  await marc.sync();
  for (const id of made.ids) await marc.ok(['review', 'approve', id]);
  await marc.ok(['review', 'withdraw', a, '--comment', 'not A either']);
  await marc.ok(['review', 'withdraw', b, '--comment', 'not B']);
  await marc.sync();
  await hanh.sync();
}, 120_000);
afterAll(() => team.stop());

describe('walk 44a, 7: a post whose approval the approver took back', () => {
  it('is a draft again on Hạnh\'s laptop (the table: withdraw goes back to draft)', () => {
    expect(hanh.lib((l) => [reviewOf(l.db, a).state, reviewOf(l.db, b).state])).toEqual(['draft', 'draft']);
  });

  it('`publish` says Marc took the approval back, when, and his words; never "not sent for review yet"', async () => {
    const r = await hanh.run(['publish', a]);
    const out = r.stdout + r.stderr;
    expect(out).toMatch(/not sent: Marc took the approval back \(at \d{4}-\d\d-\d\d \d\d:\d\d UTC\): “not A either”: edit it or send it for review again/);
    expect(out).toContain('(1 whose approval was taken back)');
    expect(out).not.toContain('not sent for review yet');
  });

  it('`campaign send` names each post\'s take-back, never "not sent for review yet (by you)"', async () => {
    const r = await hanh.run(['campaign', 'send', campaignId]);
    const out = r.stdout + r.stderr;
    expect(out).toMatch(/held back: Marc took the approval back \(at [^)]+\): “not A either”/);
    expect(out).toMatch(/held back: Marc took the approval back \(at [^)]+\): “not B”/);
    expect(out).not.toContain('not sent for review yet');
  });

  it('`campaign status` counts them as taken back, and names the take-back of each post not sent', async () => {
    const r = await hanh.run(['campaign', 'status', campaignId]);
    const out = r.stdout + r.stderr;
    expect(out).toContain('2 whose approval was taken back');
    expect(out).not.toContain('not sent for review yet');
  });

  it('Hạnh\'s `review list` has both in "Came back", with Marc\'s words', async () => {
    const r = await hanh.run(['review', 'list']);
    expect(r.stdout).toContain('Came back (2)');
    const line = r.stdout.split('\n').find((l) => l.includes(a));
    expect(line).toContain('Marc took the approval back');
    expect(line).toContain('“not A either”');
    const j = await hanh.ok(['review', 'list']);
    expect(j.lines().filter((l) => l.review).map((l) => [l.review?.draftId, l.review?.box])).toEqual(expect.arrayContaining([[a, 'came_back'], [b, 'came_back']]));
  });
});
