/**
 * w11all (walk 11, issue 34): a campaign's "Approve all" over the bridge approves every post this member may approve
 * now and leaves the others, counted by the table's reason, said before the press (`review.campaignOf`) exactly as
 * the press then goes (`review.campaign`). Walk 11: 2 waiting + 1 with changes requested shut it (all or nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipcClient, ok, type TestClient } from './transports';

describe('a mixed campaign: Approve all takes the two waiting and leaves the one with changes requested', () => {
  let client: TestClient;
  beforeAll(async () => {
    client = await ipcClient(undefined, undefined, { env: { ...process.env, POSTROOM_MEMBER: 'Bảo' }, embeddedSandbox: false, resume: false });
  });
  afterAll(async () => {
    await client.close();
  });
  // Walk 43a (4): each with a caption also has a photo, so it can be published as it is ("Send all for review" leaves a post that cannot).
  const draft = async (caption: string): Promise<string> => {
    const id = ok(await client.invoke('drafts.create', { draft: { caption, platforms: ['x'], profile_id: 'p1' } })).id;
    if (caption !== '') ok(await client.invoke('photos.add', { draftId: id, urls: ['https://cdn.example.com/p.jpg'] })); // '': an empty draft
    return id;
  };

  it('2 waiting + 1 changes requested → 2 approved, 1 left (changes requested by Bảo); then shut with its reason', async () => {
    const [a, b, c, empty] = [await draft('One'), await draft('Two'), await draft('Three'), await draft('')];
    const camp = ok(await client.invoke('campaigns.create', { name: 'Tết 2027' }));
    ok(await client.invoke('campaigns.addDrafts', { id: camp.id, draftIds: [a, b, c] }));
    for (const id of [a, b, c]) ok(await client.invoke('review.act', { draftId: id, action: 'submit' }));
    ok(await client.invoke('review.act', { draftId: b, action: 'request_changes', comment: 'a better photo' }));

    const before = ok(await client.invoke('review.campaignOf', { campaignId: camp.id }));
    const left = [{ reason: 'changes_requested', n: 1, draftId: b, by: 'Bảo', author: 'Bảo' }];
    expect(before.all.approve).toEqual({ do: 'allowed', n: 2, left });
    const done = ok(await client.invoke('review.campaign', { campaignId: camp.id, action: 'approve' }));
    expect([done.taken, done.already, done.left]).toEqual([2, 0, left]);
    expect([done.reviews[a]?.state, done.reviews[b]?.state, done.reviews[c]?.state]).toEqual(['approved', 'changes_requested', 'approved']);
    // Nothing more it may approve: shut with the first post's reason, and the press is refused the same way.
    expect(done.all.approve).toEqual({ do: 'refused', reason: 'changes_requested', draftId: b });
    expect(await client.invoke('review.campaign', { campaignId: camp.id, action: 'approve' })).toMatchObject({ ok: false, error: { code: 'refused', details: { reason: 'changes_requested', draftId: b } } });

    // Send all for review: sends what may be sent, leaves an empty draft (nothing to review), says so.
    const d = await draft('Four');
    ok(await client.invoke('campaigns.addDrafts', { id: camp.id, draftIds: [d, empty] }));
    const sendable = ok(await client.invoke('review.campaignOf', { campaignId: camp.id }));
    expect(sendable.all.submit).toEqual({ do: 'allowed', n: 2, left: [{ reason: 'nothing_to_publish', n: 1, draftId: empty }] });
    const sent = ok(await client.invoke('review.campaign', { campaignId: camp.id, action: 'submit' }));
    expect([sent.taken, sent.left]).toEqual([2, [{ reason: 'nothing_to_publish', n: 1, draftId: empty }]]);
    expect([sent.reviews[b]?.state, sent.reviews[d]?.state, sent.reviews[empty]?.state]).toEqual(['in_review', 'in_review', 'draft']);
  });
});
