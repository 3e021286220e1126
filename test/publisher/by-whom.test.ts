/**
 * bywhom (walk 3b): who sent a key two members both called with. A call's verdict comes from its
 * journaled answers (library publishEvents.sentFirstFromAnswers); the post's `by` from every
 * laptop's verdict (draft-states withTeam): the Hub's original wins, a replay never does, and when
 * nobody knows the post names every member who may have sent it instead of guessing.
 */
import { describe, expect, it } from 'vitest';
import { markReplayed, type HubAnswer } from '../../src-main/hub';
import { publishEvents, type Job } from '../../src-main/library';
import { postState, withTeam, type TeamOutcome } from '../../src-main/publisher';

const { sentFirstFromAnswers: verdict } = publishEvents;
const ok = { kind: 'accepted', http: 200, status: 'completed' };

describe("a call's verdict from its answers", () => {
  it('a plain 200 is the original; a marked replay or idempotency_in_progress is a replay', () => {
    expect(verdict([ok])).toBe('original');
    expect(verdict([{ ...ok, replayed: true }])).toBe('replay');
    expect(verdict([{ kind: 'refused', http: 409, code: 'idempotency_in_progress' }, { ...ok, replayed: true }])).toBe('replay');
    expect(verdict([{ kind: 'refused', http: 504, code: 'upstream_timeout' }])).toBe('original');
  });
  it('a refusal that released the key says nothing; a call of its own that may have reached the Hub makes a later replay unknown', () => {
    expect(verdict([{ kind: 'refused', http: 503, code: 'upstream_error' }, ok])).toBe('original');
    expect(verdict([{ kind: 'network', maybeDelivered: true }, { ...ok, replayed: true }])).toBeNull();
    expect(verdict([{ kind: 'network', maybeDelivered: false }, { ...ok, replayed: true }])).toBe('replay');
    expect(verdict([])).toBeNull();
  });
  it("the Hub client marks an answer replayed only when the Hub's header says so", () => {
    const a: HubAnswer = { kind: 'accepted', httpStatus: 200, result: { status: 'completed' } };
    expect(markReplayed(a, { 'idempotent-replayed': 'true' })).toMatchObject({ replayed: true });
    expect(markReplayed(a, {})).not.toHaveProperty('replayed');
  });
});

const job = (over: Partial<Job> = {}): Job => ({
  id: 'j-lan', draftId: 'd1', idempotencyKey: 'k1', state: 'done', hubStatus: 'completed', platforms: ['x'], fields: {},
  outcomes: [{ channel: 'x', success: true, url: 'https://example.com/p', code: null, message: null, vietnamese: null }],
  lastError: null, nextAt: null, createdAt: 1_000, sentAt: 1_000, scheduledAt: null, supersededBy: null, ...over,
}) as Job;
const outcome = (member: string, over: Partial<TeamOutcome> = {}): TeamOutcome => {
  const { state, hubStatus, platforms, fields, outcomes, lastError, nextAt, createdAt, scheduledAt } = job();
  return { id: `j-${member}`, state, hubStatus, platforms, fields, outcomes, lastError, nextAt, createdAt, scheduledAt, draftId: 'd1', key: 'k1', by: { memberId: member, name: member }, at: 900, ...over };
};
const byOn = (me: string, local: Job[], shared: TeamOutcome[], mine: Array<[string, 'original' | 'replay']> = []) => postState(withTeam(local, shared, me, new Map(mine))).by ?? null;

describe('by whom, the same on every laptop', () => {
  it('Lan ran first, Bảo replayed: Lan says mine, Bảo and Minh say Lan, whatever the clocks', () => {
    // Bảo's claim is EARLIER by the clock: the old rule named Bảo on Lan's laptop.
    expect(byOn('Lan', [job()], [outcome('Bảo', { at: 500, sentFirst: 'replay' })], [['j-lan', 'original']])).toBeNull();
    expect(byOn('Bảo', [job({ id: 'j-bao', sentAt: 500 })], [outcome('Lan', { at: 1_000, sentFirst: 'original' })], [['j-bao', 'replay']])).toMatchObject({ name: 'Lan', here: true });
    const minh = byOn('Minh', [], [outcome('Lan', { sentFirst: 'original' }), outcome('Bảo', { at: 500, sentFirst: 'replay' })]);
    expect(minh).toMatchObject({ name: 'Lan' });
    expect(minh).not.toHaveProperty('here');
  });
  it('one side known to be a replay is enough: the other sent it', () => {
    expect(byOn('Minh', [], [outcome('Lan'), outcome('Bảo', { sentFirst: 'replay' })])).toMatchObject({ name: 'Lan' });
    expect(byOn('Lan', [job()], [outcome('Bảo')], [['j-lan', 'replay']])).toMatchObject({ name: 'Bảo', here: true });
  });
  it('nobody knows: every laptop says "Bảo or Lan" (the same words), never a guess', () => {
    const onMinh = byOn('Minh', [], [outcome('Lan'), outcome('Bảo', { at: 500 })]);
    const onLan = byOn('Lan', [job()], [outcome('Bảo', { at: 500 })]);
    const onBao = byOn('Bảo', [job({ id: 'j-bao' })], [outcome('Lan')]);
    for (const b of [onMinh, onLan, onBao]) expect(b).toMatchObject({ memberId: '', name: 'Bảo or Lan', among: ['Bảo', 'Lan'] });
  });
  it('both calls read as the original (a Hub that does not mark replays): "Bảo or Lan" on every laptop, not the earlier clock', () => {
    const onMinh = byOn('Minh', [], [outcome('Lan', { sentFirst: 'original' }), outcome('Bảo', { at: 500, sentFirst: 'original' })]);
    const onLan = byOn('Lan', [job()], [outcome('Bảo', { at: 500, sentFirst: 'original' })], [['j-lan', 'original']]);
    for (const b of [onMinh, onLan]) expect(b).toMatchObject({ name: 'Bảo or Lan', among: ['Bảo', 'Lan'] });
  });
});
