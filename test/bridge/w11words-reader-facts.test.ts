/**
 * w11words (walk 11): the facts the review screens need to say "you" and "kept", from the core.
 * c. a post this computer sent: `atHub.mine` (a workspace that left its team knows no member name of its own: the
 *    core said `by: 'me'` and Compose read "(sent by me)").
(d, the keep's `kept`: test/team/w11words-kept-dto.test.ts)
 * Real sandbox Hub (embedded), started once for the file.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipcClient, ok, type TestClient } from './transports';

const ZONE = 'Asia/Ho_Chi_Minh';
const wallIn = (ms: number): string => DateTime.fromMillis(Date.now() + ms, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm:ss");

describe('review facts for the reader', () => {
  let c: TestClient;
  beforeAll(async () => {
    const env = { ...process.env };
    delete env.POSTROOM_MEMBER;
    delete env.USER;
    delete env.USERNAME;
    c = await ipcClient(undefined, undefined, { env, resume: false });
    ok(await c.invoke('profiles.refresh', {}));
  }, 60_000);
  afterAll(async () => c?.close());

  it('c. a post this computer sent is `mine` at the Hub (no member name: "me" is not said as a name)', async () => {
    const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Trà đào 35k', scheduled_at: wallIn(86_400_000), timezone: ZONE } }));
    ok(await c.invoke('photos.add', { draftId: d.id, urls: ['https://images.example.com/mine.jpg'] }));
    ok(await c.invoke('review.act', { draftId: d.id, action: 'submit' }));
    ok(await c.invoke('review.act', { draftId: d.id, action: 'approve' }));
    ok(await c.invoke('publish.start', { draftIds: [d.id] }));
    let state = '';
    for (let i = 0; i < 150 && state !== 'scheduled'; i++) {
      state = ok(await c.invoke('jobs.list', { draftId: d.id }))[0]?.post.state ?? '';
      if (state !== 'scheduled') await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('scheduled');
    const got = ok(await c.invoke('review.get', { draftIds: [d.id] }))[d.id]!;
    expect(got.atHub).toMatchObject({ state: 'scheduled', mine: true });
  }, 60_000);
});
