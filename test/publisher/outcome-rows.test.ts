/**
 * The review desk's query (issue 32 item 1): a journal of three brands' day written by hand, its
 * rows (a row per post × channel, states from postState) and the summary by brand and by channel,
 * counted by hand beside it; the date range, the summary's scope, "needs attention", the export.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishJobs, type WritableDB } from '../../src-main/library';
import { readCsvRecords } from '../../src-main/library/transfer-csv';
import { outcomeDesk, outcomeRows, outcomeSummary, outcomesText, OUTCOME_COLUMNS, type OutcomeRow } from '../../src-main/publisher';
import { journalDb } from './helpers';
import { no, ok, writeJournal } from './outcome-journal';

const T = (iso: string) => Date.parse(iso);
let db: ReturnType<typeof journalDb>;
let rows: OutcomeRow[];
let retryId = '';

beforeAll(() => {
  db = journalDb();
  const w = db.db as unknown as WritableDB;
  writeJournal(w, [
    // 1. Studio Lumen, published on both channels.
    { id: 'j1', profileId: 'prof_lumen', platforms: ['instagram', 'x'], at: T('2026-11-26T09:00:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('instagram'), ok('x')] } },
    // 2. Studio Lumen, X refuses (partly published).
    { id: 'j2', profileId: 'prof_lumen', platforms: ['instagram', 'x'], caption: '=HYPERLINK("https://evil.example")', at: T('2026-11-26T10:00:00Z'), patch: { state: 'done', hubStatus: 'partial', outcomes: [ok('instagram'), no('x')] } },
    // 3. Cà Phê, the Hub timed out: outcome unknown.
    { id: 'j3', profileId: 'prof_caphe', platforms: ['facebook'], at: T('2026-11-26T11:00:00Z'), patch: { state: 'unknown', lastError: { code: 'upstream_timeout', message: 'timed out' } } },
    // 4. Cà Phê, refused by the Hub: both channels refused.
    { id: 'j4', profileId: 'prof_caphe', platforms: ['facebook', 'instagram'], at: T('2026-11-26T11:30:00Z'), patch: { state: 'refused', lastError: { code: 'invalid_request', message: 'caption too long' } } },
    // 5. Áo Dài, held by the Hub for 20:00 in Ho Chi Minh (13:00 UTC), journaled days before.
    { id: 'j5', profileId: 'prof_aodai', platforms: ['instagram'], scheduledAt: '2026-11-26T20:00', timezone: 'Asia/Ho_Chi_Minh', at: T('2026-11-20T08:00:00Z'), patch: { state: 'awaiting', hubStatus: 'scheduled' } },
    // 6. Áo Dài, Threads refused, then its retry published.
    { id: 'j6', draftId: 'd-six', profileId: 'prof_aodai', platforms: ['threads'], at: T('2026-11-26T14:00:00Z'), patch: { state: 'done', hubStatus: 'failed', outcomes: [no('threads', 'Media upload has failed with error code 2207026')], supersededBy: 'j6r' } },
    { id: 'j6r', draftId: 'd-six', parentJobId: 'j6', reason: 'retry_channels', profileId: 'prof_aodai', platforms: ['threads'], at: T('2026-11-26T14:20:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('threads')] } },
    // 7. Studio Lumen, withdrawn before it was sent: shown, never counted.
    { id: 'j7', profileId: 'prof_lumen', platforms: ['x'], at: T('2026-11-26T15:00:00Z'), patch: { state: 'cancelled' } },
    // 8. Cà Phê, published the evening before (UTC).
    { id: 'j8', profileId: 'prof_caphe', platforms: ['instagram'], at: T('2026-11-25T23:30:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('instagram')] } },
    // Another workspace's job: never on this desk (the bridge reads the current workspace's).
    { id: 'jx', workspaceId: 'other', profileId: 'prof_lumen', platforms: ['x'], at: T('2026-11-26T09:00:00Z'), patch: { state: 'done', hubStatus: 'completed', outcomes: [ok('x')] } },
  ]);
  retryId = 'j6r';
  const jobs = publishJobs.listJobs(db.db as unknown as WritableDB, { workspaceId: 'sandbox' });
  rows = outcomeRows(jobs, { campaignOf: (j) => (j.fields.profile_id === 'prof_lumen' ? 'camp-lumen' : null) });
});
afterAll(() => db.cleanup());

const line = (published: number, refused: number, unknown: number, waiting: number) => ({ published, refused, unknown, waiting });

describe('the desk\'s rows', () => {
  it('is a row per post × channel, newest first, each with its deciding job\'s state', () => {
    expect(rows.map((r) => `${r.jobId} ${r.channel} ${r.state} ${r.postState}`)).toEqual([
      'j7 x cancelled cancelled',
      'j6r threads published published',
      // w20outbox (walk 18): the first post, which the Hub holds with Threads refused, keeps its row: retried by j6r.
      'j6 threads refused published',
      'j5 instagram scheduled scheduled',
      'j4 facebook hub_refused refused',
      'j4 instagram hub_refused refused',
      'j3 facebook unknown unknown',
      'j2 instagram published partial',
      'j2 x refused partial',
      'j1 instagram published published',
      'j1 x published published',
      'j8 instagram published published',
    ]);
    expect(rows.find((r) => r.jobId === retryId)?.postId).toBe('d-six');
    expect(rows.find((r) => r.jobId === 'j6')?.retriedBy).toBe('j6r');
    expect(rows.filter((r) => r.retriedBy).map((r) => r.jobId)).toEqual(['j6']);
  });

  it('places a scheduled post at its time in its own zone, and keeps the time and zone as sent', () => {
    const r = rows.find((x) => x.jobId === 'j5')!;
    expect(r).toMatchObject({ at: '2026-11-26T13:00:00.000Z', scheduledAt: '2026-11-26T20:00', timezone: 'Asia/Ho_Chi_Minh', outcome: 'waiting', profileId: 'prof_aodai' });
  });

  it('carries the channel\'s own words and the Hub\'s for a Hub refusal or an unknown outcome', () => {
    expect(rows.find((r) => r.jobId === 'j2' && r.channel === 'x')).toMatchObject({ outcome: 'refused', code: '2207009', message: 'The aspect ratio is not supported.' });
    expect(rows.find((r) => r.jobId === 'j3')).toMatchObject({ outcome: 'unknown', code: 'upstream_timeout' });
    expect(rows.find((r) => r.jobId === 'j1' && r.channel === 'x')).toMatchObject({ url: 'https://example.com/x/1', campaignId: 'camp-lumen' });
  });
});

describe('the summary, by brand and by channel (counted by hand)', () => {
  it('counts every channel of the journal in its outcome; a cancelled one in none', () => {
    const s = outcomeSummary(rows);
    expect(s.total).toEqual(line(5, 4, 1, 1));
    expect(s.byProfile).toEqual([
      { key: 'prof_aodai', ...line(1, 1, 0, 1) },
      { key: 'prof_caphe', ...line(1, 2, 1, 0) },
      { key: 'prof_lumen', ...line(3, 1, 0, 0) },
    ]);
    expect(s.byChannel).toEqual([
      { key: 'facebook', ...line(0, 1, 1, 0) },
      { key: 'instagram', ...line(3, 1, 0, 1) },
      { key: 'threads', ...line(1, 1, 0, 0) },
      { key: 'x', ...line(1, 1, 0, 0) },
    ]);
  });

  it('today (from inclusive, to exclusive) leaves out the evening before', () => {
    const d = outcomeDesk(rows, { from: '2026-11-26T00:00:00.000Z', to: '2026-11-27T00:00:00.000Z' }, 100);
    expect(d.rows.map((r) => r.jobId)).not.toContain('j8');
    expect(d.rows).toHaveLength(11);
    expect(d.summary.byProfile.find((l) => l.key === 'prof_caphe')).toEqual({ key: 'prof_caphe', ...line(0, 2, 1, 0) });
    expect(d.summary.byChannel.find((l) => l.key === 'instagram')).toEqual({ key: 'instagram', ...line(2, 1, 0, 1) });
    // The scheduled post's instant is 13:00 UTC: a range ending at 13:00 leaves it out, one ending after takes it.
    expect(outcomeDesk(rows, { from: '2026-11-26T12:00:00Z', to: '2026-11-26T13:00:00Z' }, 100).rows.map((r) => r.jobId)).toEqual([]);
    expect(outcomeDesk(rows, { from: '2026-11-26T13:00:00Z', to: '2026-11-26T13:00:01Z' }, 100).rows.map((r) => r.jobId)).toEqual(['j5']);
  });

  it('the summary counts exactly what the brand and channel filters show, in every outcome (issue 32, mend32)', () => {
    const d = outcomeDesk(rows, { profile: 'prof_caphe', outcomes: ['refused', 'unknown'] }, 100);
    expect(d.rows.map((r) => `${r.jobId} ${r.channel}`)).toEqual(['j4 facebook', 'j4 instagram', 'j3 facebook']);
    // Only the brand chosen; its channels only; the outcomes chosen narrow the table, the summary's columns stay all four.
    expect(d.summary.byProfile).toEqual([{ key: 'prof_caphe', ...line(1, 2, 1, 0) }]);
    expect(d.summary.total).toEqual(line(1, 2, 1, 0));
    expect(d.summary.byChannel.reduce((n, l) => n + l.published + l.refused + l.unknown + l.waiting, 0)).toBe(4);
    const x = outcomeDesk(rows, { channel: 'x' }, 100);
    expect(x.summary.byChannel.map((l) => l.key)).toEqual(['x']);
    expect(x.summary.total.published + x.summary.total.refused + x.summary.total.unknown + x.summary.total.waiting).toBe(x.rows.filter((r) => r.outcome !== null && !r.supersededBy).length);
    expect(outcomeDesk(rows, { channel: 'x', outcomes: ['refused'] }, 100).rows.map((r) => r.jobId)).toEqual(['j2']);
  });

  it('needs attention = refused and unknown; the campaign and the post\'s state narrow the scope too', () => {
    expect(outcomeDesk(rows, { outcomes: ['refused', 'unknown'] }, 100).rows).toHaveLength(5);
    const c = outcomeDesk(rows, { campaign: 'camp-lumen' }, 100);
    expect(c.summary.byProfile).toEqual([{ key: 'prof_lumen', ...line(3, 1, 0, 0) }]);
    expect(outcomeDesk(rows, { state: 'partial' }, 100).rows.map((r) => `${r.jobId} ${r.channel}`)).toEqual(['j2 instagram', 'j2 x']);
  });

  it('gives at most the limit and says how many more', () => {
    const d = outcomeDesk(rows, {}, 4);
    expect(d.rows).toHaveLength(4);
    expect(d.more).toBe(8);
  });
});

describe('the export', () => {
  it('writes the rows shown as CSV through the escaped writer: a formula stays text', () => {
    const shown = outcomeDesk(rows, { profile: 'prof_lumen' }, 100).rows;
    const csv = outcomesText(shown, 'csv', (id) => (id === 'prof_lumen' ? 'Studio Lumen' : null));
    const r = readCsvRecords(csv);
    if (!r.ok) throw new Error(r.message);
    expect(r.header).toEqual([...OUTCOME_COLUMNS]);
    expect(r.records).toHaveLength(5);
    const x = r.records.find((rec) => rec.cells.job_id === 'j2' && rec.cells.channel === 'x')!.cells;
    expect(x).toMatchObject({ profile: 'Studio Lumen', outcome: 'refused', state: 'refused', post_state: 'partial', code: '2207009', time: '2026-11-26T10:00:00.000Z' });
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(r.records.find((rec) => rec.cells.job_id === 'j7')!.cells.outcome).toBe('cancelled');
  });

  it('writes JSON as the rows, with the brand\'s name', () => {
    const shown = outcomeDesk(rows, { outcomes: ['unknown'] }, 100).rows;
    const parsed = JSON.parse(outcomesText(shown, 'json', () => 'Cà Phê Sữa Đá')) as Array<Record<string, unknown>>;
    expect(parsed).toEqual([expect.objectContaining({ jobId: 'j3', channel: 'facebook', outcome: 'unknown', profile: 'Cà Phê Sữa Đá' })]);
  });
});

describe('a post sent again as new (both attempts are rows; the post is counted once)', () => {
  let resent: OutcomeRow[] = [];
  let second: ReturnType<typeof journalDb>;
  beforeAll(() => {
    second = journalDb();
    const w = second.db as unknown as WritableDB;
    writeJournal(w, [
      // Lumen on Instagram and X: the Hub timed out (unknown), the person sent it again as new: published.
      { id: 'a1', draftId: 'd-again', profileId: 'prof_lumen', platforms: ['instagram', 'x'], at: T('2026-11-26T09:00:00Z'), patch: { state: 'cancelled', lastError: { code: 'upstream_timeout', message: 'timed out' }, supersededBy: 'a2' } },
      { id: 'a2', draftId: 'd-again', parentJobId: 'a1', reason: 'resend', profileId: 'prof_lumen', platforms: ['instagram', 'x'], at: T('2026-11-26T09:30:00Z'), patch: { state: 'done', hubStatus: 'partial', outcomes: [ok('instagram'), no('x')] } },
      // Sent with no draft (the CLI's raw send): its attempts are still one post.
      { id: 'b1', draftId: null, profileId: 'prof_caphe', platforms: ['facebook'], at: T('2026-11-26T08:00:00Z'), patch: { state: 'cancelled', lastError: { code: 'upstream_timeout', message: 'timed out' }, supersededBy: 'b2' } },
      { id: 'b2', draftId: null, parentJobId: 'b1', reason: 'resend', profileId: 'prof_caphe', platforms: ['facebook'], at: T('2026-11-26T08:20:00Z'), patch: { state: 'unknown', lastError: { code: 'upstream_timeout', message: 'timed out' } } },
    ]);
    resent = outcomeRows(publishJobs.listJobs(w, { workspaceId: 'sandbox' }));
  });
  afterAll(() => second.cleanup());

  it('shows the first attempt with its own state (unknown: it may be live) right after the attempt that replaced it', () => {
    expect(resent.map((r) => `${r.jobId} ${r.channel} ${r.state} ${r.supersededBy ?? '-'} ${r.postId}`)).toEqual([
      'a2 instagram published - d-again',
      'a1 instagram unknown a2 d-again',
      'a2 x refused - d-again',
      'a1 x unknown a2 d-again',
      'b2 facebook unknown - b1',
      'b1 facebook unknown b2 b1',
    ]);
    expect(resent.find((r) => r.jobId === 'a1')).toMatchObject({ outcome: 'unknown', code: 'upstream_timeout', at: '2026-11-26T09:00:00.000Z', postState: 'partial' });
  });

  it('counts the post once, by its latest attempt; a filter shows the earlier attempt with the row it follows', () => {
    const d = outcomeDesk(resent, {}, 100);
    expect(d.summary.total).toEqual(line(1, 1, 1, 0));
    expect(d.rows).toHaveLength(6);
    expect(outcomeDesk(resent, { outcomes: ['refused'] }, 100).rows.map((r) => `${r.jobId} ${r.channel}`)).toEqual(['a2 x', 'a1 x']);
    // "Unknown" is the post sent with no draft: its earlier attempt follows; the resent Lumen post's earlier attempt does not stand alone.
    expect(outcomeDesk(resent, { outcomes: ['unknown'] }, 100).rows.map((r) => r.jobId)).toEqual(['b2', 'b1']);
    expect(outcomeDesk(resent, { from: '2026-11-26T09:00:00Z', to: '2026-11-26T09:00:01Z' }, 100).rows).toEqual([]);
  });

  it('exports both attempts, the earlier naming the one that replaced it', () => {
    const r = readCsvRecords(outcomesText(outcomeDesk(resent, { channel: 'x' }, 100).rows, 'csv'));
    if (!r.ok) throw new Error(r.message);
    expect(r.records.map((rec) => [rec.cells.job_id, rec.cells.outcome, rec.cells.sent_again_as])).toEqual([['a2', 'refused', ''], ['a1', 'unknown', 'a2']]);
  });
});

describe('the journal\'s stamp (the desk keeps its rows while it is unchanged)', () => {
  it('changes with every job journaled or moved', () => {
    const { db: d, cleanup } = journalDb();
    const w = d as unknown as WritableDB;
    try {
      const empty = publishJobs.journalStamp(w, 'sandbox');
      const [id] = writeJournal(w, [{ profileId: 'prof_lumen', platforms: ['x'], at: 1_000 }]);
      const one = publishJobs.journalStamp(w, 'sandbox');
      expect(one).not.toBe(empty);
      expect(publishJobs.journalStamp(w, 'sandbox')).toBe(one);
      // A move, even at the very millisecond the job was journaled, changes the stamp.
      publishJobs.writeChange(w, { id: id!, patch: { state: 'sending' }, events: [{ at: 1_000, type: 'sending', state: 'sending' }] });
      const moved = publishJobs.journalStamp(w, 'sandbox');
      expect(moved).not.toBe(one);
      publishJobs.writeChange(w, { id: id!, patch: { state: 'done', outcomes: [ok('x')] }, events: [{ at: 1_000, type: 'answer', state: 'done' }] });
      expect(publishJobs.journalStamp(w, 'sandbox')).not.toBe(moved);
    } finally {
      cleanup();
    }
  });
});
