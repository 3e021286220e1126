/**
 * reviewui (issue 34): an Outbox card of a team's post says who sent it (bridge/outbox.ts jobPost). A
 * job of this laptop whose key a teammate sent first was a replay of theirs: its post reads their outcome
 * (`by`, and their final word settles it); a teammate's send under ANOTHER key of the same draft is not
 * this card's post and changes nothing on it.
 */
import { describe, expect, it } from 'vitest';
import { jobPost } from '../../src-main/bridge/outbox';
import type { Job } from '../../src-main/library';
import type { TeamOutcome } from '../../src-main/publisher';

const T0 = Date.parse('2026-11-27T03:00:00Z');
const mine = (over: Partial<Job> = {}): Job => ({
  id: 'j-mine', draftId: 'd1', idempotencyKey: 'pra_same', state: 'awaiting', hubStatus: 'processing', platforms: ['instagram'], fields: {}, outcomes: null,
  lastError: null, nextAt: null, createdAt: T0 + 5_000, sentAt: T0 + 5_000, scheduledAt: null, supersededBy: null, ...over,
}) as Job;
const theirs = (over: Partial<TeamOutcome> = {}): TeamOutcome => ({
  id: 'j-bao', draftId: 'd1', key: 'pra_same', state: 'done', hubStatus: 'completed', platforms: ['instagram'], fields: {},
  outcomes: [{ channel: 'instagram', success: true, url: 'https://example.com/p', code: null, message: null, vietnamese: null }],
  lastError: null, nextAt: null, createdAt: T0, scheduledAt: null, by: { memberId: 'Bảo', name: 'Bảo' }, at: T0, ...over,
});
const team = (shared: TeamOutcome[]) => ({ me: { memberId: 'Lan', name: 'Lan' }, sharedOutcomes: () => shared });

describe("an Outbox card's post in a team", () => {
  // bywhom: who sent it is whose call the Hub ran (each side's verdict), never who claimed first by the clock.
  it("a replay of Bảo's key: published, by Bảo (and this card is here, in this Outbox)", () => {
    const p = jobPost(mine(), team([theirs({ sentFirst: 'original' })]));
    expect(p.state).toBe('published');
    expect(p.by).toEqual({ memberId: 'Bảo', name: 'Bảo', at: T0, here: true });
  });

  it('my own send (the Hub ran mine, or nobody else sent it): no `by`', () => {
    expect(jobPost(mine(), team([theirs({ sentFirst: 'replay' })])).by ?? null).toBeNull();
    expect(jobPost(mine(), team([])).by ?? null).toBeNull();
    expect(jobPost(mine(), null).state).toBe('sending');
  });

  it("Bảo's send under another key of the draft is not this card's post", () => {
    const p = jobPost(mine(), team([theirs({ key: 'pra_other' })]));
    expect(p.state).toBe('sending');
    expect(p.by ?? null).toBeNull();
  });
});
