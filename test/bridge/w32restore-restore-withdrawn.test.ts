/**
 * w32restore: "Restore withdrawn" over the bridge (campaigns.restoreWithdrawn; the core is w31send's restore.ts). One app
 * core with its embedded REAL sandbox Hub, started once for the file. A post the campaign withdrew is answered restored
 * (checkOnly first: nothing written), then the next Send publishes it once; a withdrawn post sent since from Compose is
 * sent (h-restore: before, it was kept with the table's reason while the Send tab still said "1 withdrawn"). Failed
 * before: no such method (unknown method).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src-main/bridge';
import type { CampaignRestoreDto, CampaignStatusDto } from '../../src-main/bridge/contract';
import { campaignPlans } from '../../src-main/library';
import { draftPostStates } from '../../src-main/publisher';
import { MemorySecretStore } from '../../src-main/secrets';

let root: string;
let core: Core;

async function call<T>(method: string, input: unknown): Promise<T> {
  const r = await core.dispatch(method, input);
  if (!r.ok) throw Object.assign(new Error(r.error.message), { code: r.error.code });
  return r.value as T;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'postroom-w32restore-'));
  core = await createCore({ dataDir: join(root, 'data'), shell: 'web', env: {}, secretStore: new MemorySecretStore(), embeddedSandbox: { faults: 'none' }, connectivityIntervalMs: 0, resume: false });
  core.services.sandbox?.control.setProcessingMs(0);
}, 30_000);
afterAll(async () => {
  await core.close();
  rmSync(root, { recursive: true, force: true });
});

const lib = () => core.services.library;
const stateOf = (d: string): string => draftPostStates(lib().db, [d]).get(d)!.state;
const published = (caption: string) => core.services.sandbox!.control.publishedPosts().filter((p) => p.caption === caption);
function withdrawnPost(caption: string): { draftId: string; campaignId: string } {
  const draftId = lib().drafts.create(lib().db, { profile_id: 'prof_caphe', platforms: ['x'], photos: ['https://cdn.example.com/w32restore.jpg'], caption }).id;
  const campaignId = lib().campaigns.create(lib().db, { name: caption, draftIds: [draftId] }).id;
  campaignPlans.withdraw(lib().db, campaignId, [draftId]); // what the send's Cancel does to a post not handed yet
  return { draftId, campaignId };
}

describe('campaigns.restoreWithdrawn (w32restore)', () => {
  it('says what it would restore (writing nothing), restores it, and the next Send publishes it once', async () => {
    const { draftId, campaignId } = withdrawnPost('w32restore restored');
    const check = await call<CampaignRestoreDto>('campaigns.restoreWithdrawn', { id: campaignId, checkOnly: true });
    expect({ checkOnly: check.checkOnly, restored: check.restored, kept: check.kept }).toEqual({ checkOnly: true, restored: [draftId], kept: [] });
    expect(check.status.split).toMatchObject({ withdrawn: 1, ready: 0 }); // nothing written
    expect(campaignPlans.sends(lib().db, campaignId).map((x) => x.outcome)).toEqual(['withdrawn']);

    const r = await call<CampaignRestoreDto>('campaigns.restoreWithdrawn', { id: campaignId });
    expect({ checkOnly: r.checkOnly, restored: r.restored, kept: r.kept }).toEqual({ checkOnly: false, restored: [draftId], kept: [] });
    expect(r.status.split).toMatchObject({ withdrawn: 0, ready: 1 });

    await call<CampaignStatusDto>('campaigns.send', { id: campaignId });
    await expect.poll(() => stateOf(draftId), { timeout: 20_000 }).toBe('published');
    expect(published('w32restore restored')).toHaveLength(1);
    // Restored once: nothing is withdrawn now, and a second restore and Send send nothing again.
    const again = await call<CampaignRestoreDto>('campaigns.restoreWithdrawn', { id: campaignId });
    expect({ restored: again.restored, kept: again.kept }).toEqual({ restored: [], kept: [] });
    await call<CampaignStatusDto>('campaigns.send', { id: campaignId });
    await expect.poll(async () => (await call<CampaignStatusDto>('campaigns.status', { id: campaignId })).sendState, { timeout: 20_000 }).toBe('done');
    expect(published('w32restore restored')).toHaveLength(1);
  }, 60_000);

  // h-restore (session 29, 2): it was "kept" with the table's reason while the Send tab still said "1 withdrawn"; the one
  // derivation says it is sent (from here), so nothing is withdrawn and nothing is offered.
  it('a withdrawn post that went out since (sent from Compose) is sent, not withdrawn: nothing offered to restore', async () => {
    const { draftId, campaignId } = withdrawnPost('w32restore kept');
    await call('publish.start', { draftIds: [draftId] });
    await expect.poll(() => stateOf(draftId), { timeout: 20_000 }).toBe('published');
    const check = await call<CampaignRestoreDto>('campaigns.restoreWithdrawn', { id: campaignId, checkOnly: true });
    expect({ restored: check.restored, kept: check.kept }).toEqual({ restored: [], kept: [] });
    expect(check.status.split).toMatchObject({ posts: 1, sent: 1, withdrawn: 0 });
    const r = await call<CampaignRestoreDto>('campaigns.restoreWithdrawn', { id: campaignId });
    expect({ restored: r.restored, kept: r.kept }).toEqual({ restored: [], kept: [] });
    expect(campaignPlans.sends(lib().db, campaignId).map((x) => x.outcome)).toEqual(['withdrawn']);
    expect(published('w32restore kept')).toHaveLength(1);
  }, 60_000);

  it('refuses bad input and an unknown campaign, changing nothing', async () => {
    const { campaignId } = withdrawnPost('w32restore bad input');
    expect(await core.dispatch('campaigns.restoreWithdrawn', { id: campaignId, checkOnly: 'yes' })).toMatchObject({ ok: false, error: { code: 'invalid_input' } });
    expect(await core.dispatch('campaigns.restoreWithdrawn', { id: 'cmp_nope' })).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(campaignPlans.sends(lib().db, campaignId).map((x) => x.outcome)).toEqual(['withdrawn']);
  });
});
