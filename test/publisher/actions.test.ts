/**
 * The state × action truth table (architecture.md, third round), walked row by row: the table is
 * written out again here by hand, one line a row, and every row is reached from a real post state
 * (with its time before or past `now`), so a changed cell, a row the derivation no longer reaches,
 * or a verdict the table does not say each fails here.
 */
import { describe, expect, it } from 'vitest';
import {
  ACTION_QUESTIONS, ACTION_REASONS, ACTION_ROWS, ACTIONS_TABLE, FOLLOWED_UP, POST_ACTIONS, TEAM_OVERLAY, actionRow, actionsChangeAt, postActions, postState, retryVerdict,
  type ActionRow, type ActionSubject, type AskedTime, type JobView, type PostAction, type Verdict,
} from '../../src-main/publisher';

const NOW = Date.parse('2026-11-26T12:00:00Z');
// Wall-clock times in the post's own zone (as sent): Ho Chi Minh is UTC+7, so 18:00 there is 11:00 UTC.
const AHEAD = { scheduledAt: '2027-03-14T09:30', timezone: 'Asia/Ho_Chi_Minh' };
const PAST = { scheduledAt: '2026-11-26T18:00', timezone: 'Asia/Ho_Chi_Minh' };
const NONE = { scheduledAt: null, timezone: null };

/**
 * By hand. A = allowed; ?key = asks that question first; -key = refused for that reason;
 * retry on partial and channels_refused, send_again on unknown_due: "past ? ask : otherwise" by the post's own time.
 * w31retry: a send whose refused channels were retried is in the row of how the retry went (rule 6); fix_resend, then restore (rule 7), are the last columns.
 *                   edit_text       edit_time       drag              retry_refused        send_again    ask_hub         mark_live       delete           duplicate export cancel fix_resend restore
 */
const BY_HAND: Record<ActionRow, string> = {
  draft:            'A               A               A                 -nothing_sent        -nothing_sent -nothing_sent   -nothing_sent   A                A A -nothing_sent  -nothing_sent  A',
  queued:           '?held_edit      ?held_time      -hub_queue_holds  -nothing_refused     ?duplicate    A               -hub_follows    ?still_goes_out  A A -hub_queue_holds  -nothing_refused  -hub_queue_holds',
  scheduled_ahead:  '?held_edit      ?held_time      -hub_holds        -nothing_refused     ?duplicate    A               -not_due        ?still_goes_out  A A -hub_holds  -nothing_refused  -hub_holds',
  scheduled_past:   '?held_edit      -may_be_out     -may_be_out       -nothing_refused     ?resend_when  A               -hub_follows    ?still_goes_out  A A -may_be_out  -nothing_refused  -may_be_out',
  sending:          '?held_edit      -in_flight      -in_flight        -in_flight           -in_flight    -in_flight      -in_flight      ?still_goes_out  A A A  -in_flight  -in_flight',
  // h-lostcancel (rule 5): its call went out and the answer was lost: the Hub may hold it; still sent under its key.
  answer_lost:      '?held_edit      -in_flight      -in_flight        -in_flight           -in_flight    -in_flight      -in_flight      ?still_goes_out  A A -answer_lost  -in_flight  -in_flight',
  published:        '?held_edit      -already_out    -already_out      -nothing_refused     ?duplicate    -final          -final          ?stays_live      A A -final  -nothing_refused  -final',
  partial:          'A               -already_out    -already_out      past?when:A          ?duplicate    -final          -final          ?stays_live      A A -final  A  -final',
  refused:          'A               A               A                 -hub_refused_all     A             -nothing_sent   -nothing_sent   A                A A -final  A  -hub_refused_all',
  channels_refused: 'A               -already_out    -already_out      past?when:A          A             -final          -final          A                A A -final  A  -final',
  unknown_ahead:    '?held_edit      ?held_time      -hub_may_hold     -nothing_refused     -not_due      A               -not_due        ?still_goes_out  A A -cannot_withdraw  -nothing_refused  -cannot_withdraw',
  unknown_due:      '?held_edit      -may_be_out     -may_be_out       -nothing_refused     past?resend_when:?duplicate A               ?live           ?still_goes_out  A A -cannot_withdraw  -nothing_refused  -cannot_withdraw',
  cancelled:        'A               A               A                 -nothing_sent        A             -nothing_sent   -nothing_sent   A                A A -already_cancelled  -nothing_sent  A',
  retried_published: '?held_edit     -already_out    -already_out      -followed_up         -followed_up  -final          -final          ?stays_live      A A -final  -retry_published  -final',
  retried_refused:  'A               -already_out    -already_out      -followed_up         -followed_up  -final          -final          ?stays_live      A A -final  A  -final',
  retried_unknown:  '?held_edit      -may_be_out     -may_be_out       -followed_up         -followed_up  -final          -final          ?still_goes_out  A A -final  -retry_may_be_out  -final',
  retried_pending:  '?held_edit      -already_out    -already_out      -followed_up         -followed_up  -final          -final          ?still_goes_out  A A -final  -retry_pending  -final',
  sent_again_published: '?held_edit  -already_out    -already_out      -sent_again_published ?duplicate  -final          -final          ?stays_live      A A -final  -sent_again_published  -final',
  // h-retryat (rule 8): a team that approves the time with the words; a retry at another time: AT_ANOTHER_TIME below.
  approved_partial: 'A               -already_out    -already_out      past?when_now:A      ?duplicate    -final          -final          ?stays_live      A A -final  A  -final',
  approved_channels_refused: 'A      -already_out    -already_out      past?when_now:A      A             -final          -final          A                A A -final  A  -final',
  // h-retryheld (rule 9): the team took back the approval the send went under: its refused channels wait for a new approval.
  withdrawn_partial: 'A              -already_out    -already_out      -approval_withdrawn  ?duplicate    -final          -final          ?stays_live      A A -final  A  -final',
  withdrawn_channels_refused: 'A     -already_out    -already_out      -approval_withdrawn  A             -final          -final          A                A A -final  A  -final',
};

