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

  it('a client decisions file on a post changed since is refused naming the post (caption start, time)', async () => {
    const at = wallIn(3 * 86_400_000);
    const d = ok(await c.invoke('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Bánh flan 20k\nline two', scheduled_at: at, timezone: ZONE } }));
    const camp = ok(await c.invoke('campaigns.create', { name: 'Flan' }));
    ok(await c.invoke('campaigns.addDrafts', { id: camp.id, draftIds: [d.id] }));
    const page = ok(await c.invoke('review.preview', { campaignId: camp.id, zone: ZONE, lang: 'en' }));
    const data = JSON.parse(/<script type="application\/json" id="postroom-data">([\s\S]*?)<\/script>/.exec(page.content)?.[1] ?? 'null') as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    const file = { format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: new Date().toISOString(), posts: [{ draftId: d.id, revision: data.posts[0]!.revision, decision: 'approve', note: '' }] };
    ok(await c.invoke('drafts.update', { id: d.id, patch: { caption: 'Bánh flan 25k\nline two' } }));
    const refused = await c.invoke('review.decisions', { name: 'd.json', content: JSON.stringify(file), campaignId: camp.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'decisions_stale', details: { posts: [{ draftId: d.id, caption: 'Bánh flan 25k', scheduled_at: at, timezone: ZONE }] } } });
  }, 60_000);
});
