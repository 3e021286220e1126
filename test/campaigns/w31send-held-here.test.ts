/**
 * w31send (session 27's note, "Not mended"): the Send tab's "Send does what the dry run showed: N going, M held back" worked
 * out M in the screen (`dry.held - dry.teamSent`), and `campaign status` did the same sum in its own words. One truth: the
 * core's dry run carries the posts it held back HERE (`heldHere`: held for an error or for the team's review, never a post a
 * teammate already sent), the status passes it on, and the screen and the CLI show it. Failed before: no `heldHere` in the
 * dry run's summary, the kept record nor the status (undefined), and `dryRunLine` did its own sum.
 */
import { describe, expect, it } from 'vitest';
import { CampaignSender, dryRun, runDryRun, type SpreadItem } from '../../src-main/campaigns';
import { campaignDryRuns, campaigns, drafts, teamRows, workspaces, type Draft } from '../../src-main/library';
import type { Problem } from '../../src-main/publisher/preflight';
import { teamPublishPort } from '../../src-main/team';
import { dryRunLine } from '../../src-main/cli/commands/campaign-status-words';
import { tempLibrary } from '../library/helpers';

const mk = (id: string, o: Partial<Draft> = {}): Draft => ({
  id, workspaceId: 'w', profile_id: 'prof_caphe', platforms: ['facebook'], caption: `caption ${id}`, title: '', fields: {},
  scheduled_at: null, timezone: null, add_to_queue: false,
  photos: [{ id: `${id}-p`, position: 0, source: 'url', path: null, url: 'https://img.example/a.jpg', sha256: null, bytes: null, width: null, height: null, mime: null, name: null }],
  captions: [], tags: [], notes: '', state: 'draft', createdAt: '', updatedAt: '', deletedAt: null, revision: 1, ...o,
});
const at = (id: string, iso: string): [string, SpreadItem] => [id, { id, at: Date.parse(iso), local: iso.slice(0, 16), timezone: 'Asia/Ho_Chi_Minh', offset: '+07:00', dstShift: null, movedForGapMinutes: 0, problem: null }];
const byLan: Problem = { severity: 'error', code: 'sent_by_team', channel: null, field: null, message: 'already sent by Lan', who: 'Lan', at: 0 };
const waits: Problem = { severity: 'error', code: 'waiting_approval', channel: null, field: null, message: 'waits for approval', who: 'an owner or an approver' };

