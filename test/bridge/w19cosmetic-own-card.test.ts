/**
 * w19cosmetic (walk 17, finding 8): the SENDER's Outbox card of a team's post. Lan's own card read "Studio Lumen · —"
 * for a post sent with a title and no caption (bridge outbox.ts read the caption field alone; Bảo's card of the same
 * post reads publisher sentCaption: the caption, else the title), and said nothing of who sent it where Bảo's said
 * "Sent by Lan · time": in a team, its post now says this computer sent it and when (`mine`, draft-states.ts withMine),
 * which the card words as "Sent by you · time" (lib/postState.ts sentByLine).
 */
import { describe, expect, it } from 'vitest';
import { jobPost, toJobDto } from '../../src-main/bridge/outbox';
import type { Job } from '../../src-main/library';
import { sentCaption } from '../../src-main/publisher';

const T0 = Date.parse('2026-11-27T03:00:00Z');
const job = (over: Partial<Job> = {}): Job => ({
  id: 'j-lan', draftId: 'd1', idempotencyKey: 'pra_lan', state: 'awaiting', hubStatus: 'scheduled', platforms: ['reddit'], fields: { profile_id: 'prof_lumen', caption: '', title: 'Trà đào cam sả' }, outcomes: null,
  lastError: null, nextAt: null, createdAt: T0, updatedAt: T0 + 2_000, sentAt: T0 + 2_000, attempts: 1, polls: 0, scheduledAt: null, supersededBy: null, ...over,
}) as Job;
const team = { me: { memberId: 'Lan', name: 'Lan' }, sharedOutcomes: () => [] };

describe("the sender's own Outbox card in a team", () => {
  it("reads the caption as a teammate's card does: an empty caption gives the title (was '')", () => {
    const j = job();
    expect(toJobDto(j, T0, team).caption).toBe('Trà đào cam sả');
    expect(toJobDto(j, T0, team).caption).toBe(sentCaption(j, null));
    expect(toJobDto(job({ fields: { caption: 'Mua 1 tặng 1', title: 'Trà' } }), T0, team).caption).toBe('Mua 1 tặng 1');
    expect(toJobDto(job({ fields: { profile_id: 'prof_lumen' } }), T0, team).caption).toBe('');
  });

  it('says this computer sent it, and when (the first send), in a team only', () => {
    expect(jobPost(job(), team).mine).toEqual({ at: T0 + 2_000 });
    expect(toJobDto(job(), T0, team).post.mine).toEqual({ at: T0 + 2_000 });
    expect(jobPost(job(), null).mine ?? null).toBeNull();
    // A job withdrawn before it was sent says nothing of a send (withMine: not of a cancelled post).
    expect(jobPost(job({ state: 'cancelled', hubStatus: null, sentAt: null }), team).mine ?? null).toBeNull();
  });
});
