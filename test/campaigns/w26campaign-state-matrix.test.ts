/**
 * w26campaign: the campaign screen's words for a post, by its state, from the core's one derivation each screen reads:
 * the Posts tab's Send column (status now.notSentWhy → campaignPosts notSentWhyLine), the Dry run's row (runDryRun), and
 * whether the Send tab's legend counts it (only a post handed to the Hub is in a batch: none of these is). One table, every
 * row tested. Before w26campaign a post never sent could read "not sent (not checked since the send)"; none does here.
 * (The states a post has once the Hub holds it, scheduled, sent, refused, unknown, are the collision table's "other post"
 * in w26campaign-collisions.test.ts and the e2e ui-w26campaign's legend.)
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CampaignSender, runDryRun } from '../../src-main/campaigns';
import { campaigns, drafts, workspaces, type Library } from '../../src-main/library';
import type { TeamApproval, TeamPublishPort, TeamWaiting } from '../../src-main/publisher';
import { notSentWhyLine, type NotSentWhy } from '../../src-renderer/src/lib/campaignPosts';
import { loadWords, tr } from '../renderer/helpers';
import { tempLibrary } from '../library/helpers';

beforeAll(() => loadWords());

function teamOf(approvals: Map<string, TeamApproval | TeamWaiting>): TeamPublishPort {
  return {
    me: { memberId: 'm-bao', name: 'Bảo' },
    approval: (id) => approvals.get(id) ?? { waiting: 'review' },
    contentRevision: () => 'r1',
    keyFor: (d, a, p) => `k-${d}-${a}-${p}`,
    claim: () => undefined,
    sharedOutcome: () => null,
    sharedOutcomes: () => [],
  };
}
const senderOf = (lib: Library, team: TeamPublishPort | null) => new CampaignSender({
  library: lib, team: () => team,
  publisher: async () => ({ batchProgress: (id: string) => ({ id, total: 0, pending: 0, skipped: 0, byState: {} }) }) as never,
});

type Row = {
  name: string;
  /** The team's review of the post (null: a workspace with no team). */
  review: TeamApproval | TeamWaiting | null;
  photo: boolean;
  /** The Posts tab's state column (the core's drafts.state) and its Send column, in English. */
  state: string; send: string;
  /** The dry run's row: held back, waiting for review, and its first hold's code (null: nothing holds it). */
  dry: { held: boolean; waiting: boolean; code: string | null };
};

const TABLE: Row[] = [
  { name: 'approved, never sent', review: { approvalId: 'apr-1', revision: 'r1' }, photo: true, state: 'draft', send: 'not sent (ready to send now)', dry: { held: false, waiting: false, code: null } },
  { name: 'in review', review: { waiting: 'approval', who: 'an owner or an approver' }, photo: true, state: 'draft', send: 'not sent (waits for approval by Lan)', dry: { held: true, waiting: true, code: 'waiting_approval' } },
  { name: 'draft, not sent for review', review: { waiting: 'review' }, photo: true, state: 'draft', send: 'not sent (not sent for review yet)', dry: { held: true, waiting: true, code: 'waiting_review' } },
  { name: 'changes requested by Chi', review: { waiting: 'changes_requested', who: 'Chi' }, photo: true, state: 'draft', send: 'not sent (changes requested by Chi)', dry: { held: true, waiting: true, code: 'changes_requested' } },
  { name: 'planned (a time, not sent), no team', review: null, photo: true, state: 'draft', send: 'not sent (ready to send now)', dry: { held: false, waiting: false, code: null } },
  { name: 'held by a preflight error (no photo)', review: null, photo: false, state: 'draft', send: 'not sent (problems: no_photos)', dry: { held: true, waiting: false, code: 'no_photos' } },
];

describe('a campaign post by state: the Posts tab, the Dry run and the Send legend say one thing', () => {
  for (const row of TABLE) {
    it(row.name, async () => {
      const { lib, clock } = tempLibrary();
      const d = drafts.create(lib.db, { profile_id: 'p1', platforms: ['threads'], caption: row.name, ...(row.photo ? { photos: [{ url: 'https://cdn.example.com/w26.jpg' }] } : {}), scheduled_at: '2027-01-20T09:00', timezone: 'Asia/Ho_Chi_Minh' });
      const id = campaigns.create(lib.db, { name: 'Matrix', draftIds: [d.id] }).id;
      const team = row.review ? teamOf(new Map([[d.id, row.review]])) : null;
      const s = await senderOf(lib, team).status(id);
      // The Posts tab: the state column is the core's state; the Send column the core's reason, in words.
      expect(campaigns.posts(lib.db, id).map((p) => p.state)).toEqual([row.state]);
      const why = (s.now.notSentWhy ?? []).find((w) => w.draftId === d.id) as NotSentWhy | undefined;
      const words = why ? notSentWhyLine(why, 'Bảo', 'Lan', tr('en'), (codes) => codes.join(', ')) : tr('en')('campaigns.sendNone');
      expect(words).toBe(row.send);
      expect(words).not.toContain('since the send');
      // The dry run's row: the same verdict.
      const dry = runDryRun({ library: lib, workspaceId: workspaces.getCurrent(lib.db).id, now: () => clock.now(), pins: () => null, team }, id);
      const [r] = dry.rows;
      expect({ held: r?.held, waiting: r?.waiting, code: r?.problems.find((p) => p.severity === 'error')?.code ?? null }).toEqual(row.dry);
      // The Send tab: nothing handed, so no batch and no legend counts it (a planned post is never "scheduled").
      expect(s.batches).toEqual([]);
      // And the Send tab's count of a send now agrees with the dry run.
      expect(s.now.toSend).toBe(row.dry.held ? 0 : 1);
    });
  }
});
