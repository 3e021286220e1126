/**
 * reviewtruth (issue 34, walk 4 steps 23/24): a post approved and already scheduled at the Hub, then
 * edited, is back in review; every review call says the Hub already holds it (since when, sent by
 * whom), so no screen asks to approve the edit as if that changed the Hub's post. A post never sent
 * has no such mark. Who edited it after the approval is said (a solo workspace: its one person).
 * Real sandbox Hub (embedded), started once for the file.
 */
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipcClient, ok, type TestClient } from './transports';

const ZONE = 'Asia/Ho_Chi_Minh';
const wallIn = (ms: number): string => DateTime.fromMillis(Date.now() + ms, { zone: ZONE }).toFormat("yyyy-MM-dd'T'HH:mm:ss");

describe('review screens are told the Hub already holds a post', () => {
  let c: TestClient;
  beforeAll(async () => {
    c = await ipcClient(undefined, undefined, { env: { ...process.env, POSTROOM_MEMBER: 'Lan' }, resume: false });
    ok(await c.invoke('profiles.refresh', {}));
  }, 60_000);
  afterAll(async () => c?.close());

  it('approved, scheduled at the Hub, edited: in review again, at the Hub since it was sent, by whom, edited by whom', async () => {
    const make = async (caption: string): Promise<string> => {
      const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption, scheduled_at: wallIn(86_400_000), timezone: ZONE } }));
      ok(await c.invoke('photos.add', { draftId: d.id, urls: ['https://images.example.com/truth.jpg'] }));
      ok(await c.invoke('review.act', { draftId: d.id, action: 'submit' }));
      ok(await c.invoke('review.act', { draftId: d.id, action: 'approve' }));
      return d.id;
    };
    const sent = await make('Cà phê sữa đá 45k');
    const kept = await make('Never sent');
    const before = Date.now();
    ok(await c.invoke('publish.start', { draftIds: [sent] }));
    let state = '';
    for (let i = 0; i < 150 && state !== 'scheduled'; i++) {
      state = ok(await c.invoke('jobs.list', { draftId: sent }))[0]?.post.state ?? '';
      if (state !== 'scheduled') await new Promise((r) => setTimeout(r, 100));
    }
    expect(state).toBe('scheduled');

    ok(await c.invoke('drafts.update', { id: sent, patch: { caption: 'Cà phê sữa đá 49k' } }));
    const got = ok(await c.invoke('review.get', { draftIds: [sent, kept] }));
    expect(got[sent]).toMatchObject({ state: 'in_review', stale: true, atHub: { state: 'scheduled', by: 'Lan' }, editedBy: 'Lan' });
    const since = Date.parse(got[sent]!.atHub!.since);
    expect(since).toBeGreaterThanOrEqual(before - 1000);
    expect(since).toBeLessThanOrEqual(Date.now());
    expect(got[kept]).toMatchObject({ state: 'approved', stale: false, atHub: null, editedBy: null });

    const row = ok(await c.invoke('review.list', {})).rows.find((r) => r.draftId === sent);
    expect(row).toMatchObject({ atHub: { state: 'scheduled', by: 'Lan' }, editedBy: 'Lan' });
  }, 60_000);
});
