/**
 * The one time a post shows on its Outbox card and in the desk's table (issue 32, mend32 item 2):
 * the time the Hub publishes it, in its zone, labelled; never the moment the job was written.
 */
import { describe, expect, it } from 'vitest';
import { postTime } from '../../src-renderer/src/lib/postTime';

const handed = '2026-11-27T01:47:00.000Z';

describe('postTime', () => {
  it('a scheduled post: its own time in its zone, "scheduled for" until it is out, "published at" after', () => {
    const s = { scheduledAt: '2026-11-27T00:50:00Z', timezone: 'UTC', handedAt: handed };
    expect(postTime({ ...s, state: 'scheduled' }, 'America/Los_Angeles', 'en-US')).toEqual({ kind: 'scheduledFor', time: expect.stringMatching(/12:50\s?AM/), zone: 'UTC', city: 'UTC', twice: false, wallClock: null });
    expect(postTime({ ...s, state: 'published' }, 'America/Los_Angeles', 'en-US')).toMatchObject({ kind: 'publishedAt', time: expect.stringMatching(/12:50\s?AM/) });
    expect(postTime({ ...s, state: 'unknown' }, 'America/Los_Angeles', 'en-US').kind).toBe('scheduledFor');
  });

  it('a wall clock in a zone reads in that zone, named by its city', () => {
    const t = postTime({ scheduledAt: '2026-11-27T09:00:00', timezone: 'Asia/Ho_Chi_Minh', state: 'scheduled', handedAt: handed }, 'UTC', 'en-US');
    expect(t).toMatchObject({ kind: 'scheduledFor', zone: 'Asia/Ho_Chi_Minh', city: 'Ho Chi Minh', time: expect.stringMatching(/9:00\s?AM/) });
  });

  it('a post sent at once: when it was handed to the Hub, in its zone or this computer\'s', () => {
    expect(postTime({ scheduledAt: null, timezone: null, state: 'published', handedAt: handed }, 'UTC', 'en-US')).toMatchObject({ kind: 'handedAt', zone: '', time: expect.stringMatching(/1:47\s?AM/) });
    expect(postTime({ scheduledAt: null, timezone: 'Asia/Ho_Chi_Minh', state: 'published', handedAt: handed }, 'UTC', 'en-US')).toMatchObject({ kind: 'handedAt', city: 'Ho Chi Minh', time: expect.stringMatching(/8:47\s?AM/) });
  });
});
