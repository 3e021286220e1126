/**
 * w31send: "Restore withdrawn" (session 27's left-out: it did not take back posts withdrawn by cancelling their job in the
 * Outbox, and nothing but a test called it). What is true for a person: a post withdrawn either way goes with the
 * campaign's next Send; never one that went out, nor one the Hub may hold. The state × action table's `restore` cell says
 * it (publisher actions.ts rule 6; actions.test.ts writes the column out by hand), and each row a withdrawn campaign post
 * can be in is walked here with a REAL sandbox Hub (started once for the file): withdrawn by the campaign before it was
 * handed, cancelled in the Outbox before it went, cancelled and then sent (published), and an unknown outcome.
 * Failed before: no `restoreWithdrawn` (the Outbox-cancelled post stayed withdrawn; nothing sent it again); and with it
 * but the send loop unchanged, the restored post's cancelled job was taken for "the journal already holds it": recorded
 * handed again, never sent (the second test's poll stayed 'cancelled').
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CampaignSender } from '../../src-main/campaigns';
import { HubClient } from '../../src-main/hub';
import { campaignPlans } from '../../src-main/library';
import { draftPostStates, hubPort, type Publisher } from '../../src-main/publisher';
import { world, type World } from '../publisher/fixture';

let w: World;
beforeAll(async () => { w = await world({ processingMs: 0 }); });
afterAll(async () => { await w?.close(); });

const NOW = (): number => Date.now();
const stateOf = (d: string): string => draftPostStates(w.lib.db, [d]).get(d)!.state;
const senderOf = (p: Publisher): CampaignSender => new CampaignSender({ library: w.lib, publisher: async () => p, team: () => null });

/** Sends the campaign with the Hub out of reach (its jobs left retrying under their keys), then cancels `cancel`'s jobs as the Outbox's Cancel does. */
async function sendThenCancel(c: string, cancel: string[]): Promise<void> {
  const away = hubPort(new HubClient({ baseUrl: 'http://127.0.0.1:9', apiKey: w.sandbox.apiKey }));
  const p = w.publisher({ maxOfflineMs: 200 }, away);
  const sender = senderOf(p);
  await sender.send(c);
  await sender.idle(c);
  for (const d of cancel) {
    const job = (): { id: string; state: string } => w.lib.db.prepare('SELECT id, state FROM publish_jobs WHERE draft_id = ? ORDER BY created_at DESC').get(d) as { id: string; state: string };
    await expect.poll(() => job().state, { timeout: 20_000 }).toBe('retrying');
    await expect.poll(() => { try { p.cancel(job().id); return true; } catch { return false; } }, { timeout: 20_000 }).toBe(true);
  }
}

/** Sends the campaign through the real sandbox and waits until each of `posts` reached a final state. */
async function sendForReal(c: string, posts: string[]): Promise<void> {
  const sender = senderOf(w.publisher());
  await sender.send(c);
  await sender.idle(c);
  for (const d of posts) await expect.poll(() => stateOf(d), { timeout: 20_000 }).toBe('published');
}

describe('Restore withdrawn takes back a post withdrawn either way, never one that went out (w31send)', () => {
  it('withdrawn by the campaign before it was handed (a draft): restored, and the next Send publishes it', async () => {
    const a = w.draft();
    const c = w.lib.campaigns.create(w.lib.db, { name: 'w31 withdrawn by the campaign', draftIds: [a] }).id;
    campaignPlans.withdraw(w.lib.db, c, [a]); // what the send's Cancel does to a post not handed yet
    const sender = senderOf(w.publisher());
    expect((await sender.status(c)).split).toMatchObject({ withdrawn: 1, ready: 0 });
    const r = await sender.restoreWithdrawn(c, NOW());
    expect({ restored: r.restored, kept: r.kept }).toEqual({ restored: [a], kept: [] });
    expect(r.split).toMatchObject({ withdrawn: 0, ready: 1 });
    const posted = w.posts().length;
    await sendForReal(c, [a]);
    expect(w.posts().length).toBe(posted + 1);
  }, 60_000);

  it('cancelled in the Outbox before it went: restored; sent, then cancelled-and-published: never restored again', async () => {
    const b = w.draft();
    const c = w.lib.campaigns.create(w.lib.db, { name: 'w31 cancelled in the Outbox', draftIds: [b] }).id;
    await sendThenCancel(c, [b]);
    expect(stateOf(b)).toBe('cancelled');
    const sender = senderOf(w.publisher());
    const before = await sender.status(c);
    expect({ word: before.word, split: before.split }).toMatchObject({ word: 'doneWithdrawn', split: { withdrawn: 1, cancelled: 1, ready: 0 } });
    const r = await sender.restoreWithdrawn(c, NOW());
    expect({ restored: r.restored, kept: r.kept }).toEqual({ restored: [b], kept: [] }); // before: no way back (it stayed withdrawn)
    expect(r.split).toMatchObject({ withdrawn: 0, cancelled: 0, ready: 1 });
    const posted = w.posts().length;
    await sendForReal(c, [b]);
    expect(w.posts().length).toBe(posted + 1);
    // Its first job is still cancelled, its second went out: "cancelled after it went" is published, and stays sent
    // (h-restore: not withdrawn, so not offered; it was "kept" with the table's reason).
    const again = await sender.restoreWithdrawn(c, NOW());
    expect({ restored: again.restored, kept: again.kept }).toEqual({ restored: [], kept: [] });
    expect(again.split).toMatchObject({ sent: 1, withdrawn: 0, ready: 0 });
    await senderOf(w.publisher()).send(c).catch(() => undefined);
    expect(w.posts().length).toBe(posted + 1); // never sent twice
  }, 90_000);

  // h-restore (session 29, 2): it was "kept" (cannot_withdraw) while the campaign still counted it withdrawn; the one
  // derivation says what it is: sent from here, its outcome unknown (ask the Hub). Nothing withdrawn, nothing offered.
  it('withdrawn, then sent from Compose with an unknown outcome: counted unknown (ask the Hub), not withdrawn nor offered', async () => {
    const d = w.draft();
    const c = w.lib.campaigns.create(w.lib.db, { name: 'w31 unknown', draftIds: [d] }).id;
    campaignPlans.withdraw(w.lib.db, c, [d]);
    w.sandbox.control.setFaults({ upstream_timeout_lost: 1, processing_ms: 0 });
    try {
      const job = (await w.publisher().publish({ draftIds: [d] })).jobs[0]!;
      expect(job.state).toBe('unknown');
    } finally {
      w.sandbox.control.setFaults({ processing_ms: 0 });
    }
    const r = await senderOf(w.publisher()).restoreWithdrawn(c, NOW());
    expect({ restored: r.restored, kept: r.kept }).toEqual({ restored: [], kept: [] });
    expect(r.split).toMatchObject({ posts: 1, unknown: 1, withdrawn: 0 });
    expect(campaignPlans.sends(w.lib.db, c).map((x) => x.outcome)).toEqual(['withdrawn']);
  }, 60_000);
});
