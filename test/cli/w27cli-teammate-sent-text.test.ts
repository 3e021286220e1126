/**
 * w27cli (walk 23, 3): the words of a post a teammate's computer sent (publisher guard.ts teammateSentText), row by post
 * state: whose computer sent it and when, then what the Hub did or may have done; an unknown outcome says that only that
 * computer can ask the Hub, and its time, ahead or passed, in its zone. Before: "… it may be live by Bảo at …".
 */
import { describe, expect, it } from 'vitest';
import { teammateSentText, type PostState } from '../../src-main/publisher';

const by = { who: 'Bảo', at: Date.parse('2027-03-01T02:14:00Z') };
const NOW = Date.parse('2027-03-02T00:00:00Z');
const st = (over: Partial<PostState>): PostState => ({ state: 'unknown', tone: 'bad', channels: [], published: 0, total: 1, refused: [], scheduledAt: null, timezone: null, retrying: false, reason: null, nextTryAt: null, ...over });
const SENT = "Bảo's computer sent it at 2027-03-01 02:14 UTC";

describe("a teammate's send, in plain words (w27cli)", () => {
  const rows: Array<[string, PostState, string]> = [
    ['unknown, no time', st({}), `${SENT}; the Hub may have published it then (outcome unknown: only Bảo's computer can ask the Hub)`],
    ['unknown, its time ahead', st({ scheduledAt: '2027-03-05T09:00', timezone: 'Asia/Bangkok' }), `${SENT}; the Hub may hold it for 2027-03-05T09:00 in Asia/Bangkok (outcome unknown: only Bảo's computer can ask the Hub)`],
    ['unknown, its time passed', st({ scheduledAt: '2027-03-01T09:00', timezone: 'Asia/Bangkok' }), `${SENT}; the Hub may have published it at 2027-03-01T09:00 in Asia/Bangkok (outcome unknown: only Bảo's computer can ask the Hub)`],
    ['scheduled', st({ state: 'scheduled', tone: 'progress', scheduledAt: '2027-03-05T09:00', timezone: 'Asia/Bangkok' }), `already scheduled at the Hub for 2027-03-05T09:00 in Asia/Bangkok (${SENT})`],
    ['published', st({ state: 'published', tone: 'ok', published: 1 }), `already published on its channel (${SENT})`],
    ['queued', st({ state: 'queued', tone: 'progress' }), `already in the Hub's posting queue (${SENT})`],
    // walk 36b (1): Bảo's calls never reached the Hub: queued, never "sent it".
    ['waiting to reach the Hub', st({ state: 'sending', tone: 'progress', retrying: true, reason: { code: 'network', message: 'fetch failed' } }), "already queued, not at the Hub yet (it did not answer; it is retried under the same key) (Bảo's computer queued it; last tried at 2027-03-01 02:14 UTC)"],
  ];
  for (const [name, s, words] of rows) {
    it(name, () => {
      expect(teammateSentText(s, by, NOW)).toBe(words);
      expect(teammateSentText(s, by, NOW)).not.toMatch(/may be live by/);
    });
  }
});
