/**
 * Review and approval over the bridge (issue 34, review-ui): the same core calls as the CLI, with
 * the table's verdicts for the member, the three boxes and their counts, a `review` event for each
 * step and comment, the table's refusal as a typed code with its reason (nothing written), a client
 * preview as a file to download and its decisions imported back or refused by code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PostReviewDto, ReviewEventDto } from '../../src-main/bridge/contract';
import { ipcClient, ok, type TestClient } from './transports';

describe('review over the bridge', () => {
  let client: TestClient;
  const events: ReviewEventDto[] = [];
  beforeAll(async () => {
    client = await ipcClient(undefined, undefined, { env: { ...process.env, POSTROOM_MEMBER: 'Lan' }, embeddedSandbox: false, resume: false });
    client.on('review', (e) => events.push(e));
  });
  afterAll(async () => {
    await client.close();
  });

  // Walk 43a (4): each with a photo, so it can be published as it is ("Send all for review" leaves a post that cannot).
  const draft = async (caption: string): Promise<string> => {
    const id = ok(await client.invoke('drafts.create', { draft: { caption, platforms: ['x'], profile_id: 'p1' } })).id;
    ok(await client.invoke('photos.add', { draftId: id, urls: ['https://cdn.example.com/p.jpg'] }));
    return id;
  };

  it('acts on a post, lists it in its box, tells the screens, and refuses what the table refuses with its reason, writing nothing', async () => {
    const a = await draft('Bánh mì\nsecond line');
    const first = ok(await client.invoke('review.get', { draftIds: [a] }))[a] as PostReviewDto;
    expect(first).toMatchObject({ state: 'draft', last: null, actions: { submit: { do: 'allowed' }, approve: { do: 'refused', reason: 'not_submitted' } } });

    const refused = await client.invoke('review.act', { draftId: a, action: 'approve' });
    expect(refused).toMatchObject({ ok: false, error: { code: 'refused', source: 'postroom', details: { reason: 'not_submitted', draftId: a } } });
    expect(events).toEqual([]);

    expect(ok(await client.invoke('review.act', { draftId: a, action: 'submit' }))).toMatchObject({ state: 'in_review', last: { action: 'submit', by: 'Lan' } });
    expect(events.at(-1)).toEqual({ kind: 'submitted', draftId: a, by: 'Lan', caption: 'Bánh mì', own: true });
    const list = ok(await client.invoke('review.list', {}));
    expect(list.me).toEqual({ name: 'Lan', role: 'owner', solo: true });
    expect(list.counts).toEqual({ waiting_for_me: 1, i_sent: 0, came_back: 0, other: 0 });
    expect(list.rows[0]).toMatchObject({ draftId: a, box: 'waiting_for_me', caption: 'Bánh mì', platforms: ['x'], profile_id: 'p1' });

    const comment = ok(await client.invoke('review.comment', { draftId: a, body: 'Sáng hơn @Lan', mentions: ['Lan'] }));
    const reply = ok(await client.invoke('review.comment', { draftId: a, body: 'OK', parentId: comment.id }));
    expect(events.at(-1)).toMatchObject({ kind: 'commented', draftId: a });
    const thread = ok(await client.invoke('review.comments', { draftId: a }));
    expect(thread.comments.map((c) => [c.id, c.parentId, c.mentions])).toEqual([[comment.id, null, ['Lan']], [reply.id, comment.id, []]]);
    expect(thread.members).toEqual(['Lan']);
    const long = await client.invoke('review.comment', { draftId: a, body: 'x'.repeat(4001) });
    expect(long).toMatchObject({ ok: false, error: { code: 'comment_too_long' } });
    expect(ok(await client.invoke('review.comments', { draftId: a })).comments).toHaveLength(2);

    expect(ok(await client.invoke('review.act', { draftId: a, action: 'approve' }))).toMatchObject({ state: 'approved', actions: { approve: { do: 'refused', reason: 'already_approved' } } });
    expect(events.at(-1)).toMatchObject({ kind: 'approved', by: 'Lan' });
    expect(ok(await client.invoke('review.list', {})).counts).toEqual({ waiting_for_me: 0, i_sent: 0, came_back: 1, other: 0 });
    // Edited after approval: back in review (derived by the core), and the screen is told so by review.get.
    ok(await client.invoke('drafts.update', { id: a, patch: { caption: 'Bánh mì mới' } }));
    expect(ok(await client.invoke('review.get', { draftIds: [a] }))[a]).toMatchObject({ state: 'in_review', stale: true });

    expect(await client.invoke('review.act', { draftId: 'nope', action: 'submit' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('a campaign: all or nothing, a client preview to download, decisions imported back or refused by code', async () => {
    const [b, c] = [await draft('One'), await draft('Two')];
    const camp = ok(await client.invoke('campaigns.create', { name: 'Tết 2027' }));
    ok(await client.invoke('campaigns.addDrafts', { id: camp.id, draftIds: [b, c] }));
    ok(await client.invoke('review.act', { draftId: c, action: 'submit' }));
    ok(await client.invoke('review.act', { draftId: c, action: 'request_changes', comment: 'no' }));
    const before = events.length;
    expect(await client.invoke('review.campaign', { campaignId: camp.id, action: 'approve' })).toMatchObject({ ok: false, error: { code: 'refused', details: { reason: 'not_submitted', draftId: b } } });
    expect(events.length).toBe(before);
    const sent = ok(await client.invoke('review.campaign', { campaignId: camp.id, action: 'submit' }));
    expect([sent.taken, sent.already, sent.reviews[b]?.state, sent.reviews[c]?.state]).toEqual([2, 0, 'in_review', 'in_review']);

    expect(await client.raw('review.preview', { campaignId: camp.id, draftIds: [b], zone: 'UTC', lang: 'en' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await client.raw('review.preview', { campaignId: camp.id, zone: 'Mars/Olympus', lang: 'en' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    const page = ok(await client.invoke('review.preview', { campaignId: camp.id, zone: 'Asia/Ho_Chi_Minh', lang: 'vi' }));
    expect([page.name, page.mime, page.count]).toEqual(['postroom-preview-Tet-2027.html', 'text/html', 2]);

    const garbage = await client.invoke('review.decisions', { name: 'x.json', content: 'not json', campaignId: camp.id });
    expect(garbage).toMatchObject({ ok: false, error: { code: 'decisions_invalid', source: 'postroom' } });
    // The decisions file the page would make, from the page's own data block (what its script reads).
    const data = JSON.parse(/<script type="application\/json" id="postroom-data">([\s\S]*?)<\/script>/.exec(page.content)?.[1] ?? 'null') as { exportId: string; campaignId: string; digest: string; posts: Array<{ draftId: string; revision: string }> };
    expect(data.posts.map((p) => p.draftId)).toEqual([b, c]);
    const file = { format: 'postroom-client-decisions', version: 1, exportId: data.exportId, campaignId: data.campaignId, digest: data.digest, decidedAt: new Date().toISOString(), posts: [{ draftId: b, revision: data.posts[0]!.revision, decision: 'approve', note: '' }, { draftId: c, revision: data.posts[1]!.revision, decision: null, note: '' }] };
    expect(await client.invoke('review.decisions', { name: 'd.json', content: JSON.stringify(file), campaignId: 'another' })).toMatchObject({ ok: false, error: { code: 'decisions_other_campaign' } });
    const done = ok(await client.invoke('review.decisions', { name: 'd.json', content: JSON.stringify(file), campaignId: camp.id }));
    expect(done).toMatchObject({ by: 'client (via Lan)', relayedBy: 'Lan', signed: false, decisions: [{ draftId: b, decision: 'approve', outcome: 'approved', state: 'approved', unchanged: false, note: false }] }); // walk 33: the note's presence reaches the screen
    expect(events.at(-1)).toMatchObject({ kind: 'approved', draftId: b, by: 'Lan' }); // her own approval, relaying the client
  });
});
