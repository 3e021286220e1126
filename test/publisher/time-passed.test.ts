/**
 * left31: a post nothing was sent of whose own time has passed is said as such ("time passed, not sent"), never
 * "scheduled for": one check in the core (publisher/actions.ts `timePassedUnsent`, from the truth table's
 * ask_hub verdict), read by the Library, the calendar and `drafts list`.
 */
import { describe, expect, it } from 'vitest';
import { timePassedUnsent, type PostStateKind } from '../../src-main/publisher';

const now = Date.parse('2027-03-01T12:00:00Z');
const past = { scheduledAt: '2027-03-01T09:00', timezone: 'Europe/Berlin' };
const ahead = { scheduledAt: '2027-03-02T09:00', timezone: 'Europe/Berlin' };

describe('a time that passed with nothing sent', () => {
  it('is so for a draft, a refused and a cancelled post whose time is behind now', () => {
    for (const state of ['draft', 'refused', 'cancelled'] as PostStateKind[]) expect(timePassedUnsent({ state, ...past }, now), state).toBe(true);
  });
  it('is not for a time still ahead, no time, or a post the Hub holds or has had (its time is the Hub\'s)', () => {
    expect(timePassedUnsent({ state: 'draft', ...ahead }, now)).toBe(false);
    expect(timePassedUnsent({ state: 'draft', scheduledAt: null, timezone: null }, now)).toBe(false);
    for (const state of ['scheduled', 'queued', 'sending', 'published', 'partial', 'channels_refused', 'unknown'] as PostStateKind[]) expect(timePassedUnsent({ state, ...past }, now), state).toBe(false);
  });
  it('reads the wall clock in the post\'s zone: 12:30 in Berlin is 11:30 UTC, passed at noon UTC; 13:30 in Berlin is not', () => {
    expect(timePassedUnsent({ state: 'draft', scheduledAt: '2027-03-01T12:30', timezone: 'Europe/Berlin' }, now)).toBe(true);
    expect(timePassedUnsent({ state: 'draft', scheduledAt: '2027-03-01T13:30', timezone: 'Europe/Berlin' }, now)).toBe(false);
  });
});