function verdictOf(word: string, pastTime: boolean): Verdict {
  if (word.startsWith('past?')) {
    const [ifPast, otherwise] = word.slice('past'.length).split(':') as [string, string];
    return verdictOf(pastTime ? ifPast : otherwise, pastTime);
  }
  if (word === 'A') return { do: 'allowed' };
  if (word.startsWith('?')) return { do: 'ask', ask: word.slice(1) as never };
  if (word.startsWith('-')) return { do: 'refused', reason: word.slice(1) as never };
  throw new Error(`bad cell ${word}`);
}
const byHand = (row: ActionRow, pastTime: boolean): Record<PostAction, Verdict> => {
  const words = BY_HAND[row].trim().split(/\s+/);
  expect(words).toHaveLength(POST_ACTIONS.length);
  return Object.fromEntries(POST_ACTIONS.map((a, i) => [a, verdictOf(words[i]!, pastTime)])) as Record<PostAction, Verdict>;
};

let n = 0;
const job = (over: Partial<JobView> = {}): JobView => ({
  id: `j${++n}`, state: 'done', hubStatus: 'completed', platforms: ['instagram', 'x'], fields: {}, outcomes: null,
  lastError: null, nextAt: null, createdAt: n, scheduledAt: null, ...over,
});
const ok = (channel: string) => ({ channel, success: true, url: `https://example.com/${channel}`, code: null, message: null, vietnamese: null });
const refused = (channel: string) => ({ channel, success: false, url: null, code: 'invalid_request', message: 'refused', vietnamese: null });
const timed = (t: { scheduledAt: string | null; timezone: string | null }) => (t.scheduledAt ? { scheduled_at: t.scheduledAt, timezone: t.timezone } : {});

/**
 * Real jobs for each row (and, where the time matters, each side of it), through the one post-state derivation; w31retry:
 * with, for a send whose refused channels were retried, that retry's jobs (its own post state: retried-as.ts).
 */
