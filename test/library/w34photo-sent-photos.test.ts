/**
 * w34photo (walk 34): the photos a send carried travel in the team's shared outcome (library sent-photos.ts), read by
 * every laptop's card. A teammate's document is not trusted: what is not a size reads as not known, never as a size.
 */
import { describe, expect, it } from 'vitest';
import { SENT_PHOTOS, sentPhotos, teamRows } from '../../src-main/library';

const meta = (width?: number, height?: number) => ({ filename: 'a.jpg', contentType: 'image/jpeg', sha256: 'x'.repeat(64), bytes: 4242, ...(width ? { width, height } : {}) });

describe('sentPhotos: one reading of a send\'s photos, on the sender\'s laptop and a teammate\'s', () => {
  it("the sender's job: its uploads (size, type, bytes; an older job's without a size is not known), then its links", () => {
    expect(sentPhotos({ photos: [meta(200, 150), meta()], fields: { photo_urls: ['https://cdn.example.com/b.jpg'] } })).toEqual([
      { width: 200, height: 150, type: 'image/jpeg', bytes: 4242 }, null, null,
    ]);
  });

  it("a teammate's outcome: the list its sender shared, kept through outcomeFields; none shared (an older build): null", () => {
    const list = [{ width: 200, height: 150, type: 'image/png', bytes: 424 }, null];
    const fields = teamRows.outcomeFields({ caption: 'c', [SENT_PHOTOS]: list });
    expect(fields[SENT_PHOTOS]).toEqual(list);
    expect(sentPhotos({ fields })).toEqual(list);
    expect(sentPhotos({ fields: teamRows.outcomeFields({ caption: 'c' }) })).toBeNull();
  });

  it('what is not a size in a shared list reads as not known; a list that is not one is dropped', () => {
    const fields = teamRows.outcomeFields({ [SENT_PHOTOS]: [{ width: '200', height: 150 }, { width: 0, height: 5 }, 'x', { width: 3, height: 4, type: 7, bytes: -1 }] });
    expect(fields[SENT_PHOTOS]).toEqual([null, null, null, { width: 3, height: 4, type: null, bytes: null }]);
    expect(SENT_PHOTOS in teamRows.outcomeFields({ [SENT_PHOTOS]: { width: 3, height: 4 } })).toBe(false);
  });
});
