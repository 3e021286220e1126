/**
 * w11sender (walk 11): "edited since it was sent" is the same on the SENDER's laptop as on a teammate's,
 * before and after a leave and rejoin. Walk 11: Lan sent a scheduled post (the Hub holds it), then edited
 * its caption; Bảo's Outbox card, Table rows and calendar chip said "edited since it was sent" / ≠, Lan's
 * own said nothing: her calendar looked for her job among POST states ('scheduled', 'published'…) while a
 * job's are 'awaiting', 'done'…, and her Outbox card and rows never asked (only a teammate's send did).
 * Now both laptops read bridge team-send-text.ts (ownSendEdits for a journal's own send, sendEditedSince
 * for a teammate's): the approval the send's key was derived from, against the draft's revision now.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calendarSent, withSent } from '../../src-main/bridge/calendar-sent';
import { outcomeHandlers } from '../../src-main/bridge/handlers/outcomes';
import { toJobDto, withCampaigns, type Outbox } from '../../src-main/bridge/outbox';
import type { Services } from '../../src-main/bridge/services';
import { sendEditedSince } from '../../src-main/bridge/team-send-text';
import { calendarEntries } from '../../src-main/campaigns';
import { drafts, openLibrary, publishJobs, teamRows, workspaces, type Job, type Library } from '../../src-main/library';
import { sentText, teammateSends, type TeamOutcome, type TeamPublishPort } from '../../src-main/publisher';
import { applyReviewAction, approvalKey, DEFAULT_REVIEW_SETTINGS, teamPublishPort, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });
const FROM = Date.parse('2026-11-01T00:00:00Z');
const TO = Date.parse('2026-12-31T00:00:00Z');
const TEAM = { url: 'https://team.example.com', id: 'team-1', role: 'editor' as const };
const SENT_AT = Date.parse('2026-11-27T14:41:05Z');

type Port = Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'>;

/** Lan's laptop: Bảo approved her scheduled post and Lan's laptop sent it under the approval's key (the Hub holds it). */
function laptops() {
  const t = tempLibrary();
  const lan = t.lib;
  const w = workspaces.add(lan.db, { name: 'Sóng Agency', hubUrl: 'https://hub.example.com' });
  workspaces.use(lan.db, w.id);
  workspaces.setTeam(lan.db, w.id, { ...TEAM, member: 'Lan' });
  const d = drafts.create(lan.db, { profile_id: 'prof_cafe', platforms: ['instagram'], caption: 'Trà đào cam sả', scheduled_at: '2026-11-29T16:00', timezone: 'UTC' });
  applyReviewAction(lan.db, member('Lan', 'editor'), { draftId: d.id, action: 'submit' });
  t.clock.advance(1000);
  const a = applyReviewAction(lan.db, member('Bảo', 'approver'), { draftId: d.id, action: 'approve' }).approval!;
  const key = approvalKey(a.id, d.id, 0);
  const fields = { profile_id: 'prof_cafe', platforms: ['instagram'], caption: 'Trà đào cam sả', scheduled_at: '2026-11-29T16:00', timezone: 'UTC' };
  publishJobs.insertJobs(lan.db, [{ job: {
    id: 'job-lan', batchId: null, draftId: d.id, workspaceId: w.id, idempotencyKey: key, reason: 'publish', parentJobId: null,
    platforms: ['instagram'], fields, photos: [], contentType: 'application/json', body: Buffer.from('{}'), bodySha256: 'cafe', budgetBytes: null, scheduledAt: null,
  } }], { now: SENT_AT, durable: 'caller' });
  publishJobs.updateJob(lan.db, 'job-lan', { state: 'awaiting', hubStatus: 'scheduled' }, { event: { at: SENT_AT, type: 'accepted', state: 'awaiting' } });
  drafts.setState(lan.db, d.id, 'scheduled');
  // Bảo's laptop: the same library as the team shares it (drafts, approvals), with no job of his own.
  const baoPath = join(t.dir, 'bao.sqlite');
  lan.db.exec(`VACUUM INTO '${baoPath}'`);
  const bao = openLibrary(baoPath, { clock: t.clock });
  bao.db.exec('DELETE FROM publish_events; DELETE FROM publish_jobs;');
  // Lan's outcome, as her laptop shares it with the team.
  const job = publishJobs.getJob(lan.db, 'job-lan');
  const outcome: TeamOutcome = {
    id: job.id, draftId: d.id, key, by: { memberId: 'm-lan', name: 'Lan' }, at: SENT_AT, createdAt: SENT_AT, platforms: ['instagram'], fields,
    state: 'awaiting', hubStatus: 'scheduled', outcomes: null, lastError: null, nextAt: null, scheduledAt: null,
  };
  const port = (memberId: string, name: string): Port => ({ me: { memberId, name }, sharedOutcomes: (id: string) => (id === d.id ? [outcome] : []) });
  const lanPort = port('m-lan', 'Lan');
  const baoPort = port('m-bao', 'Bảo');
  /** Both laptops: the team carries an edit to each. */
  const edit = (caption: string) => {
    drafts.update(lan.db, d.id, { caption });
    drafts.update(bao.db, d.id, { caption });
  };
  return { lan, bao, w, d, a, key, fields, lanPort, baoPort, edit, clock: t.clock, closeBao: () => bao.close() };
}

