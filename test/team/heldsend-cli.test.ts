/**
 * heldsend (issue 34, walk 3b): a campaign's posts waiting for approval are told as such, apart from
 * posts held for an error, by the one grouping the core makes (campaigns dryrun.ts `waiting`): the
 * CLI's dry run (`campaign dry-run`, `campaign send --dry-run`) in text and --json, the status the
 * app's Send tab reads, and a real `campaign send`, which names each post left waiting and for whom.
 * One REAL team server and sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are
 * CLI laptops. The campaign: A approved, B and C in review (not approved), D approved with an error.
 * Before heldsend the dry run printed B and C as "✗ waiting_approval" among the errors, counted them
 * in "3 with errors", and the status said "3 held back" (the Send tab: "held back for their problems").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaigns } from '../../src-main/library';
import type { SandboxHandle } from '../../src-main/sandbox';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-heldsend-', hub: { seed: 34 } });
let sandbox: SandboxHandle;
let lan: CliLaptop;
let bao: CliLaptop;
let campaignId = '';
const ids: Record<'a' | 'b' | 'c' | 'd', string> = { a: '', b: '', c: '', d: '' };
const tag = `heldsend-${Date.now().toString(36)}`;

beforeAll(async () => {
  [lan, bao] = await team.start([{ dir: 'lan', name: 'Lan', role: 'editor' }, { dir: 'bao', name: 'Bảo', role: 'owner' }] as const);
  sandbox = team.sandbox();
  const post = (caption: string) => ({ profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/heldsend.jpg'], caption });
  lan.lib((l) => {
    ids.a = l.drafts.create(l.db, post(`${tag} A approved`)).id;
    ids.b = l.drafts.create(l.db, post(`${tag} B in review`)).id;
    ids.c = l.drafts.create(l.db, post(`${tag} C in review`)).id;
    // Approved, yet too long for X: held back for an error, not for approval.
    ids.d = l.drafts.create(l.db, post(`${tag} D ${'quá dài '.repeat(60)}`)).id;
    campaignId = campaigns.create(l.db, { name: 'Tết launch', draftIds: [ids.a, ids.b, ids.c, ids.d] }).id;
  });
  for (const id of Object.values(ids)) await lan.ok(['review', 'submit', id]);
  await lan.sync();
  await bao.sync();
  for (const id of [ids.a, ids.d]) await bao.ok(['review', 'approve', id]);
  await bao.sync();
  await lan.sync();
}, 60_000);

afterAll(() => team.stop());

const WHO = 'an owner or an approver';

describe('a campaign with approved, unapproved and erroneous posts, through the CLI', () => {
  it('campaign dry-run --json: the waiting posts are a stable group of their own, apart from the post held for an error', async () => {
    const r = await lan.run(['campaign', 'dry-run', campaignId, '--json']);
    expect(r.code, r.stderr).toBe(1); // D has an error
    const last = r.json();
    expect(last.summary).toMatchObject({ posts: 4, going: 1, held: 3, waiting: 2 });
    expect(last.heldForErrors).toBe(1);
    expect(last.waiting).toEqual([{ code: 'waiting_approval', who: WHO, posts: 2, draftIds: [ids.b, ids.c] }]);
    const rows = r.lines().filter((l) => l.row).map((l) => l.row as { draftId: string; held: boolean; waiting: boolean });
    expect(rows.map((x) => [x.draftId, x.held, x.waiting])).toEqual([[ids.a, false, false], [ids.b, true, true], [ids.c, true, true], [ids.d, true, false]]);
  });

  it('campaign send --dry-run (the words a person reads): "waiting for approval by an owner or an approver: 2", not among the errors', async () => {
    const r = await lan.run(['campaign', 'send', campaignId, '--dry-run']);
    expect(r.code, r.stderr + r.stdout).toBe(1); // D has an error
    expect(r.stdout).toContain(`waiting for approval by ${WHO}: 2 (not sent until approved)`);
    expect(r.stdout).toContain('held back for an error (fix it, then run the dry run again): 1');
    expect(r.stdout).toMatch(/4 posts, 4 rows: 1 to send, 1 with errors,/);
    expect(r.stdout).not.toContain('✗ waiting_approval');
    // w13revoked (walk 13, c): the row says the hold in words, not the code.
    expect(r.stdout).toContain('… waiting for approval by');
    expect(r.stdout).not.toContain('waiting_approval');
    // --dry-run sent nothing.
    expect(sandbox.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag))).toHaveLength(0);
  });

  it('the status the Send tab reads says 2 of the 3 held posts wait for approval (the same dry run, kept)', async () => {
    const s = (await lan.ok(['campaign', 'status', campaignId])).lines().find((l) => l.status)?.status as { dryRun: { current: boolean; toSend: number; held: number; waiting: number; found: { waiting: number } } };
    expect(s.dryRun).toMatchObject({ current: true, toSend: 1, held: 3, waiting: 2, found: { held: 3, waiting: 2 } });
    const text = await lan.run(['campaign', 'status', campaignId]);
    expect(text.stdout + text.stderr).toContain('still what Send does: 1 to send, 1 held back for an error, 2 waiting for approval');
  });

  it('a real campaign send publishes the approved post and names each post left waiting, and for whom', async () => {
    const r = await lan.run(['campaign', 'send', campaignId, '--json']);
    const lines = r.lines();
    const waiting = lines.filter((l) => l.waiting && !l.final).map((l) => l.waiting as { draftId: string; position: number; code: string; who: string });
    expect(waiting).toEqual([
      { draftId: ids.b, position: 2, code: 'waiting_approval', who: WHO },
      { draftId: ids.c, position: 3, code: 'waiting_approval', who: WHO },
    ]);
    expect(lines.at(-1)?.waiting).toEqual([{ code: 'waiting_approval', who: WHO, posts: 2, draftIds: [ids.b, ids.c] }]);
    expect(sandbox.control.publishedPosts().filter((p) => (p.caption ?? '').startsWith(tag)).map((p) => p.caption)).toEqual([`${tag} A approved`]);
    const text = await lan.run(['campaign', 'send', campaignId]);
    // w28cli (walk 24, 1): each held post named by its first words too, "held back" as this send's batch says it.
    expect(text.stdout + text.stderr).toContain(`post 2 “${tag} B in review” (draft ${ids.b}) held back: waiting for approval by ${WHO}`);
    expect(text.stdout + text.stderr).toContain(`\nwaiting for approval by ${WHO}: 2`);
  });

  it('publish (the drafts themselves) counts the waiting drafts apart from the ones with problems', async () => {
    const r = await lan.run(['publish', ids.b, ids.d, '--json']);
    const summary = r.lines().find((l) => l.summary)?.summary;
    expect(summary).toEqual({ sent: 0, notSent: 2, alreadySent: 0, waiting: 1, problems: 1, outcomes: { posts: 2, sent: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0 }, replayed: { published: 0, partial: 0, channels_refused: 0, scheduled: 0, queued: 0, sending: 0 }, replayedBy: [], refused: 0, unknown: 0, sending: 0, unreached: 0, calling: 0, cancelled: 0, held: 2, pending: 0 } }); // h-clipublish: replayed apart
    const text = await lan.run(['publish', ids.c]);
    expect(text.stdout + text.stderr).toContain(`not sent: waiting for approval by ${WHO}: only an approved post is published`);
  });
});