describe('w31send: the dry run says how many posts it held back here, apart from a teammate\'s', () => {
  it('one sent by Lan, one over X\'s limit, one waiting for approval, one to send: 2 held back here', () => {
    const list = [mk('sent'), mk('long', { platforms: ['facebook', 'x'], caption: 'x'.repeat(312) }), mk('wait'), mk('go')];
    const times = new Map([at('sent', '2026-12-01T01:30:00Z'), at('long', '2026-12-02T01:30:00Z'), at('wait', '2026-12-03T01:30:00Z'), at('go', '2026-12-04T01:30:00Z')]);
    const { summary } = dryRun({ delivery: 'schedule', minGapMinutes: 60, duplicateDays: 7, pins: () => null, drafts: list, times, approval: (d) => (d.id === 'sent' ? byLan : d.id === 'wait' ? waits : null), teamTimes: new Map([['sent', null]]) });
    expect({ going: summary.going, held: summary.held, teamSent: summary.teamSent, waiting: summary.waiting }).toEqual({ going: 1, held: 3, teamSent: 1, waiting: 1 });
    expect(summary.heldHere).toBe(2);
  });

  it('the status\'s dry run (the Send tab\'s and `campaign status`\'s) carries it: Lan sent one of three, one has no photo', async () => {
    const { lib } = tempLibrary();
    const db = lib.db;
    const w = workspaces.add(db, { name: 'Sóng Agency', hubUrl: 'https://hub.example.com' });
    workspaces.use(db, w.id);
    workspaces.setTeam(db, w.id, { url: 'https://team.example.com', id: 'team-1', role: 'owner', member: 'Bảo' });
    const draft = (caption: string, photo = true) => drafts.create(db, { profile_id: 'prof_cafe', platforms: ['instagram'], caption, scheduled_at: '2027-01-20T09:00', timezone: 'Asia/Ho_Chi_Minh', ...(photo ? { photos: [{ url: 'https://cdn.example.com/w31.jpg' }] } : {}) }).id;
    const [a, b, c] = [draft('Bánh mì'), draft('Cà phê muối', false), draft('Trà đào')];
    const id = campaigns.create(db, { name: 'Tết', draftIds: [a, b, c] }).id;
    teamRows.writeOutcome(db, w.id, {
      job_id: 'job-lan', draft_id: a, idempotency_key: 'k-lan', state: 'done', hub_status: 'completed', outcomes: null, platforms: ['instagram'],
      fields: { profile_id: 'prof_cafe' }, last_error: null, next_at: null, created_at: Date.parse('2026-11-27T09:00:00Z'), scheduled_at: null, member: 'Lan', at: '2026-11-27T09:00:00.000Z',
    });
    const team = teamPublishPort(lib, workspaces.getCurrent(db));
    const sender = new CampaignSender({
      library: lib, team: () => team,
      publisher: async () => ({ batchProgress: (x: string) => ({ id: x, total: 0, pending: 0, skipped: 0, byState: {} }), jobs: () => [] }) as never,
    });
    const dry = runDryRun({ library: lib, workspaceId: w.id, now: () => Date.parse('2026-11-28T08:00:00Z'), pins: () => null, team }, id);
    await sender.dryRunSeen(id, dry);
    const s = await sender.status(id);
    expect(s.dryRun).toMatchObject({ current: true, teamSent: 1 });
    const d = s.dryRun!;
    // Every held post but Lan's is held back here; the dry run's own summary, the kept record and the status agree.
    expect(d.heldHere).toBe(d.held - 1);
    expect(d.heldHere).toBeGreaterThan(0);
    expect(d.found.heldHere).toBe(dry.summary.heldHere);
    expect(campaignDryRuns.last(db, id)?.summary.heldHere).toBe(dry.summary.heldHere);
    expect(dryRunLine(d)).toContain(`${d.found.heldHere} ${d.found.heldHere === 1 ? 'post' : 'posts'} held back, 1 already sent by a teammate`);
  });

  it('`campaign status` says the core\'s number, never a sum of its own', () => {
    const d = { current: true, toSend: 1, held: 3, waiting: 0, changes: 0, toSubmit: 0, resend: 0, teamSent: 1, heldHere: 2, sentSince: 0, fingerprint: 'sp1-0', at: '2026-11-28T08:00:00.000Z',
      found: { posts: 4, rows: 4, errors: 2, warnings: 0, held: 3, waiting: 0, changes: 0, teamSent: 1, heldHere: 2 } };
    expect(dryRunLine(d)).toBe('last dry run: 2026-11-28 08:00 UTC (fingerprint sp1-0): 2 rows with errors, 0 with warnings, 2 posts held back, 1 already sent by a teammate; still what Send does: 1 to send, 2 held back, 1 already sent by a teammate');
  });

  it('a dry run kept before `heldHere` was is read with it: its held posts but those a teammate sent', () => {
    const { lib } = tempLibrary();
    const id = campaigns.create(lib.db, { name: 'Tết', draftIds: [] }).id;
    campaignDryRuns.save(lib.db, id, { fingerprint: 'sp1-0', summary: { posts: 4, rows: 4, errors: 1, warnings: 0, held: 3, going: 1, waiting: 1, changes: 0, teamSent: 1 }, posts: [] });
    expect(campaignDryRuns.last(lib.db, id)?.summary.heldHere).toBe(2);
  });
});
