/**
 * h-retryheld (publisher/actions.ts rule 9): the Outbox card of a send whose channels refused, in a team that requires
 * approval, after the team took back the approval it went under (Bảo asked for changes, or its author withdrew it). The
 * card's job (bridge toJobDto, with the publisher's approvalTakenBack) is in the row `withdrawn_channels_refused`: Retry
 * is not offered, and the card says who took the approval back, how, when, and what to do, in English and Vietnamese
 * ("You" for this laptop's member). "Fix and resend…" stays. Before, the card offered Retry (approved_channels_refused),
 * and the retry either was refused after the press with no who nor when, or (the draft deleted) sent the content.
 */
import { describe, expect, it } from 'vitest';
import { againHeld, toJobDto } from '../../src-main/bridge/outbox';
import type { ApprovalTakenBack } from '../../src-main/publisher';
import type { Job } from '../../src-main/library';
import { offers, takenBackWords } from '../../src-renderer/src/lib/jobs';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const T0 = Date.parse('2026-11-29T07:00:00Z');
const refused = (channel: string) => ({ channel, success: false, url: null, code: 'invalid_request', message: 'refused', vietnamese: null });
const job = (): Job => ({
  id: 'j1', draftId: 'd1', idempotencyKey: 'ak1-x', state: 'done', hubStatus: 'failed', platforms: ['x'], fields: { caption: 'Cà phê' },
  outcomes: [refused('x')], lastError: null, nextAt: null, createdAt: T0 - 3_600_000, updatedAt: T0, sentAt: T0 - 3_600_000, attempts: 1, polls: 0, scheduledAt: null, supersededBy: null,
}) as unknown as Job;
const team = { me: { memberId: 'm-lan', name: 'Lan' }, sharedOutcomes: () => [] };
const held = (back: ApprovalTakenBack | null) => againHeld({ againHold: () => null, approvedTime: () => true, approvalTakenBack: () => back });
const BAO: ApprovalTakenBack = { action: 'request_changes', by: 'Bảo', at: '2026-11-29T06:40:00.000Z' };
type Catalog = { truth: { card: Record<string, string>; reason: Record<string, string> } };
const word = (c: Catalog, key: string): string => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], c) as string;

describe('the card of a refused send whose approval the team took back', () => {
  it('Retry is not offered; the card names who asked for changes and when, and what to do (en, vi)', () => {
    const dto = toJobDto(job(), T0, team, held(BAO));
    expect(dto.actions.row).toBe('withdrawn_channels_refused');
    expect(offers(dto, 'retry_refused')).toBe(false);
    expect(dto.actions.verdicts.retry_refused).toEqual({ do: 'refused', reason: 'approval_withdrawn' });
    expect(offers(dto, 'fix_resend')).toBe(true);
    expect(dto.approvalTakenBack).toEqual(BAO);
    const w = takenBackWords(dto)!;
    expect(w).toEqual({ key: 'truth.card.takenBackChanges', who: 'Bảo', at: BAO.at });
    expect(word(en, w.key)).toContain('{who} asked for changes on this post at {time}');
    expect(word(en, w.key)).toContain('Edit it in Compose and send it for review');
    expect(word(vi, w.key)).toContain('{who} đã yêu cầu sửa bài này lúc {time}');
  });

  it('withdrawn by this laptop\'s own member: "You withdrew…"', () => {
    const dto = toJobDto(job(), T0, team, held({ action: 'withdraw', by: 'Lan', at: '2026-11-29T06:50:00.000Z' }));
    const w = takenBackWords(dto)!;
    expect(w.key).toBe('truth.card.takenBackWithdrawnYou');
    expect(word(en, w.key)).toMatch(/^You withdrew this post’s approval at \{time\}/);
    expect(word(vi, w.key)).toMatch(/^Bạn đã rút duyệt bài này lúc \{time\}/);
  });

  it('every new word is in both catalogs, and Vietnamese is not English', () => {
    for (const key of ['truth.card.takenBackChanges', 'truth.card.takenBackWithdrawn', 'truth.card.takenBackChangesYou', 'truth.card.takenBackWithdrawnYou', 'truth.reason.approval_withdrawn']) {
      expect(word(en, key)).toMatch(/\S/);
      expect(word(vi, key)).toMatch(/\S/);
      expect(word(vi, key)).not.toBe(word(en, key));
    }
  });

  it('still approved (or an edit only): the approved row, Retry offered, nothing said', () => {
    const dto = toJobDto(job(), T0, team, held(null));
    expect(dto.actions.row).toBe('approved_channels_refused');
    expect(offers(dto, 'retry_refused')).toBe(true);
    expect(dto.approvalTakenBack).toBeUndefined();
    expect(takenBackWords(dto)).toBeNull();
  });
});
