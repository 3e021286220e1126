/**
 * h-hubdown (walk 33): the Hub stopped during a campaign's Send; the header said "7 posts · 7 sent", the Send tab "6 sent
 * for publishing" while the Hub held 3 of the 7. The core's campaign status (the bridge's campaigns.status, which the CLI
 * reads too) now says of its sent posts how many reached the Hub (`toHub`), and a send that ended beside posts not at the
 * Hub waits for it (word 'waitingHub'), never 'done'. Real core, real sandbox Hub, closed mid-campaign. Failed on the old
 * code (no `toHub`).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { CampaignStatusDto, JobDto } from '../../src-main/bridge/contract';
import { campaigns, type Job } from '../../src-main/library';
import { batchWaiting, campaignToHub } from '../../src-main/campaigns';
import { hubWaitWord } from '../../src-main/campaigns/campaign-word';
import type { SandboxHandle } from '../../src-main/sandbox';
import { MemorySecretStore } from '../../src-main/secrets';
import { startSandboxToClose } from '../helpers/quiet-port';

describe('a campaign\'s status while the Hub is down (h-hubdown)', () => {
  let hub: SandboxHandle | null = null;
  let core: Core | null = null;
  afterAll(async () => {
    await core?.close();
    await hub?.close();
  });

  it('of its 3 sent posts, 1 at the Hub and 2 waiting to reach it; never "done" while they wait', async () => {
    hub = await startSandboxToClose({ dataDir: mkdtempSync(join(tmpdir(), 'postroom-hhubdown-hub-')), seed: 3301, faults: { processing_ms: 0 } });
    const c = await createCore({ dataDir: mkdtempSync(join(tmpdir(), 'postroom-hhubdown-')), shell: 'web', secretStore: new MemorySecretStore(), connectivityIntervalMs: 0, env: {} });
    core = c;
    const value = async <T>(method: string, input: unknown): Promise<T> => {
      const r = await c.dispatch(method, input);
      if (!r.ok) throw new Error(`${method}: ${r.error.code} ${r.error.message}`);
      return r.value as T;
    };
    await value('workspaces.add', { name: 'Sóng', hubUrl: hub.url });
    await value('workspaces.use', { name: 'Sóng' });
    await value('key.set', { key: hub.apiKey });
    await value('profiles.refresh', {});
    const draft = async (caption: string): Promise<string> => {
      const d = await value<{ id: string }>('drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
      await value('photos.add', { draftId: d.id, urls: ['https://images.example.com/lumen/hhubdown.jpg'] });
      return d.id;
    };
    const ids = [await draft('Tháng 12: one'), await draft('Tháng 12: two'), await draft('Tháng 12: three')];
    const camp = campaigns.create(c.services.library.db, { name: 'Tháng 12', draftIds: ids }).id;
    // One post goes from Compose while the Hub answers: it is at the Hub.
    await value('publish.start', { draftIds: [ids[0]] });
    await expect.poll(async () => (await value<JobDto[]>('jobs.list', { draftId: ids[0] }))[0]?.state, { timeout: 30_000 }).toBe('done');

    await hub.close();
    hub = null;
    await value('campaigns.send', { id: camp });
    const status = (): Promise<CampaignStatusDto> => value<CampaignStatusDto>('campaigns.status', { id: camp });
    await expect.poll(async () => (await status()).toHub, { timeout: 60_000 }).toEqual({ handed: 3, atHub: 1, waiting: 2 });
    const s = await status();
    expect(s.split?.sent).toBe(3);
    expect(s.batches.reduce((a, b) => a + (b.waiting ?? 0), 0)).toBe(2);
    expect(['done', 'donePartly']).not.toContain(s.word);
    if (s.sendState === 'done') expect(s.word).toBe('waitingHub');
  }, 120_000);
});

describe('the count and the word, pure (campaigns to-hub.ts, campaign-word.ts hubWaitWord)', () => {
  const job = (id: string, draftId: string, code: string): Job => ({ id, draftId, batchId: 'b1', state: 'retrying', platforms: ['instagram'], fields: {}, outcomes: null, hubStatus: null, lastError: { code, message: code }, nextAt: null, createdAt: 1, scheduledAt: null }) as unknown as Job;
  it('not prepared yet and retrying on the network wait; retrying on a Hub answer reached it; never more than the sent', () => {
    const jobs = [job('j1', 'd1', 'network'), job('j2', 'd2', 'internal_error')];
    expect(batchWaiting({ id: 'b1', pending: 2, byState: { retrying: 2 } }, () => jobs, null)).toBe(3);
    // A batch with no retrying job is not read job by job.
    expect(batchWaiting({ id: 'b1', pending: 0, byState: { done: 2 } }, () => { throw new Error('read'); }, null)).toBe(0);
    expect(campaignToHub(5, [{ waiting: 3 }, { waiting: 0 }])).toEqual({ handed: 5, atHub: 2, waiting: 3 });
    expect(campaignToHub(1, [{ waiting: 2 }])).toEqual({ handed: 1, atHub: 0, waiting: 1 });
  });
  it('"done" and "partly sent" beside posts waiting for the Hub wait for it; other words stand', () => {
    expect(hubWaitWord('done', 2)).toBe('waitingHub');
    expect(hubWaitWord('donePartly', 1)).toBe('waitingHub');
    expect(hubWaitWord('done', 0)).toBe('done');
    expect(hubWaitWord('sending', 2)).toBe('sending');
    expect(hubWaitWord('unknownOutcome', 2)).toBe('unknownOutcome');
  });
});
