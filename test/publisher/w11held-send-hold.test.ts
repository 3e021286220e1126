/**
 * w11held (walk 11): where a sent post is, as Compose's Publish hold says it (send-hold.ts), read from the one post
 * state derivation with the team's outcomes (withTeam → postState → the truth table with the team's overlay), row by
 * row, for a teammate's post and this computer's own. Walk 11: Lan's approved post, scheduled at the Hub, read on
 * Bảo's laptop as "Lan's computer is sending it", its time picker open; from here: at the Hub, scheduled for its
 * time, sent by Lan, its time held (the Hub keeps it), as on Lan's own laptop.
 */
import { describe, expect, it } from 'vitest';

import { actionsView, postState, sendHold, sendHoldText, teamActionsView, teamCases, withTeam, type Job, type JobView, type PostStateKind, type SendHold, type SendHoldKind, type TeamOutcome } from '../../src-main/publisher';

const NOW = Date.parse('2026-11-27T14:45:00Z');
const AT = '2026-11-29T16:00';
const ok = (channel: string) => ({ channel, success: true, url: `https://example.com/${channel}`, code: null, message: null, vietnamese: null });

/** Lan's outcome of her send of the draft, as the team shares it to Bảo's laptop. */
const lans = (o: Partial<TeamOutcome>): TeamOutcome => ({
  id: 'lan-job', draftId: 'd-tra-dao', key: 'k-tra-dao', by: { memberId: 'm-lan', name: 'Lan' }, at: NOW - 4 * 60_000, createdAt: NOW - 4 * 60_000,
  platforms: ['facebook', 'instagram'], fields: { caption: 'Trà đào', profile_id: 'prof_caphe', scheduled_at: AT, timezone: 'UTC' },
  state: 'awaiting', hubStatus: 'scheduled', outcomes: null, lastError: null, nextAt: null, scheduledAt: null, ...o,
});

/** The hold on Bảo's laptop: his journal holds nothing of the key; Lan's outcome is the team's. */
function onBaos(o: Partial<TeamOutcome>): SendHold | null {
  const post = postState(withTeam([], [lans(o)], 'm-bao'));
  return sendHold(post, teamActionsView(actionsView(post, NOW), teamCases(post, null)));
}

/** The hold on Lan's own laptop: her journal's job (the same fields). */
function onLans(o: Partial<JobView>): SendHold | null {
  const { by: _by, key: _key, ...outcome } = { ...lans({}), ...o } as TeamOutcome;
  const j = { ...outcome, idempotencyKey: 'k-tra-dao' } as unknown as Job;
  const post = postState([j]);
  return sendHold(post, teamActionsView(actionsView(post, NOW), teamCases(post, null)));
}

describe("a teammate's sent post, as Compose's hold reads it (send-hold.ts)", () => {
  const LAN = expect.objectContaining({ name: 'Lan', memberId: 'm-lan' });

  // [name, Lan's outcome, kind, state, time held, sent with a time]
  const ROWS: Array<[string, Partial<TeamOutcome>, SendHoldKind, PostStateKind, boolean, boolean]> = [
    ['sending (no outcome yet): her computer is sending it', { state: 'sending', hubStatus: null }, 'sending', 'sending', false, true],
    ['retrying on her laptop: still being sent', { state: 'retrying', hubStatus: null, nextAt: NOW + 60_000 }, 'sending', 'sending', false, true],
    ['scheduled at the Hub: at the Hub, for its time, the time held', {}, 'at_hub', 'scheduled', true, true],
    ["in the Hub's posting queue: at the Hub, the time held", { fields: { caption: 'Trà đào', add_to_queue: true }, hubStatus: 'queued' }, 'at_hub', 'queued', true, false],
    ['published: out, no time to hold', { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook'), ok('instagram')] }, 'out', 'published', false, true],
    ['outcome unknown before its time: the Hub may hold it, the time held', { state: 'unknown', hubStatus: null, lastError: { code: 'upstream_timeout', message: 'timed out' } }, 'unknown', 'unknown', true, true],
  ];
  it.each(ROWS)('%s', (_name, o, kind, state, timeHeld, timed) => {
    const h = onBaos(o);
    expect(h).toEqual({ kind, state, row: expect.any(String), scheduledAt: timed ? AT : null, timezone: timed ? 'UTC' : null, by: LAN, timeHeld });
  });

  it("walk 11's row: scheduled at the Hub says where and when, never 'sending'", () => {
    const h = onBaos({})!;
    expect(h).toMatchObject({ kind: 'at_hub', row: 'scheduled_ahead', scheduledAt: AT, timezone: 'UTC', timeHeld: true });
    expect(sendHoldText(h)).toBe(`at the Hub, scheduled for ${AT} in UTC (sent by Lan)`);
    expect(sendHoldText(onBaos({ state: 'sending', hubStatus: null })!)).toBe("Lan's computer is sending it");
  });

  it("the teammate's laptop and the sender's own read the same hold (only `by` differs)", () => {
    const cases: Array<Partial<TeamOutcome>> = [{}, { state: 'sending', hubStatus: null }, { state: 'done', hubStatus: 'completed', outcomes: [ok('facebook'), ok('instagram')] }];
    for (const o of cases) {
      const theirs = onBaos(o)!;
      const mine = onLans(o as Partial<JobView>)!;
      expect({ ...theirs, by: null }).toEqual(mine);
    }
  });

  it('nothing sent, or refused whole by the Hub: no hold (Publish is the draft\'s own)', () => {
    expect(sendHold(postState([]), actionsView(postState([]), NOW))).toBeNull();
    expect(onBaos({ state: 'refused', hubStatus: null, lastError: { code: 'invalid_request', message: 'no' } })).toBeNull();
  });
});
