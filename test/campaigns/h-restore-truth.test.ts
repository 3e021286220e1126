/**
 * h-restore (session 29, left from session 28): "Restore withdrawn" tells the truth in every state. A REAL sandbox Hub and
 * library (started once for the file), the campaign's sender as the Send tab and `campaign status` read it.
 * 1. Restoring forgot the post's "handed" record: a batch of only restored posts lost its line (status `batches`). The
 *    record is kept as history (campaign_sends_restored, migration 0117): the batch's line stays, and after the next Send
 *    the new batch's line stands beside it. Failed before: `batches` was [] after the restore. And (the walk's Send tab)
 *    a campaign whose every post was restored said "State: sent · 1 ready": its word is 'idle' (not sent).
 * 2. A withdrawn post since published from Compose (or `postroom publish`) read "1 withdrawn" and was offered to restore:
 *    the one derivation (send-state.ts) says it is sent, from here, and restore finds nothing withdrawn. Failed before:
 *    split { withdrawn: 1, sent: 0 }, and restore kept it with the table's reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignSender, withdrawnVerdicts } from '../../src-main/campaigns';
import { HubClient } from '../../src-main/hub';
import { campaignPlans } from '../../src-main/library';
import { draftPostStates, hubPort, type Publisher } from '../../src-main/publisher';
import { world, type World } from '../publisher/fixture';

let w: World;
beforeAll(async () => { w = await world({ processingMs: 0 }); });
afterAll(async () => { await w?.close(); });

const stateOf = (d: string): string => draftPostStates(w.lib.db, [d]).get(d)!.state;
const senderOf = (p: Publisher): CampaignSender => new CampaignSender({ library: w.lib, publisher: async () => p, team: () => null });

describe('h-restore: a restored post keeps its history; a withdrawn post sent since is sent', () => {
  it('a batch of only restored posts keeps its line; the next Send adds its own (finding 1)', async () => {
    const b = w.draft();
    const c = w.lib.campaigns.create(w.lib.db, { name: 'h-restore history', draftIds: [b] }).id;
    // Sent with the Hub out of reach (its job left retrying under its key), then cancelled as the Outbox's Cancel does.
    const away = hubPort(new HubClient({ baseUrl: 'http://127.0.0.1:9', apiKey: w.sandbox.apiKey }));
    const p = w.publisher({ maxOfflineMs: 200 }, away);
    const s0 = senderOf(p);
    await s0.send(c);
    await s0.idle(c);
    const job = (): { id: string; state: string } => w.lib.db.prepare('SELECT id, state FROM publish_jobs WHERE draft_id = ? ORDER BY created_at DESC').get(b) as { id: string; state: string };
    await expect.poll(() => job().state, { timeout: 20_000 }).toBe('retrying');
    await expect.poll(() => { try { p.cancel(job().id); return true; } catch { return false; } }, { timeout: 20_000 }).toBe(true);
    const sender = senderOf(w.publisher());
    const before = await sender.status(c);
    expect(before.batches).toHaveLength(1);
    const first = before.batches[0]!.id;
    const r = await sender.restoreWithdrawn(c, Date.now());
    expect(r.restored).toEqual([b]);
    // Before: the handed record was deleted, and the batch's line with it ([]).
    expect(r.batches.map((x) => x.id)).toEqual([first]);
    expect(r.batches[0]).toMatchObject({ total: 1, byState: { cancelled: 1 } });
    // Nothing of it went, and it waits for the next Send: not sent (the walk's Send tab said "State: sent · 1 ready").
    expect({ word: r.word, sendState: r.sendState, split: r.split }).toMatchObject({ word: 'idle', sendState: 'idle', split: { sent: 0, ready: 1, withdrawn: 0 } });
    expect(campaignPlans.campaignOfSend(w.lib.db, b, first)).toBe(c);
    await sender.send(c);
    await sender.idle(c);
    await expect.poll(() => stateOf(b), { timeout: 20_000 }).toBe('published');
    const after = await sender.status(c);
    expect(after.batches.map((x) => x.id)[0]).toBe(first);
    expect(after.batches).toHaveLength(2);
    expect(after.split).toMatchObject({ posts: 1, sent: 1, withdrawn: 0, ready: 0 });
  }, 90_000);

  it('withdrawn, then published from Compose: sent (from here), never "1 withdrawn", nothing to restore (finding 2)', async () => {
    const d = w.draft();
    const c = w.lib.campaigns.create(w.lib.db, { name: 'h-restore published since', draftIds: [d] }).id;
    campaignPlans.withdraw(w.lib.db, c, [d]); // what the send's Cancel does to a post not handed yet
    const sender = senderOf(w.publisher());
    expect((await sender.status(c)).split).toMatchObject({ withdrawn: 1, sent: 0 });
    await w.publisher().publish({ draftIds: [d] });
    await expect.poll(() => stateOf(d), { timeout: 20_000 }).toBe('published');
    const s = await sender.status(c);
    // Before: { withdrawn: 1, sent: 0 }, and the word said nothing of it going out.
    expect({ split: s.split, withdrawn: s.withdrawn, sentHere: s.sentHere, word: s.word }).toMatchObject({ split: { posts: 1, sent: 1, withdrawn: 0, ready: 0 }, withdrawn: 0, sentHere: 1, word: 'done' });
    // Nothing withdrawn: nothing offered (before: kept with the table's reason 'final').
    expect(withdrawnVerdicts(w.lib, c, null, Date.now())).toEqual([]);
    const r = await sender.restoreWithdrawn(c, Date.now());
    expect({ restored: r.restored, kept: r.kept }).toEqual({ restored: [], kept: [] });
  }, 60_000);
});
