/// <reference lib="dom" />
/**
 * w16words (walk 15, 8), in a real browser on one real team server and one sandbox Hub (each started once for the file):
 * Bảo (owner) sends a campaign while the team has revoked his token: nothing sent, both posts held back "this
 * computer's access was revoked". He rejoins with a new token. Before: his Send tab still said the send's reason as
 * current ("not sent: this computer's access was revoked", "2 held back: this computer's access was revoked"). Now: the
 * state is "not sent", the batch's legend says the reason as that send's ("at that send, …"), and a note says he is back
 * in the team: a new dry run or Send takes them. Shots light/dark × en/vi.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxHandle } from '../../src-main/sandbox';
import { createMemberToken, type TeamServer } from '../../src-main/team-server';
import { ownerFirst } from '../helpers/team-owner';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, themes, useLanguage } from './helpers/session';

const t = browserTeam('postroom-ui-w16words-', { seed: 16, faults: 'none' });
let server: TeamServer;
let hub: SandboxHandle;
let bao: TeamMember;
let campaignId = '';

beforeAll(async () => {
  ({ server, hub } = await t.start());
  // The team's owner, who gives Bảo his new token (a team's last owner cannot be revoked).
  await ownerFirst(server.store);
  bao = await t.member('Bảo', 'owner');
  await t.join(bao, { key: true });
  const ids: string[] = [];
  for (const caption of ['Tết này uống gì? Cà phê sữa đá #w16words', 'Lì xì 20k cho đơn từ 100k #w16words']) {
    const d = await callValue<{ id: string }>(bao.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption } });
    await callValue(bao.page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/w16words.jpg'] });
    ids.push(d.id);
  }
  campaignId = (await callValue<{ id: string }>(bao.page, 'campaigns.create', { name: 'Tết 2027 — Sóng Cafe' })).id;
  await callValue(bao.page, 'campaigns.addDrafts', { id: campaignId, draftIds: ids });
}, 180_000);

afterAll(async () => {
  await t.stop();
});

const status = () => callValue<{ word?: string; revokedPast?: number; sendState: string }>(bao.page, 'campaigns.status', { id: campaignId });

describe('a send held back while revoked, after the rejoin', () => {
  it('says the reason as that send\'s, and that he is back in the team', async () => {
    const { page } = bao;
    await server.revokeMember('Bảo');
    // Failed once in CI (stop 44: the sidebar never said it in 30 s; 4 of 4 green here beside other team files under load
    // 15): should it fail again, it says what the core and the sidebar held then.
    await expect.poll(() => page.textContent('[data-testid="team-role"]', { timeout: 2_000 }).catch(() => ''), { timeout: 30_000 }).toContain('token revoked')
      .catch(async (err: Error) => {
        const core = await callValue<{ state: string; me: unknown; error: unknown }>(page, 'team.status', {}).then((s) => JSON.stringify({ state: s.state, me: s.me, error: s.error })).catch((e: Error) => `not read: ${e.message}`);
        const line = await page.innerText('[data-testid="team-line"]', { timeout: 2_000 }).catch(() => 'no team line');
        throw new Error(`${err.message}\nthe core's team.status: ${core}\nthe sidebar's team line: ${line}`);
      });
    await callValue(page, 'campaigns.send', { id: campaignId });
    await expect.poll(() => status().then((s) => s.word).catch(() => null), { timeout: 30_000 }).toBe('notSentRevoked');

    // The owner gives Bảo a new token; he joins again with it (the same workspace, as Settings → Team's rejoin does).
    const { token } = await createMemberToken(server.store, { name: 'Bảo', role: 'owner' });
    await callValue(page, 'team.join', { name: 'Agency', url: server.url, token, hubUrl: hub.url });
    await expect.poll(() => callValue<{ state: string }>(page, 'team.status', {}).then((s) => s.state).catch(() => null), { timeout: 30_000 }).toBe('online');
    await expect.poll(() => status().catch(() => null), { timeout: 30_000 }).toMatchObject({ word: 'idle', sendState: 'idle', revokedPast: 2 });

    await page.evaluate((id) => { location.hash = `#/campaigns/${id}`; }, campaignId);
    await page.click('[data-tab="send"]');
    await expect.poll(() => page.textContent('[data-testid="send-revoked-past"]').catch(() => ''), { timeout: 15_000 })
      .toBe('2 held back: at that send, this computer’s access was revoked. It is back in the team now: a new dry run or Send would take them.');
    const legend = await page.textContent('[data-testid="batches"] .legend');
    expect(legend).toContain('2 held back: at that send, this computer’s access was revoked');
    expect(await page.textContent('[data-testid="send-state"]')).not.toContain('access was revoked');
    await themes(page, 'w16words/send-revoked-past', 'en', { closeToasts: true });
    await useLanguage(page, 'vi');
    await page.click('[data-tab="send"]');
    await expect.poll(() => page.textContent('[data-testid="send-revoked-past"]').catch(() => ''), { timeout: 10_000 }).toContain('vào lần gửi đó');
    await themes(page, 'w16words/send-revoked-past', 'vi', { closeToasts: true });
    await useLanguage(page, 'en');
  });
});