const chip = (lib: Library, wsId: string, draftId: string, port: Port | null) =>
  withSent(lib.db, calendarEntries(lib.db, wsId, FROM, TO, FROM), port).find((e) => e.id === draftId)!;

/** Lan's Outbox card of her own job (jobs.list's reading). */
const lanCard = (lan: Library, port: Port | null) => withCampaigns(lan.db, [toJobDto(publishJobs.getJob(lan.db, 'job-lan') as Job, Date.parse('2026-11-27T15:00:00Z'), port)])[0]!;

/** Bảo's "Sent by teammates" card of Lan's send (bridge team-sends.ts teamSends' reading). */
function baoCard(bao: Library, draftId: string, port: Port) {
  const send = teammateSends(bao.db, [draftId], port)[0]!;
  const d = drafts.get(bao.db, draftId);
  return sentText(send.job, d, sendEditedSince(bao.db, d, draftId, send.key, send.job)).editedSinceSent;
}

/** The Outbox → Table rows of the current workspace (outcomes.list), with no publisher running (the library's journal). */
async function deskRows(lib: Library, port: Port | null) {
  const s = { library: lib, currentWorkspace: () => workspaces.getCurrent(lib.db), teamPort: () => port } as unknown as Services;
  const outbox = { publisher: () => Promise.reject(new Error('no publisher')) } as unknown as Outbox;
  return (await outcomeHandlers(s, outbox)['outcomes.list']({ filter: {} } as never)).rows;
}

