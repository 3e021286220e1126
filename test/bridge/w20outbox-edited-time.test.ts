/**
 * w20outbox (walk 18, finding 2): a send whose draft changed only in TIME since (Compose's "Send it as a new post at
 * another time…" moves the draft's time to the new post) was "edited since it was sent" on every laptop: Lan's Outbox
 * card, her Table row (and so the export's edited_since_sent), `postroom status` (ownSendEdits) and Bảo's card and row
 * (sendEditedSince). The Hub's caption was the draft's. Now "edited since" compares the draft's content at the time the
 * send went out with against the approval: a new time alone is no edit; a new caption still is.
 */
import { join } from 'node:path';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { outcomeHandlers } from '../../src-main/bridge/handlers/outcomes';
import { toJobDto, withCampaigns, type Outbox } from '../../src-main/bridge/outbox';
import type { Services } from '../../src-main/bridge/services';
import { ownSendEdits, sendEditedSince } from '../../src-main/bridge/team-send-text';
import { drafts, openLibrary, publishJobs, workspaces, type Job, type Library } from '../../src-main/library';
import { jobPost, teammateRows, teammateSends, type TeamOutcome, type TeamPublishPort } from '../../src-main/publisher';
import { applyReviewAction, approvalKey, DEFAULT_REVIEW_SETTINGS, type ReviewMember } from '../../src-main/team';
import { tempLibrary } from '../library/helpers';

const member = (name: string, role: ReviewMember['role']): ReviewMember => ({ name, role, settings: DEFAULT_REVIEW_SETTINGS, solo: false });
const TEAM = { url: 'https://team.example.com', id: 'team-1', role: 'editor' as const };
type Port = Pick<TeamPublishPort, 'me' | 'sharedOutcomes' | 'sentFirst'>;
const CAPTION = 'Cà phê muối… chỉ 35.000đ';
const wall = (days: number) => DateTime.now().plus({ days }).set({ hour: 9, minute: 0, second: 0, millisecond: 0 }).toFormat("yyyy-MM-dd'T'HH:mm");

/** Lan's laptop sent the approved post for day +8 under the approval's key; Bảo's holds the same library, no job. */
function laptops() {
  const t = tempLibrary();
  const lan = t.lib;
  const w = workspaces.add(lan.db, { name: 'Sóng Agency', hubUrl: 'https://hub.example.com' });
  workspaces.use(lan.db, w.id);
  workspaces.setTeam(lan.db, w.id, { ...TEAM, member: 'Lan' });
  const first = wall(8);
  const d = drafts.create(lan.db, { profile_id: 'prof_cafe', platforms: ['facebook'], caption: CAPTION, scheduled_at: first, timezone: 'Asia/Ho_Chi_Minh' });
  applyReviewAction(lan.db, member('Lan', 'editor'), { draftId: d.id, action: 'submit' });
  t.clock.advance(1000);
  const a = applyReviewAction(lan.db, member('Bảo', 'approver'), { draftId: d.id, action: 'approve' }).approval!;
  const key = approvalKey(a.id, d.id, 0);
  const fields = { profile_id: 'prof_cafe', platforms: ['facebook'], caption: CAPTION, scheduled_at: first, timezone: 'Asia/Ho_Chi_Minh' };
  const at = Date.now();
  publishJobs.insertJobs(lan.db, [{ job: {
    id: 'job-dec5', batchId: null, draftId: d.id, workspaceId: w.id, idempotencyKey: key, reason: 'publish', parentJobId: null,
    platforms: ['facebook'], fields, photos: [], contentType: 'application/json', body: Buffer.from('{}'), bodySha256: 'cafe', budgetBytes: null, scheduledAt: first,
  } }], { now: at, durable: 'caller' });
  publishJobs.updateJob(lan.db, 'job-dec5', { state: 'awaiting', hubStatus: 'scheduled' }, { event: { at, type: 'accepted', state: 'awaiting' } });
  const baoPath = join(t.dir, 'bao.sqlite');
  lan.db.exec(`VACUUM INTO '${baoPath}'`);
  const bao = openLibrary(baoPath, { clock: t.clock });
  bao.db.exec('DELETE FROM publish_events; DELETE FROM publish_jobs;');
  const outcome: TeamOutcome = {
    id: 'job-dec5', draftId: d.id, key, by: { memberId: 'm-lan', name: 'Lan' }, at, createdAt: at, platforms: ['facebook'], fields,
    state: 'awaiting', hubStatus: 'scheduled', outcomes: null, lastError: null, nextAt: null, scheduledAt: first,
  };
  const port = (memberId: string, name: string): Port => ({ me: { memberId, name }, sharedOutcomes: (id: string) => (id === d.id ? [outcome] : []) });
  /** Both laptops: the team carries a change to each. */
  const change = (patch: Parameters<typeof drafts.update>[2]) => {
    drafts.update(lan.db, d.id, patch);
    drafts.update(bao.db, d.id, patch);
  };
  return { lan, bao, d, a, lanPort: port('m-lan', 'Lan'), baoPort: port('m-bao', 'Bảo'), change, closeBao: () => bao.close() };
}

/** Every reading of "edited since it was sent": Lan's card, her Table row, her `postroom status` (ownSendEdits), Bảo's card and row. */
async function readings(lan: Library, bao: Library, draftId: string, lanPort: Port, baoPort: Port) {
  const job = publishJobs.getJob(lan.db, 'job-dec5') as Job;
  const card = withCampaigns(lan.db, [toJobDto(job, Date.now(), lanPort)])[0]!.editedSinceSent ?? null;
  const s = { library: lan, currentWorkspace: () => workspaces.getCurrent(lan.db), teamPort: () => lanPort } as unknown as Services;
  const outbox = { publisher: () => Promise.reject(new Error('no publisher')) } as unknown as Outbox;
  const row = (await outcomeHandlers(s, outbox)['outcomes.list']({ filter: {} } as never)).rows[0]!.editedSinceSent ?? null;
  const status = ownSendEdits(lan.db, [{ job, post: jobPost(job, null) }]).get(job.id) ?? null;
  const send = teammateSends(bao.db, [draftId], baoPort)[0]!;
  const d = drafts.get(bao.db, draftId);
  const baoCard = sendEditedSince(bao.db, d, draftId, send.key, send.job);
  const baoRow = teammateRows([send], { editedOf: (id, key, j) => sendEditedSince(bao.db, drafts.get(bao.db, id), id, key, j) })[0]!.editedSinceSent ?? null;
  return { card, row, status, baoCard, baoRow };
}

describe('"edited since it was sent" reads the text the Hub holds, not the draft\'s time', () => {
  it('the draft\'s time moved to a new post (day +9): no laptop says the Dec-5-style post was edited', async () => {
    const { lan, bao, d, lanPort, baoPort, change, closeBao } = laptops();
    try {
      change({ scheduled_at: wall(9) });
      expect(await readings(lan, bao, d.id, lanPort, baoPort)).toEqual({ card: null, row: null, status: null, baoCard: null, baoRow: null });
    } finally {
      closeBao();
    }
  });

  it('the caption changed too: every laptop still says it, with the approval\'s date', async () => {
    const { lan, bao, d, a, lanPort, baoPort, change, closeBao } = laptops();
    try {
      change({ scheduled_at: wall(9), caption: `${CAPTION} — thêm bánh flan` });
      const mark = { approvedAt: a.at, captionAsSent: true };
      expect(await readings(lan, bao, d.id, lanPort, baoPort)).toEqual({ card: mark, row: mark, status: mark, baoCard: { approvedAt: a.at }, baoRow: mark });
    } finally {
      closeBao();
    }
  });
});
