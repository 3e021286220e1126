/**
 * h-retryat (walk 40b; publisher/actions.ts rule 8): the Outbox card of a send whose channels refused, in a team that
 * requires approval, its approved time passed. The card's job (bridge toJobDto, with the publisher's approvedTime) asks
 * `when_now`: its Retry panel offers now, never a new time, and says why and what to do, in English and Vietnamese.
 * Before, the card asked `when` ("now or at a new time"), and a new time went out unapproved. Outside such a team the
 * card asks `when` as before.
 */
import { describe, expect, it } from 'vitest';
import { againHeld, toJobDto } from '../../src-main/bridge/outbox';
import type { Job } from '../../src-main/library';
import { asks, offers } from '../../src-renderer/src/lib/jobs';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const T0 = Date.parse('2026-11-28T18:00:00Z');
const refused = (channel: string) => ({ channel, success: false, url: null, code: 'invalid_request', message: 'refused', vietnamese: null });
// Sent for 09:00 in Ho Chi Minh on Nov 28 (02:00 UTC): its time has passed at T0.
const job = (): Job => ({
  id: 'j1', draftId: 'd1', idempotencyKey: 'pra_x', state: 'done', hubStatus: 'failed', platforms: ['x'], fields: { caption: 'Cà phê', scheduled_at: '2026-11-28T09:00', timezone: 'Asia/Ho_Chi_Minh' },
  outcomes: [refused('x')], lastError: null, nextAt: null, createdAt: T0 - 3_600_000, updatedAt: T0, sentAt: T0 - 3_600_000, attempts: 1, polls: 0, scheduledAt: '2026-11-28T09:00', supersededBy: null,
}) as unknown as Job;
const team = { me: { memberId: 'm-lan', name: 'Lan' }, sharedOutcomes: () => [] };
const held = (approvedTime: boolean) => againHeld({ againHold: () => null, approvedTime: () => approvedTime });

describe('the Retry panel of a refused send whose approved time has passed', () => {
  it('in a team that requires approval: asks when_now (now only), with words in en and vi', () => {
    const dto = toJobDto(job(), T0, team, held(true));
    expect(dto.actions.row).toBe('approved_channels_refused');
    expect(offers(dto, 'retry_refused')).toBe(true);
    expect(asks(dto, 'retry_refused')).toBe('when_now');
    for (const c of [en, vi]) {
      expect(c.truth.ask.when_now).toMatch(/\S/);
      expect(c.truth.card.whenApproved).toMatch(/\S/);
      expect(c.truth.reason.approved_time).toMatch(/\S/);
    }
    expect(en.truth.card.whenApproved).toContain('open the draft in Compose and send it for review');
    expect(vi.truth.card.whenApproved).toContain('Soạn bài');
    expect(vi.truth.card.whenApproved).not.toBe(en.truth.card.whenApproved);
  });

  it('outside such a team: asks when (now or a new time), as before', () => {
    const dto = toJobDto(job(), T0, team, held(false));
    expect(dto.actions.row).toBe('channels_refused');
    expect(asks(dto, 'retry_refused')).toBe('when');
  });
});
