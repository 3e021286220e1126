/**
 * The screens' side of the truth table: every question and reason the core's table can give has
 * words in English and Vietnamese; the Outbox card offers what the core's verdicts allow, reads a
 * retry's "when?" as the composer checks a time, and follows a job to the newer one that took over.
 */
import { describe, expect, it } from 'vitest';
import type { JobDto } from '../../src-main/bridge/contract';
import { ACTION_QUESTIONS, ACTION_REASONS, actionsView, postState, type ActionSubject, type JobView } from '../../src-main/publisher';
import { askedSays, asks, cancelledWords, followUpOf, offers, retryWhen, untilChange } from '../../src-renderer/src/lib/jobs';
import { en } from '../../src-renderer/src/lib/i18n/en';
import { vi } from '../../src-renderer/src/lib/i18n/vi';

const NOW = Date.parse('2026-11-26T12:00:00Z');

function jobDto(id: string, s: ActionSubject, over: Partial<JobDto> = {}): JobDto {
  const view: JobView = { id, state: 'done', hubStatus: 'completed', platforms: ['x'], fields: {}, outcomes: null, lastError: null, nextAt: null, createdAt: 0, scheduledAt: null };
  return {
    id, draftId: null, batchId: null, idempotencyKey: id, state: 'done', hubStatus: null, platforms: ['x'], outcomes: [], lastError: null, attempts: 1,
    createdAt: '', updatedAt: '', caption: '', profileId: null, campaignId: null, scheduledAt: s.scheduledAt, timezone: s.timezone, supersededBy: null,
    post: { ...postState([view]), state: s.state, scheduledAt: s.scheduledAt, timezone: s.timezone },
    actions: actionsView(s, NOW), ...over,
  };
}

describe('the truth table in words', () => {
  it.each([['en', en], ['vi', vi]] as const)('every question and reason has words in %s', (_lang, catalog) => {
    const t = (catalog as unknown as { truth: { ask: Record<string, string>; reason: Record<string, string> } }).truth;
    for (const q of ACTION_QUESTIONS) expect(t.ask[q], q).toMatch(/\S/);
    for (const r of ACTION_REASONS) expect(t.reason[r], r).toMatch(/\S/);
    expect(Object.keys(t.ask).sort()).toEqual([...ACTION_QUESTIONS].sort());
    expect(Object.keys(t.reason).sort()).toEqual([...ACTION_REASONS].sort());
  });
});

describe('the Outbox card reads the verdicts', () => {
  const ahead = { scheduledAt: '2027-03-14T09:30', timezone: 'Asia/Ho_Chi_Minh' };
  const past = { scheduledAt: '2026-11-26T09:00', timezone: 'Asia/Ho_Chi_Minh' };

  it('an unknown post not yet due: Ask the Hub only; once due, "it is live" and "send again" too', () => {
    const j = jobDto('a', { state: 'unknown', ...ahead });
    expect([offers(j, 'ask_hub'), offers(j, 'mark_live'), offers(j, 'send_again')]).toEqual([true, false, false]);
    const due = jobDto('b', { state: 'unknown', ...past });
    expect([offers(due, 'ask_hub'), offers(due, 'mark_live'), offers(due, 'send_again')]).toEqual([true, true, true]);
    // Its time has passed: the Hub refuses that time, so sending again asks when (the form Retry uses); sent with no time, the duplicate warning only.
    expect(asks(due, 'send_again')).toBe('resend_when');
    expect(asks(jobDto('n', { state: 'unknown', scheduledAt: null, timezone: null }), 'send_again')).toBe('duplicate');
    // The card reads the job again when its time comes (a second after, bounded).
    expect(untilChange(j, NOW)).toBe(2_000_000_000); // March: more than a timer can wait; it is set again then
    const soon = jobDto('s', { state: 'unknown', scheduledAt: '2026-11-26T20:00', timezone: 'Asia/Ho_Chi_Minh' });
    expect(untilChange(soon, NOW)).toBe(3_600_000 + 1_000);
    expect(untilChange(due, NOW)).toBeNull();
  });

  it('an unknown outcome offers no Cancel (Postroom cannot withdraw what the Hub may hold), ahead or due; a job still being sent does', () => {
    const ahead_ = jobDto('c1', { state: 'unknown', ...ahead }, { state: 'unknown' });
    const due = jobDto('c2', { state: 'unknown', ...past }, { state: 'unknown' });
    expect([offers(ahead_, 'cancel'), offers(due, 'cancel')]).toEqual([false, false]);
    expect(ahead_.actions.verdicts.cancel).toEqual({ do: 'refused', reason: 'cannot_withdraw' });
    expect(offers(jobDto('c3', { state: 'sending', scheduledAt: null, timezone: null }, { state: 'retrying' }), 'cancel')).toBe(true);
  });

  it('a cancelled job that was sent never reads "withdrawn before it was sent"', () => {
    const c = (over: Partial<JobDto>) => jobDto('w', { state: 'cancelled', scheduledAt: null, timezone: null }, { state: 'cancelled', ...over });
    expect(cancelledWords(c({ attempts: 0 }))).toBeNull();
    expect(cancelledWords(c({ attempts: 1, supersededBy: 'newer' }))).toBe('truth.card.sentThenResent');
    expect(cancelledWords(c({ attempts: 1 }))).toBe('truth.card.sentThenStopped');
    expect(en.truth.card.sentThenResent).toBe('Sent to the Hub, then sent again as a new post: see the new card.');
    expect(en.truth.card.sentThenResent).not.toBe(vi.truth.card.sentThenResent);
  });

  it('a refused post past its time asks when; sent with no time, it does not', () => {
    expect(asks(jobDto('c', { state: 'channels_refused', ...past }), 'retry_refused')).toBe('when');
    expect(asks(jobDto('d', { state: 'channels_refused', scheduledAt: null, timezone: null }), 'retry_refused')).toBeNull();
    expect(offers(jobDto('e', { state: 'partial', ...past, followedUp: true }), 'retry_refused')).toBe(false);
  });

  it('the "when?" form: now, or a time checked in its zone (one that has passed, or a zone that is not one, is refused)', () => {
    const now = new Date(NOW);
    expect(retryWhen('now', '', '', now)).toEqual({ when: { now: true } });
    expect(retryWhen('at', '2026-11-27T09:00', 'Asia/Ho_Chi_Minh', now)).toEqual({ when: { scheduledAt: '2026-11-27T09:00', timezone: 'Asia/Ho_Chi_Minh' } });
    expect(retryWhen('at', '2026-11-26T09:00', 'Asia/Ho_Chi_Minh', now)).toEqual({ problem: 'in_past' });
    expect(retryWhen('at', '2026-11-27T09:00', 'Mars/Olympus', now)).toEqual({ problem: 'invalid_zone' });
  });

  it('follows a job to the one that took over, and says what Ask the Hub learnt', () => {
    const newer = jobDto('n', { state: 'scheduled', ...ahead });
    const old = jobDto('o', { state: 'channels_refused', ...past, followedUp: true }, { supersededBy: 'n' });
    expect(followUpOf(old, [old, newer])).toBe(newer);
    expect(followUpOf(old, [old])).toBeNull();
    expect(followUpOf(newer, [old, newer])).toBeNull();
    expect(askedSays(newer)).toBe('held');
    expect(askedSays(jobDto('u', { state: 'unknown', ...ahead }))).toBe('unknown');
    expect(askedSays(jobDto('p', { state: 'published', scheduledAt: null, timezone: null }))).toBe('final');
    expect(askedSays(jobDto('q', { state: 'queued', scheduledAt: null, timezone: null }))).toBe('queued');
  });
});
