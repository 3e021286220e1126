/**
 * Walk 13 (w13revoked, b/c): on a laptop whose member token the team revoked, `campaign send` is rightly refused (nothing
 * sent), yet `campaign status` said "done (nothing sent: every post has problems) … 4 held back for an error". The
 * campaign is not done and its posts were held for the revocation: the status says so (the core's state word
 * `notSentRevoked`, skip kind `revoked`). And `campaign dry-run` printed the raw code "waiting_review" for a post never
 * sent for review: it says the summary line's words.
 * One REAL team server and sandbox Hub (started once for the file); Lan (editor) and Bảo (owner) are CLI laptops.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listReviews, memberOf } from '../../src-main/team';
import { cliTeam, type CliLaptop } from './helpers';

const team = cliTeam({ prefix: 'postroom-w13revoked-', hub: { seed: 1313 } });
let lan: CliLaptop;
let bao: CliLaptop;
let chi: CliLaptop;
let waitingBefore = 0;
let campaignId = '';
let nophoto = '';
let dry = '';
const tag = `w13revoked ${Date.now().toString(36)}`;

beforeAll(async () => {
  [lan, bao, chi] = await team.start([{ dir: 'lan', name: 'Lan', role: 'approver' }, { dir: 'bao', name: 'Bảo', role: 'owner' }, { dir: 'chi', name: 'Chi', role: 'editor' }] as const);
  const zone = 'Asia/Ho_Chi_Minh';
  const at = DateTime.now().setZone(zone).plus({ days: 1 }).set({ hour: 19, minute: 0, second: 0, millisecond: 0 }).toISO()!;
  const make = (caption: string): string => lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w13revoked.jpg'], caption, scheduled_at: at, timezone: zone }).id);
  const approved = make(`${tag} approved`);
  const never = make(`${tag} never sent for review`);
  await lan.ok(['review', 'submit', approved]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', approved]);
  await bao.sync();
  await lan.sync();
  // Walk 38 (5): an approved post with a problem of its own (an Instagram post without its photo).
  nophoto = lan.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['instagram'], photos: [], caption: `${tag} no photo`, scheduled_at: at, timezone: zone }).id);
  await lan.ok(['review', 'submit', nophoto]);
  await lan.sync();
  await bao.sync();
  await bao.ok(['review', 'approve', nophoto]);
  await bao.sync();
  await lan.sync();
  campaignId = lan.lib((l) => l.campaigns.create(l.db, { name: 'Tết', draftIds: [approved, never, nophoto] }).id);
  // Chi's post in review: Lan (an approver) may approve it, until her token is revoked.
  const chis = chi.lib((l) => l.drafts.create(l.db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w13revoked.jpg'], caption: `${tag} Chi's`, scheduled_at: at, timezone: zone }).id);
  await chi.ok(['review', 'submit', chis]);
  await chi.sync();
  await lan.sync();
  waitingBefore = waitingForLan();
  const d = await lan.run(['campaign', 'dry-run', campaignId]);
  dry = d.stdout + d.stderr;
  await team.server().revokeMember('Lan');
  const s = await lan.run(['team', 'status']);
  expect(s.stdout + s.stderr).toMatch(/revoked/);
}, 120_000);

afterAll(() => team.stop());

/** The core's one review queue on Lan's laptop: how many posts wait for her. */
const waitingForLan = (): number => lan.lib((l) => listReviews(l.db, memberOf(l.workspaces.getCurrent(l.db) as Parameters<typeof memberOf>[0], { db: l.db })).filter((r) => r.box === 'waiting_for_me').length);

describe("a revoked approver's review queue", () => {
  it('holds nothing waiting for her (she may approve nothing): the post stays in "Others in review"', async () => {
    expect(waitingBefore).toBe(1);
    expect(waitingForLan()).toBe(0);
    const r = await lan.run(['review', 'list']);
    expect(r.stdout).not.toMatch(/Waiting for me[^\n]*\n[^\n]*w13revoked/);
    expect(r.stdout).toContain('Others in review');
  });
});

describe('campaign dry-run', () => {
  it('says a post never sent for review in words, not the code "waiting_review"', () => {
    expect(dry).toContain('… not sent for review yet');
    expect(dry).not.toContain('waiting_review');
  });
});

describe("a revoked laptop's campaign send and its status", () => {
  it('`campaign send` sends nothing; `campaign status` says not sent for the revocation, never "done" nor "an error"', async () => {
    const r = await lan.run(['campaign', 'send', campaignId]);
    expect(r.code, r.stdout + r.stderr).toBe(1);
    // Walk 38 (5): the post without its photo says that problem beside the revocation (it still holds it after a rejoin).
    const line = r.stdout.split('\n').find((l) => l.includes(nophoto)) ?? '';
    expect(line).toContain("the team revoked this computer's member token");
    expect(line).toContain('; and its problems: ');
    expect(line).toMatch(/photo/);
    expect(r.stdout.split('\n').filter((l) => l.includes('and its problems'))).toHaveLength(1);
    const st = await lan.run(['campaign', 'status', campaignId]);
    const out = st.stdout + st.stderr;
    expect(out).toContain("not sent: this computer's access was revoked");
    expect(out).toContain("3 held back: this computer's access was revoked");
    expect(out.split('\n').find((l) => l.includes(nophoto))).toMatch(/not sent: this computer's access was revoked; and its problems: .*photo/);
    expect(out).not.toMatch(/\bdone\b/);
    expect(out).not.toContain('every post has problems');
    expect(out).not.toContain('for an error');
  });

  it("the core's state word and skip kinds: notSentRevoked, idle, every post held for the revocation", async () => {
    const j = await lan.run(['campaign', 'status', campaignId, '--json']);
    const lines = j.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const s = lines.find((l) => 'status' in l)!.status as { sendState: string; word: string };
    const batches = lines.filter((l) => 'batch' in l).map((l) => l.batch as { skippedFor?: Record<string, number> });
    expect(s.word).toBe('notSentRevoked');
    expect(s.sendState).toBe('idle');
    expect(batches.at(-1)?.skippedFor).toMatchObject({ revoked: 3, problems: 0 });
  });
});
