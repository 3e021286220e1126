/**
 * The calendar's "can this post move?" is the state × action table's `drag` column
 * (publisher/actions.ts), never a second list of its own: a change to the table moves the calendar.
 */
import { describe, expect, it } from 'vitest';
import { whyFixed } from '../../src-main/campaigns';
import { ACTIONS_TABLE } from '../../src-main/publisher';

describe('whyFixed', () => {
  it('says each state as the calendar words it', () => {
    expect(Object.fromEntries(['draft', 'refused', 'cancelled', 'scheduled', 'queued', 'sending', 'unknown', 'published', 'partial', 'channels_refused'].map((s) => [s, whyFixed(s)]))).toEqual({
      draft: null, refused: null, cancelled: null,
      scheduled: 'held_by_hub', queued: 'held_by_hub', sending: 'in_flight', unknown: 'outcome_unknown',
      published: 'already_sent', partial: 'already_sent', channels_refused: 'already_sent',
    });
  });

  it('lets a post move exactly where the table allows a drag', () => {
    for (const [state, row] of [['draft', 'draft'], ['refused', 'refused'], ['cancelled', 'cancelled'], ['scheduled', 'scheduled_ahead'], ['queued', 'queued'], ['sending', 'sending'], ['unknown', 'unknown_ahead'], ['published', 'published'], ['partial', 'partial'], ['channels_refused', 'channels_refused']] as const) {
      const cell = ACTIONS_TABLE[row].drag;
      const allowed = ('pastTime' in cell ? cell.otherwise : cell).do !== 'refused';
      expect(whyFixed(state) === null, state).toBe(allowed);
    }
  });

  it('never moves a post in a state it does not know', () => {
    expect(whyFixed('archived_by_a_newer_app')).toBe('outcome_unknown');
  });
});
