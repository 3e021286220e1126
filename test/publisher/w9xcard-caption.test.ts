/**
 * w9xcard (walk 9, F1): the caption of a teammate's send (publisher team-sends.ts sentCaption), the
 * one reading the Outbox's "Sent by teammates" card and the Table's teammate rows show. A key is one
 * Hub post of one caption group; the team's outcome names its channels, and the draft here gives
 * those channels their caption (their own, else the main one). Before: always the main caption.
 */
import { describe, expect, it } from 'vitest';
import { sentCaption, teammateRows, type TeammateSend } from '../../src-main/publisher';

const MAIN = 'Phở sáng thứ Bảy 🍜 — ghé quán từ 6h nhé! #pho';
const X_ONLY = 'Phở sáng T7 🍜 6h mở cửa. #pho #saigon';
const draft = { caption: MAIN, title: 'Phở', captions: [{ channel: 'x', caption: X_ONLY, title: null }] };
const job = (platforms: string[], fields: Record<string, unknown> = {}) => ({ platforms, fields });

describe("a teammate's send's caption", () => {
  it("a send of X alone: X's own caption; of the other channels: the main one", () => {
    expect(sentCaption(job(['x']), draft)).toBe(X_ONLY);
    expect(sentCaption(job(['instagram', 'facebook']), draft)).toBe(MAIN);
  });

  it('a channel whose own caption equals the main one is the main post', () => {
    expect(sentCaption(job(['facebook', 'x']), { ...draft, captions: [{ channel: 'x', caption: MAIN, title: null }] })).toBe(MAIN);
  });

  it('the caption the outcome carries wins over the draft; no draft and none carried: nothing', () => {
    expect(sentCaption(job(['x'], { caption: 'as sent' }), draft)).toBe('as sent');
    expect(sentCaption(job(['x']), null)).toBe('');
  });

  it('an empty caption reads as its title; a draft without channels of its own: the main caption', () => {
    expect(sentCaption(job(['youtube']), { caption: '', title: 'Video phở', captions: [] })).toBe('Video phở');
    expect(sentCaption(job(['x']), { caption: MAIN, captions: [] })).toBe(MAIN);
  });

  it("the Table's teammate rows read the same", () => {
    const send = (id: string, platforms: string[]): TeammateSend => {
      const channels = platforms.map((channel) => ({ channel, state: 'published', jobId: id, code: null, message: null, vietnamese: null, url: null }));
      return { draftId: 'd1', key: `k-${id}`, job: { id, state: 'done', hubStatus: 'completed', platforms, fields: {}, outcomes: null, lastError: null, nextAt: null, createdAt: 1, scheduledAt: null, by: { memberId: 'm-lan', name: 'Lan', at: 1 } }, post: { state: 'published', channels } } as unknown as TeammateSend;
    };
    const rows = teammateRows([send('j-x', ['x']), send('j-ig', ['instagram', 'facebook'])], { draftOf: () => ({ ...draft, profileId: 'prof_caphe' }) });
    expect(rows.map((r) => `${r.channel}: ${r.caption}`)).toEqual([`x: ${X_ONLY}`, `instagram: ${MAIN}`, `facebook: ${MAIN}`]);
  });
});
