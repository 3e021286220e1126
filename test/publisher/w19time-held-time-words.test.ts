/**
 * w19time: the publisher's lines of a time the Hub holds or a post was for (earlierOutcome, the same-time hold,
 * the send hold) read it on its zone's clock in the words of "scheduled for" (timeInZoneText), whatever form it
 * was kept in. Compose keeps "2027-03-10T09:00:00.000+01:00": before, they printed that string as stored.
 */
import { describe, expect, it } from 'vitest';
import { earlierOutcome, sendHoldText, type PostState, type SendHold } from '../../src-main/publisher';
import { sameTimeHold } from '../../src-main/publisher/guard';

const COMPOSE = '2027-03-10T09:00:00.000+01:00';
const NOW = Date.parse('2027-03-01T00:00:00Z');

describe('a held time in the publisher\'s words', () => {
  it('already scheduled at the Hub: on its zone\'s clock', () => {
    const s = { state: 'scheduled', scheduledAt: COMPOSE, timezone: 'Europe/Berlin' } as unknown as PostState;
    expect(earlierOutcome(s)).toBe('already scheduled at the Hub for 2027-03-10T09:00 in Europe/Berlin');
    const utc = { state: 'scheduled', scheduledAt: '2027-03-10T08:00:00Z', timezone: 'Europe/Berlin' } as unknown as PostState;
    expect(earlierOutcome(utc)).toBe('already scheduled at the Hub for 2027-03-10T09:00 in Europe/Berlin');
  });
  it('the same-time hold says the time the Hub holds as read', () => {
    const st = { state: 'scheduled', scheduledAt: COMPOSE, timezone: 'Europe/Berlin' } as unknown as PostState;
    const p = sameTimeHold({ scheduled_at: '2027-03-10T09:00', timezone: 'Europe/Berlin', add_to_queue: false }, st, NOW);
    expect(p?.message).toMatch(/^the Hub holds this post for 2027-03-10T09:00 in Europe\/Berlin and cannot move it/);
  });
  it('the send hold', () => {
    const h = { kind: 'at_hub', state: 'scheduled', scheduledAt: COMPOSE, timezone: 'Europe/Berlin', by: null } as unknown as SendHold;
    expect(sendHoldText(h)).toBe('at the Hub, scheduled for 2027-03-10T09:00 in Europe/Berlin');
  });
});
