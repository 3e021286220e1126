/**
 * w26campaign (walk finding 1): which of a campaign's posts collide, and with what, is ONE derivation (campaigns
 * collisions.ts) read by the Posts tab's banner (campaignCollisions) and the dry run (its rows, count and CSV). The walk's
 * Posts tab said "1 post falls at the same time as a post scheduled or sent … (Draft) is already there" while the dry run
 * said "0 collisions": the other post was only a draft. One table: the other post's state → what the campaign's post
 * falls on, checked through both screens' core calls.
 */
import { describe, expect, it } from 'vitest';
import { campaignCollisions, dryRunCsv, isCollision, runDryRun } from '../../src-main/campaigns';
import { campaigns, drafts, workspaces, type StoredDraftState as DraftState } from '../../src-main/library';
import { tempLibrary } from '../library/helpers';

/** The dry run's codes of a post falling on another (its other checks, a Facebook post's photo say, are not this test's). */
const SAME_TIME = new Set(['hub_collision', 'draft_same_time', 'collision']);

/**
 * The other post (outside the campaign, same profile and channel, same minute) in each state a post can be in, and what
 * the campaign's post falls on: `hub` (a collision: the Hub holds or has sent it), `draft` (planned, never sent: the Hub
 * holds nothing there, named apart, no collision), or nothing (refused, cancelled: nothing went out).
 * In review, approved and changes requested are drafts too (the review is beside the state): `draft`.
 */
const TABLE: Array<{ state: DraftState; falls: 'hub' | 'draft' | null }> = [
  { state: 'draft', falls: 'draft' },
  { state: 'queued', falls: 'hub' },
  { state: 'scheduled', falls: 'hub' },
  { state: 'sending', falls: 'hub' },
  { state: 'published', falls: 'hub' },
  { state: 'partial', falls: 'hub' },
  { state: 'unknown', falls: 'hub' },
  { state: 'refused', falls: null },
  { state: 'channels_refused', falls: null },
  { state: 'cancelled', falls: null },
];

function setUp(otherState: DraftState) {
  const { lib, clock } = tempLibrary();
  const db = lib.db;
  const ws = workspaces.getCurrent(db).id;
  const at = (when: string, caption: string) => drafts.create(db, { profile_id: 'prof_lumen', platforms: ['facebook'], caption, scheduled_at: when, timezone: 'Europe/Berlin' });
  const mine = at('2027-01-13T18:45', 'Plain post Jan');
  const c = campaigns.create(db, { name: 'January', draftIds: [mine.id] });
  const other = at('2027-01-13T18:45', 'Plain post Jan — my own copy');
  if (otherState !== 'draft') drafts.update(db, other.id, { state: otherState }, { expectedRevision: other.revision });
  const dry = runDryRun({ library: lib, workspaceId: ws, now: () => clock.now(), pins: () => null }, c.id);
  return { posts: campaignCollisions(db, ws, c.id, clock.now()), dry, other };
}

describe('a campaign post at the same time as another post: one derivation for the Posts tab and the dry run', () => {
  for (const row of TABLE) {
    it(`the other post ${row.state}: ${row.falls ?? 'nothing'}`, () => {
      const { posts, dry, other } = setUp(row.state);
      // The Posts tab's banner: what it falls on, and whether it counts as a collision.
      expect(posts.map((k) => [k.with, k.other.draftId, isCollision(k)])).toEqual(row.falls ? [[row.falls, other.id, row.falls === 'hub']] : []);
      // The dry run: its count, its row's problem, its CSV's collides_with: the same verdict.
      const counted = posts.filter(isCollision).length;
      expect(dry.summary.collisions).toBe(counted);
      const [r] = dry.rows;
      expect(r?.collidesWith ?? null).toBe(row.falls === 'hub' ? other.id : null);
      expect(r?.problems.map((p) => p.code).filter((code) => SAME_TIME.has(code))).toEqual(row.falls === 'hub' ? ['hub_collision'] : row.falls === 'draft' ? ['draft_same_time'] : []);
      const csv = dryRunCsv(dry.rows).split(/\r?\n/);
      const head = (csv[0] ?? '').split(',');
      expect((csv[1] ?? '').split(',')[head.indexOf('collides_with')]).toBe(row.falls === 'hub' ? other.id : '');
      // A draft at the same time is said as a draft, not sent: never "scheduled or sent".
      if (row.falls === 'draft') expect(r?.problems.find((p) => p.code === 'draft_same_time')?.message).toMatch(/not sent/);
    });
  }

  it("two posts of the campaign closer than the plan's gap: `campaign` on both screens, counted once per row", () => {
    const { lib, clock } = tempLibrary();
    const db = lib.db;
    const ws = workspaces.getCurrent(db).id;
    const at = (when: string) => drafts.create(db, { profile_id: 'prof_lumen', platforms: ['facebook'], caption: `At ${when}`, scheduled_at: when, timezone: 'Europe/Berlin' });
    const [a, b] = [at('2027-01-13T18:45'), at('2027-01-13T18:50')];
    const c = campaigns.create(db, { name: 'Close', draftIds: [a.id, b.id] });
    const posts = campaignCollisions(db, ws, c.id, clock.now());
    const dry = runDryRun({ library: lib, workspaceId: ws, now: () => clock.now(), pins: () => null }, c.id);
    expect(posts.map((k) => [k.position, k.with, k.other.position, k.minutes])).toEqual([[2, 'campaign', 1, 5]]);
    expect(dry.summary.collisions).toBe(1);
    expect(dry.rows.map((r) => r.collidesWith)).toEqual([null, a.id]);
  });
});
