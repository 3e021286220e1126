/**
 * w30fold (the Send tab's twin): "N sent for publishing" on the Send tab is the core's `sentFromHere` — the posts this
 * laptop handed that went out. The screen subtracted the campaign's unknown and refused posts from its handed count, a
 * teammate's among them: Bảo handed two posts (published) and Lan's one post's outcome is unknown; the screen read
 * "1 sent for publishing · 1 outcome unknown". Failed on the old code (no `sentFromHere`; the screen's own subtraction,
 * written out below, gives 1).
 */
import { describe, expect, it } from 'vitest';
import { CampaignSender } from '../../src-main/campaigns';
import { campaignPlans, campaigns, drafts, teamRows, workspaces } from '../../src-main/library';
import { teamPublishPort } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';

const AT = Date.parse('2026-11-27T09:00:00Z');

describe('the Send tab counts the posts sent from here apart from a teammate\'s of unknown outcome', () => {
  it('two handed from here and published, Lan\'s one unknown: 2 sent from here', async () => {
    const { lib } = tempLibrary();
    const db = lib.db;
    const w = workspaces.add(db, { name: 'Sóng Agency', hubUrl: 'https://hub.example.com' });
    workspaces.use(db, w.id);
    workspaces.setTeam(db, w.id, { url: 'https://team.example.com', id: 'team-1', role: 'owner', member: 'Bảo' });
    const draft = (caption: string) => drafts.create(db, { profile_id: 'prof_cafe', platforms: ['facebook'], caption, photos: [{ url: 'https://cdn.example.com/w30.jpg' }] }).id;
    const [a, b, c] = [draft('Bánh mì'), draft('Cà phê muối'), draft('Trà đào')];
    const id = campaigns.create(db, { name: 'Tết', draftIds: [a, b, c] }).id;
    campaignPlans.recordHanded(db, id, [a, b], 'bat-1');
    drafts.setStates(db, [a, b], 'published');
    teamRows.writeOutcome(db, w.id, {
      job_id: 'job-lan', draft_id: c, idempotency_key: 'k-lan', state: 'unknown', hub_status: null, outcomes: null, platforms: ['facebook'],
      fields: { profile_id: 'prof_cafe' }, last_error: null, next_at: null, created_at: AT, scheduled_at: null, member: 'Lan', at: new Date(AT).toISOString(),
    });
    const team = teamPublishPort(lib, workspaces.getCurrent(db));
    const sender = new CampaignSender({
      library: lib, team: () => team,
      publisher: async () => ({ batchProgress: (x: string) => ({ id: x, total: 0, pending: 0, skipped: 0, byState: {} }), jobs: () => [] }) as never,
    });
    const s = await sender.status(id);
    expect({ handed: s.handed, teamSent: s.teamSent, unknown: s.split?.unknown }).toEqual({ handed: 2, teamSent: 1, unknown: 1 });
    // The screen's own subtraction before w30fold: 2 - 1 - 0 = 1, Lan's unknown post taken from Bảo's sent.
    expect(Math.max(0, s.handed - (s.split?.unknown ?? 0) - (s.split?.refused ?? 0))).toBe(1);
    expect(s.sentFromHere).toBe(2);
  });
});