const partialSend = () => job({ hubStatus: 'partial', outcomes: [ok('instagram'), refused('x')] });
const allRefusedSend = () => job({ hubStatus: 'failed', outcomes: [refused('instagram'), refused('x')] });
const retryOf = (over: Partial<JobView>) => [job({ platforms: ['x'], ...over })];
/** h-retry (2): a later send of the draft ("Publish again": a Hub post of its own) over its channels, read as retried-as.ts ownSentAgain reads it. */
const sentAgain = (over: Partial<JobView>) => ({ sentAgain: postState([job(over)]).state });
/** h-retryat: the post's team requires approval: its time was approved with its words (rule 8). */
const approved = { approvedTime: true } as const;
/** h-retryheld: and the team took back the approval the send went under (rule 9). */
const withdrawn = { approvedTime: true, approvalWithdrawn: true } as const;
const REACHED: Array<[ActionRow, string, JobView[], boolean, JobView[]?, Partial<Pick<ActionSubject, 'sentAgain' | 'approvedTime' | 'approvalWithdrawn'>>?]> = [
  ['draft', 'no job', [], false],
  ['queued', 'in the posting queue', [job({ state: 'awaiting', hubStatus: 'processing', fields: { add_to_queue: true } })], false],
  ['scheduled_ahead', 'scheduled for March', [job({ state: 'awaiting', hubStatus: 'scheduled', fields: timed(AHEAD) })], false],
  ['scheduled_past', 'scheduled for this morning, no outcome yet', [job({ state: 'awaiting', hubStatus: 'scheduled', fields: timed(PAST) })], true],
  ['sending', 'a call in flight', [job({ state: 'sending', hubStatus: null })], false],
  ['sending', 'waiting to retry the same key', [job({ state: 'retrying', hubStatus: null, lastError: { code: 'upstream_error', message: 'bad gateway' } })], false],
  ['sending', 'its call never left (connection refused): waiting to reach the Hub', [job({ state: 'retrying', hubStatus: null, lastError: { code: 'network', message: 'connect ECONNREFUSED' } })], false],
  ['answer_lost', 'its call went out and the answer was lost', [job({ state: 'retrying', hubStatus: null, lastError: { code: 'no_answer', message: 'other side closed' } })], false],
  ['answer_lost', 'its answer lost, a post for March', [job({ state: 'retrying', hubStatus: null, fields: timed(AHEAD), lastError: { code: 'no_answer', message: 'other side closed' } })], false],
  ['published', 'published', [job({ outcomes: [ok('instagram'), ok('x')] })], false],
  ['partial', 'partly published, sent with no time', [job({ hubStatus: 'partial', outcomes: [ok('instagram'), refused('x')] })], false],
  ['partial', 'partly published, its time passed', [job({ hubStatus: 'partial', fields: timed(PAST), outcomes: [ok('instagram'), refused('x')] })], true],
  ['refused', 'refused by the Hub', [job({ state: 'refused', hubStatus: null, lastError: { code: 'invalid_request', message: 'caption too long' } })], false],
  ['channels_refused', 'every channel refused, sent with no time', [job({ hubStatus: 'failed', outcomes: [refused('instagram'), refused('x')] })], false],
  ['channels_refused', 'every channel refused at its time', [job({ hubStatus: 'failed', fields: timed(PAST), outcomes: [refused('instagram'), refused('x')] })], true],
  ['unknown_ahead', 'upstream_timeout on a post for March', [job({ state: 'unknown', hubStatus: null, fields: timed(AHEAD), lastError: { code: 'upstream_timeout', message: 'timed out' } })], false],
  ['unknown_due', 'upstream_timeout on a post sent now', [job({ state: 'unknown', hubStatus: null, lastError: { code: 'upstream_timeout', message: 'timed out' } })], false],
  ['unknown_due', 'upstream_timeout on a post whose time passed', [job({ state: 'unknown', hubStatus: null, fields: timed(PAST), lastError: { code: 'upstream_timeout', message: 'timed out' } })], true],
  ['cancelled', 'cancelled before it was sent', [job({ state: 'cancelled', hubStatus: null })], false],
  // w31retry (rule 6): "Instagram published, X refused", then X retried as a new post.
  ['retried_published', 'X refused, retried and published', [partialSend()], false, retryOf({ outcomes: [ok('x')] })],
  ['retried_published', 'every channel refused, retried and published', [allRefusedSend()], false, retryOf({ platforms: ['instagram', 'x'], outcomes: [ok('instagram'), ok('x')] })],
  ['retried_refused', 'X refused, retried and refused again', [partialSend()], false, retryOf({ hubStatus: 'failed', outcomes: [refused('x')] })],
  ['retried_refused', 'X refused, the retry refused by the Hub', [partialSend()], false, retryOf({ state: 'refused', hubStatus: null, lastError: { code: 'invalid_request', message: 'no' } })],
  ['retried_refused', 'every channel refused, the retry partly published', [allRefusedSend()], false, retryOf({ platforms: ['instagram', 'x'], hubStatus: 'partial', outcomes: [ok('instagram'), refused('x')] })],
  ['channels_refused', 'every channel refused, retried and refused again: nothing of it is live', [allRefusedSend()], false, retryOf({ platforms: ['instagram', 'x'], hubStatus: 'failed', outcomes: [refused('instagram'), refused('x')] })],
  ['retried_unknown', 'X refused, the retry timed out', [partialSend()], false, retryOf({ state: 'unknown', hubStatus: null, lastError: { code: 'upstream_timeout', message: 'timed out' } })],
  ['retried_pending', 'X refused, the retry in flight', [partialSend()], false, retryOf({ state: 'sending', hubStatus: null })],
  ['retried_pending', 'X refused, the retry scheduled', [partialSend()], false, retryOf({ state: 'awaiting', hubStatus: 'scheduled', fields: timed(AHEAD) })],
  ['partial', 'X refused, the retry cancelled before it was sent', [partialSend()], false, retryOf({ state: 'cancelled', hubStatus: null })],
  // h-retry (2): "Instagram published, X refused", then the whole post published again as new.
  ['sent_again_published', 'X refused, the post sent again as new and published', [partialSend()], false, undefined, sentAgain({ outcomes: [ok('instagram'), ok('x')] })],
  ['sent_again_published', 'every channel refused, the post sent again as new and published', [allRefusedSend()], false, undefined, sentAgain({ outcomes: [ok('instagram'), ok('x')] })],
  ['partial', 'X refused, the post sent again as new and X refused again', [partialSend()], false, undefined, sentAgain({ hubStatus: 'partial', outcomes: [ok('instagram'), refused('x')] })],
  ['partial', 'X refused, the post sent again as new, still with the Hub', [partialSend()], false, undefined, sentAgain({ state: 'awaiting', hubStatus: 'scheduled', fields: timed(AHEAD) })],
  ['retried_refused', 'X refused, retried and refused again, though a later send published it: its retry comes first', [partialSend()], false, retryOf({ hubStatus: 'failed', outcomes: [refused('x')] }), sentAgain({ outcomes: [ok('instagram'), ok('x')] })],
  // h-retryat (rule 8): the same sends in a team that approves the time with the words.
  ['approved_partial', 'a team requiring approval: partly published, sent with no time', [partialSend()], false, undefined, approved],
  ['approved_partial', 'a team requiring approval: partly published, its approved time passed', [job({ hubStatus: 'partial', fields: timed(PAST), outcomes: [ok('instagram'), refused('x')] })], true, undefined, approved],
  ['approved_channels_refused', 'a team requiring approval: every channel refused, sent with no time', [allRefusedSend()], false, undefined, approved],
  ['approved_channels_refused', 'a team requiring approval: every channel refused at its approved time', [job({ hubStatus: 'failed', fields: timed(PAST), outcomes: [refused('instagram'), refused('x')] })], true, undefined, approved],
  ['retried_published', 'a team requiring approval: X refused, retried and published: the retry\'s row first', [partialSend()], false, retryOf({ outcomes: [ok('x')] }), approved],
  ['sent_again_published', 'a team requiring approval: X refused, the post sent again as new and published', [partialSend()], false, undefined, { ...approved, ...sentAgain({ outcomes: [ok('instagram'), ok('x')] }) }],
  ['published', 'a team requiring approval: published (only refused channels have an approved row)', [job({ outcomes: [ok('instagram'), ok('x')] })], false, undefined, approved],
  // h-retryheld (rule 9): the same sends after a request for changes (or a withdrawal) of the content as sent.
  ['withdrawn_partial', 'approval taken back: partly published, sent with no time', [partialSend()], false, undefined, withdrawn],
  ['withdrawn_partial', 'approval taken back: partly published, its approved time passed', [job({ hubStatus: 'partial', fields: timed(PAST), outcomes: [ok('instagram'), refused('x')] })], true, undefined, withdrawn],
  ['withdrawn_channels_refused', 'approval taken back: every channel refused, sent with no time', [allRefusedSend()], false, undefined, withdrawn],
  ['withdrawn_channels_refused', 'approval taken back: every channel refused at its approved time', [job({ hubStatus: 'failed', fields: timed(PAST), outcomes: [refused('instagram'), refused('x')] })], true, undefined, withdrawn],
  ['retried_published', 'approval taken back after X was retried and published: the retry\'s row first', [partialSend()], false, retryOf({ outcomes: [ok('x')] }), withdrawn],
  ['sent_again_published', 'approval taken back after the post was sent again as new and published', [partialSend()], false, undefined, { ...withdrawn, ...sentAgain({ outcomes: [ok('instagram'), ok('x')] }) }],
  ['published', 'approval taken back of a published post (nothing refused: no withdrawn row)', [job({ outcomes: [ok('instagram'), ok('x')] })], false, undefined, withdrawn],
  ['partial', 'approval taken back outside a team requiring approval: no withdrawn row', [partialSend()], false, undefined, { approvalWithdrawn: true }],
];