describe("the sender's own laptop says \"edited since it was sent\" as every teammate's does", () => {
  it('before the edit: neither laptop marks it', async () => {
    const { lan, bao, w, d, lanPort, baoPort, closeBao } = laptops();
    try {
      expect(chip(lan, w.id, d.id, lanPort).edited_since_sent ?? null).toBeNull();
      expect(chip(bao, w.id, d.id, baoPort).edited_since_sent ?? null).toBeNull();
      expect(lanCard(lan, lanPort).editedSinceSent ?? null).toBeNull();
      expect(baoCard(bao, d.id, baoPort)).toBeNull();
      expect((await deskRows(lan, lanPort)).map((r) => r.editedSinceSent ?? null)).toEqual([null]);
    } finally {
      closeBao();
    }
  });

  it("after Lan's edit: Lan's calendar chip, Outbox card and Table row say it, as Bảo's do", async () => {
    const { lan, bao, w, d, a, lanPort, baoPort, edit, closeBao } = laptops();
    try {
      edit('Trà đào cam sả — mua 1 tặng 1 chiều Chủ nhật 29/11!');
      const mark = { approvedAt: a.at };
      expect(chip(bao, w.id, d.id, baoPort).edited_since_sent).toEqual(mark);
      expect(chip(lan, w.id, d.id, lanPort).edited_since_sent).toEqual(chip(bao, w.id, d.id, baoPort).edited_since_sent);
      // The card: the caption shown is the one the Hub holds (the journal carries it), on both laptops.
      expect(baoCard(bao, d.id, baoPort)).toEqual({ ...mark, captionAsSent: true });
      expect(lanCard(lan, lanPort).editedSinceSent).toEqual(baoCard(bao, d.id, baoPort));
      expect(lanCard(lan, lanPort).caption).toBe('Trà đào cam sả');
      const rows = await deskRows(lan, lanPort);
      expect(rows.map((r) => r.editedSinceSent)).toEqual([{ ...mark, captionAsSent: true }]);
    } finally {
      closeBao();
    }
  });

  it('after Lan leaves the team, and after she rejoins it, her own marks stay', async () => {
    const { lan, w, d, a, lanPort, edit, closeBao } = laptops();
    try {
      edit('Trà đào cam sả — mua 1 tặng 1');
      const mark = { approvedAt: a.at };
      workspaces.setTeam(lan.db, w.id, null);
      expect(chip(lan, w.id, d.id, null).edited_since_sent).toEqual(mark);
      expect(lanCard(lan, null).editedSinceSent).toEqual({ ...mark, captionAsSent: true });
      expect((await deskRows(lan, null)).map((r) => r.editedSinceSent)).toEqual([{ ...mark, captionAsSent: true }]);
      workspaces.setTeam(lan.db, w.id, { ...TEAM, member: 'Lan' });
      expect(chip(lan, w.id, d.id, lanPort).edited_since_sent).toEqual(mark);
      expect(lanCard(lan, lanPort).editedSinceSent).toEqual({ ...mark, captionAsSent: true });
      expect((await deskRows(lan, lanPort)).map((r) => r.editedSinceSent)).toEqual([{ ...mark, captionAsSent: true }]);
    } finally {
      closeBao();
    }
  });

  it('a send the Hub refused holds nothing there: no mark, however the draft changed', () => {
    const { lan, w, d, edit, closeBao } = laptops();
    try {
      publishJobs.updateJob(lan.db, 'job-lan', { state: 'refused', hubStatus: null, lastError: { code: 'media_invalid', message: 'no' } }, { event: { at: SENT_AT + 1, type: 'refused', state: 'refused' } });
      edit('Trà đào — new words');
      // (No team port: the shared outcome in this fixture is the one made before the refusal.)
      expect(lanCard(lan, null).editedSinceSent ?? null).toBeNull();
      expect(chip(lan, w.id, d.id, null).edited_since_sent ?? null).toBeNull();
    } finally {
      closeBao();
    }
  });

  it("a teammate who LEFT the team still sees the sender's send and its ≠ on the calendar, as their Outbox does (calendarSent reads the left workspace's port)", () => {
    const { bao, w, d, a, key, fields, edit, closeBao } = laptops();
    try {
      // Bảo's library holds Lan's outcome as the team shared it (team_outcomes), then he leaves: the outcomes stay (leftview).
      teamRows.writeOutcome(bao.db, w.id, {
        job_id: 'job-lan', draft_id: d.id, idempotency_key: key, state: 'awaiting', hub_status: 'scheduled', outcomes: null, platforms: ['instagram'], fields,
        last_error: null, next_at: null, created_at: SENT_AT, scheduled_at: null, member: 'Lan', at: new Date(SENT_AT).toISOString(),
      });
      edit('Trà đào cam sả — mua 1 tặng 1');
      workspaces.setTeam(bao.db, w.id, null);
      const s = { library: bao, currentWorkspace: () => workspaces.getCurrent(bao.db), teamPort: (ws = workspaces.getCurrent(bao.db)) => teamPublishPort(bao, ws) } as unknown as Services;
      const e = calendarSent(s, calendarEntries(bao.db, w.id, FROM, TO, FROM)).find((x) => x.id === d.id)!;
      expect(e.edited_since_sent).toEqual({ approvedAt: a.at });
      expect(e.sent_by).toEqual({ name: 'Lan' });
    } finally {
      closeBao();
    }
  });
});
