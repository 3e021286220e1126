/**
 * w30campaign (helpers' left-outs, 1): a campaign's post handed to the publisher whose job was then cancelled (withdrawn
 * from the Outbox before it reached the Hub) counted as "sent": `campaign status` said "done: 2 posts · 2 sent" of a
 * campaign that sent one post, and `campaign list` "done". It was not sent: it is withdrawn, in the partition's
 * `withdrawn` (posts = sent + unknown + refused + ready + held + withdrawn), and the campaign is partly sent, or, when
 * nothing went, "nothing sent". A REAL sandbox Hub, started once for the file. Failed on the old code ("2 sent").
 */
import { describe, expect, it } from 'vitest';
import { CampaignSender } from '../../src-main/campaigns';
import { HubClient } from '../../src-main/hub';
import { hubPort } from '../../src-main/publisher';
import { useCliWorld } from '../cli/cli-world';

const cliWorld = useCliWorld();
const { w } = cliWorld;

const stateLine = (out: string): string => out.split('\n').find((l) => l !== '' && !l.startsWith('batch ')) ?? '';
const cli = (args: string[]): Promise<{ code: number; out: string; err: string }> => cliWorld.cli(args, { closeLibrary: true });

/**
 * Sends the campaign with the Hub out of reach (a closed port: the jobs are left retrying, under their keys, once the run
 * gives up waiting for the network), then cancels each of `cancel`'s jobs, as the Outbox's Cancel does.
 */
async function sendThenCancel(c: string, cancel: string[]): Promise<void> {
  const away = hubPort(new HubClient({ baseUrl: 'http://127.0.0.1:9', apiKey: w.sandbox.apiKey }));
  const p = w.publisher({ maxOfflineMs: 200 }, away);
  const sender = new CampaignSender({ library: w.lib, publisher: async () => p, team: () => null });
  await sender.send(c);
  await sender.idle(c);
  for (const d of cancel) {
    const job = (): { id: string; state: string } => w.lib.db.prepare('SELECT id, state FROM publish_jobs WHERE draft_id = ?').get(d) as { id: string; state: string };
    await expect.poll(() => job().state, { timeout: 20_000 }).toBe('retrying');
    await expect.poll(() => { try { p.cancel(job().id); return true; } catch { return false; } }, { timeout: 20_000 }).toBe(true);
  }
}

const statusJson = async (c: string): Promise<Record<string, unknown>> => {
  const json = await cli(['campaign', 'status', c, '--json']);
  return json.out.split('\n').filter(Boolean).map((l) => JSON.parse(l) as { status?: Record<string, unknown> }).find((x) => x.status)!.status!;
};

describe('a campaign post whose job was cancelled is withdrawn, never sent (w30campaign)', () => {
  it('1 published, 1 cancelled: partly sent, "1 sent · 1 withdrawn"', async () => {
    const cancelled = w.draft();
    const c = w.lib.campaigns.create(w.lib.db, { name: 'w30 cancelled', draftIds: [cancelled] }).id;
    await sendThenCancel(c, [cancelled]);
    w.lib.campaigns.addDrafts(w.lib.db, c, [w.draft()]);
    await cli(['campaign', 'send', c]);

    const status = await cli(['campaign', 'status', c]);
    expect(stateLine(status.out)).toBe('partly sent: 2 posts · 1 sent · 1 withdrawn');
    const s = await statusJson(c);
    expect({ word: s.word, split: s.split }).toEqual({ word: 'donePartly', split: { posts: 2, sent: 1, unknown: 0, refused: 0, ready: 0, held: 0, withdrawn: 1, cancelled: 1 } });
    const list = await cli(['campaign', 'list']);
    expect(list.out.split('\n').find((l) => l.startsWith(c))).toMatch(/^\S+ +2 posts {2}partly sent +w30 cancelled$/);
  }, 90_000);

  it('every post cancelled: nothing sent, never "done"', async () => {
    const a = w.draft();
    const b = w.draft();
    const c = w.lib.campaigns.create(w.lib.db, { name: 'w30 all cancelled', draftIds: [a, b] }).id;
    await sendThenCancel(c, [a, b]);

    const status = await cli(['campaign', 'status', c]);
    expect(stateLine(status.out)).toBe('done (nothing sent: 2 withdrawn): 2 posts · 2 withdrawn');
    const s = await statusJson(c);
    expect({ word: s.word, split: s.split }).toEqual({ word: 'doneWithdrawn', split: { posts: 2, sent: 0, unknown: 0, refused: 0, ready: 0, held: 0, withdrawn: 2, cancelled: 2 } });
    const list = await cli(['campaign', 'list']);
    expect(list.out.split('\n').find((l) => l.startsWith(c))).toMatch(/^\S+ +2 posts {2}nothing sent +w30 all cancelled$/);
  }, 90_000);
});