describe('the state × action truth table', () => {
  it('has every row and every action, and says nothing outside its questions and reasons', () => {
    expect(Object.keys(ACTIONS_TABLE).sort()).toEqual([...ACTION_ROWS].sort());
    const used = { ask: new Set<string>(), reason: new Set<string>() };
    for (const row of ACTION_ROWS) {
      expect(Object.keys(ACTIONS_TABLE[row]).sort()).toEqual([...POST_ACTIONS].sort());
      for (const cell of Object.values(ACTIONS_TABLE[row])) {
        for (const v of 'pastTime' in cell ? [cell.pastTime, cell.otherwise, ...(cell.otherTime ? [cell.otherTime] : [])] : [cell]) {
          if (v.do === 'ask') used.ask.add(v.ask);
          if (v.do === 'refused') used.reason.add(v.reason);
        }
      }
    }
    expect([...used.ask].sort()).toEqual([...ACTION_QUESTIONS].sort());
    // 'followed_up' is laid over a job already retried or resent (and named by the rows of a retried send, w31retry);
    // the team's reasons are laid over by team-actions.ts (its own test walks them), and so is 'edited_ask_first' (h-again:
    // an edited post's send of unknown outcome this laptop can ask the Hub about; h-again-edited-ask-first walks it).
    expect([...new Set([...used.reason, 'followed_up', 'edited_ask_first', ...Object.values(TEAM_OVERLAY).flatMap((o) => Object.values(o))])].sort()).toEqual([...ACTION_REASONS].sort());
  });

  it.each(REACHED)('%s (%s): reached from real jobs, and every action as written by hand', (row, _name, jobs, pastTime, retry, again) => {
    const s = { ...postState(jobs), ...(retry ? { followedUp: true, retried: postState(retry).state } : {}), ...(again ?? {}) };
    expect(actionRow(s, NOW)).toBe(row);
    const want = byHand(row, pastTime);
    // A retried send's own decisions are the retry's (FOLLOWED_UP), in a plain row too.
    if (retry) for (const a of FOLLOWED_UP) if (want[a].do !== 'refused') want[a] = { do: 'refused', reason: 'followed_up' };
    expect(postActions(s, NOW)).toEqual(want);
  });

  it('reaches every row', () => {
    expect(new Set(REACHED.map(([row]) => row))).toEqual(new Set(ACTION_ROWS));
  });

  it('a post held for a later time cannot be moved, and its unknown outcome cannot be called live or sent again yet', () => {
    const held = postActions({ state: 'scheduled', ...AHEAD }, NOW);
    expect(held.drag).toEqual({ do: 'refused', reason: 'hub_holds' });
    expect(held.edit_time).toEqual({ do: 'ask', ask: 'held_time' });
    const unknown = postActions({ state: 'unknown', ...AHEAD }, NOW);
    expect([unknown.mark_live, unknown.send_again]).toEqual([{ do: 'refused', reason: 'not_due' }, { do: 'refused', reason: 'not_due' }]);
    // Once its time has come, the same post may be live: both decisions are offered.
    const later = Date.parse('2027-03-14T02:31:00Z');
    expect(actionsChangeAt({ state: 'unknown', ...AHEAD }, NOW)).toBe(Date.parse('2027-03-14T02:30:00Z'));
    expect(postActions({ state: 'unknown', ...AHEAD }, later).mark_live).toEqual({ do: 'ask', ask: 'live' });
    expect(actionsChangeAt({ state: 'unknown', ...AHEAD }, later)).toBeNull();
  });

  it('every unknown outcome can be asked of the Hub', () => {
    for (const t of [AHEAD, PAST, NONE]) expect(postActions({ state: 'unknown', ...t }, NOW).ask_hub).toEqual({ do: 'allowed' });
  });

  it('reads the time on its own zone\'s clock: 18:00 in Ho Chi Minh has passed at 12:00 UTC, 18:00 in New York has not', () => {
    expect(actionRow({ state: 'scheduled', scheduledAt: '2026-11-26T18:00', timezone: 'Asia/Ho_Chi_Minh' }, NOW)).toBe('scheduled_past');
    expect(actionRow({ state: 'scheduled', scheduledAt: '2026-11-26T18:00', timezone: 'America/New_York' }, NOW)).toBe('scheduled_ahead');
  });

  it('a job already retried or resent leaves those decisions to the newer job', () => {
    const s = { state: 'partial' as const, ...PAST, followedUp: true };
    const a = postActions(s, NOW);
    expect(a.retry_refused).toEqual({ do: 'refused', reason: 'followed_up' });
    expect(a.send_again).toEqual({ do: 'refused', reason: 'followed_up' });
    expect(a.ask_hub).toEqual({ do: 'refused', reason: 'final' }); // already refused for its own reason: kept
    expect(a.duplicate).toEqual({ do: 'allowed' });
  });
});

