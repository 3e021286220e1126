/**
 * w28order: a photo added while the team service's photo exchange is under way is uploaded too. Lan creates a post
 * (its draft acknowledged: an exchange starts, reading the photos to upload), then adds a photo to it: its draft is
 * acknowledged while the first exchange is still running. That second `now()` was dropped ("unless an exchange is
 * under way"): the photo's bytes never went up and Bảo's Compose never listed it (ui-team-live, 1 run in 3 under load).
 * Failed on the old code (one exchange, not two).
 */
import { describe, expect, it } from 'vitest';
import type { BlobReport } from '../../src-main/team/blobs-client';
import { PhotoExchange } from '../../src-main/team/blobs-schedule';

/** Every promise callback queued so far has run (no timer: the next turn of the event loop). */
const settled = (): Promise<void> => new Promise((r) => setImmediate(r));

describe('PhotoExchange: asked again while an exchange runs', () => {
  it('runs once more after it, with what it reads then', async () => {
    const ends: Array<(r: BlobReport) => void> = [];
    const reads: number[] = [];
    let read = 0;
    const done: Array<BlobReport | null> = [];
    const photos = new PhotoExchange({
      input: () => ({ db: null as never, workspaceId: 'w', baseUrl: 'http://127.0.0.1:9', token: 't', mediaDir: '/nowhere', canUpload: true }),
      live: () => true,
      done: (r) => void done.push(r),
      exchange: () => {
        reads.push(++read);
        return new Promise<BlobReport>((resolve) => void ends.push(resolve));
      },
    });
    photos.now(); // the post's draft acknowledged
    photos.now(); // its photo's draft acknowledged, the first exchange still running
    photos.now(); // and once more: still one exchange after the running one
    expect(reads).toEqual([1]);
    ends[0]!({ fetched: 0, uploaded: 0, failed: [] });
    await settled();
    expect(reads).toEqual([1, 2]);
    ends[1]!({ fetched: 0, uploaded: 1, failed: [] });
    await settled();
    expect(done).toHaveLength(2);
    expect(reads).toEqual([1, 2]);
    await photos.stop();
  });
});