/**
 * h-retryat (rule 8, walk 40b): a retry of refused channels at a time asked for, by hand. Rows: the post's own (approved)
 * time ahead, passed or none; columns: no time asked, now, the post's own time, another time. Before, `postroom retry ID
 * --at T` of a team that requires approval went out at T, which nobody approved; outside such a team nothing changes.
 */
describe('retryVerdict: a retry of refused channels at a time asked for', () => {
  const OTHER = { scheduledAt: '2027-04-01T10:00', timezone: 'Asia/Ho_Chi_Minh' };
  const at = (t: { scheduledAt: string | null; timezone: string | null }): AskedTime => ({ scheduledAt: t.scheduledAt!, timezone: t.timezone! });
  //                          own time      none           now            its own time    another time
  const TEAM: Array<[string, typeof AHEAD | typeof NONE, string, string, string | null, string]> = [
    ['ahead', AHEAD, 'A', '-approved_time', 'A', '-approved_time'],
    ['passed', PAST, '?when_now', '?when_now', '?when_now', '-approved_time'],
    ['none (sent now)', NONE, 'A', 'A', null, '-approved_time'],
  ];
  const SOLO: Array<[string, typeof AHEAD | typeof NONE, string, string, string | null, string]> = [
    ['ahead', AHEAD, 'A', 'A', 'A', 'A'],
    ['passed', PAST, '?when', '?when', '?when', '?when'],
    ['none (sent now)', NONE, 'A', 'A', null, 'A'],
  ];
  const walk = (rows: typeof TEAM, approvedTime: boolean) => {
    for (const state of ['partial', 'channels_refused'] as const) {
      for (const [name, own, none, now, same, other] of rows) {
        const s: ActionSubject = { state, ...own, ...(approvedTime ? { approvedTime } : {}) };
        expect(retryVerdict(s, undefined, NOW), `${state} ${name}: no time`).toEqual(verdictOf(none, false));
        expect(retryVerdict(s, { now: true }, NOW), `${state} ${name}: now`).toEqual(verdictOf(now, false));
        if (same !== null) expect(retryVerdict(s, at(own), NOW), `${state} ${name}: its own time`).toEqual(verdictOf(same, false));
        expect(retryVerdict(s, at(OTHER), NOW), `${state} ${name}: another time`).toEqual(verdictOf(other, false));
      }
    }
  };
  it('in a team that requires approval: the approved time while ahead, now once it has passed, never another', () => walk(TEAM, true));
  it('outside such a team: as before (now or any new time)', () => walk(SOLO, false));
  it('the table\'s own refusal first: a retry already followed up is followed_up at any time', () => {
    const s: ActionSubject = { state: 'partial', ...AHEAD, approvedTime: true, followedUp: true };
    expect(retryVerdict(s, at(OTHER), NOW)).toEqual({ do: 'refused', reason: 'followed_up' });
  });
  it('h-retryheld (rule 9): its approval taken back: refused as approval_withdrawn at every time, the approved one too', () => {
    for (const state of ['partial', 'channels_refused'] as const) {
      for (const own of [AHEAD, PAST, NONE]) {
        const s: ActionSubject = { state, ...own, approvedTime: true, approvalWithdrawn: true };
        for (const when of [undefined, { now: true } as const, ...(own.scheduledAt ? [at(own)] : []), at(OTHER)]) {
          expect(retryVerdict(s, when, NOW), `${state} ${own.scheduledAt ?? 'none'} ${JSON.stringify(when)}`).toEqual({ do: 'refused', reason: 'approval_withdrawn' });
        }
      }
    }
  });
  it('the same instant written in another zone is the approved time', () => {
    // 09:30 in Ho Chi Minh (UTC+7) is 02:30 UTC.
    expect(retryVerdict({ state: 'partial', ...AHEAD, approvedTime: true }, { scheduledAt: '2027-03-14T02:30', timezone: 'UTC' }, NOW)).toEqual({ do: 'allowed' });
  });
});
