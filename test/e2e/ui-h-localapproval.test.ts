/**
 * h-localapproval (walk 45b, 2) in Chromium: in a team that requires approval, the app sends only on approvals the TEAM
 * has accepted. The owner (a raw client) let authors approve their own posts; approver Olivia sent her own post for
 * review, the team server stopped, and she approved it in her app. Compose holds it in the core's words ("Approved here,
 * not yet accepted by the team: it is sent once the team server accepts the approval"), Publish is shut, and a publish
 * asked anyway sends nothing: the Hub holds no post. The server comes back: her app sends the approval, the server
 * accepts it, the hold goes and the post is published once. Shots light/dark, en/vi.
 * Failed on the old code: Publish was open and the post went to the Hub on the approval the team had not accepted.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemberToken, type TeamServer } from '../../src-main/team-server';
import { connect } from '../team-server/clients';
import { callValue, themes, useLanguage } from './helpers/session';
import { browserTeam, type TeamMember } from './helpers/team';

const team = browserTeam('postroom-h-localapproval-', {}, { quietPort: true });
let server: TeamServer;
let olivia: TeamMember;
let id = '';
const CAPTION = `Olivia: bánh mì chảo, ${Date.now().toString(36)}`;
const HOLD = {
  en: 'Approved here, not yet accepted by the team: it is sent once the team server accepts the approval.',
  vi: 'Đã duyệt trên máy này, nhóm chưa nhận phê duyệt: bài sẽ được gửi khi máy chủ nhóm nhận phê duyệt này.',
} as const;
const atHub = (): number => team.hub().control.publishedPosts().filter((p) => p.caption === CAPTION).length;
const hold = async (): Promise<{ code: string; message: string } | null> => (await callValue<{ held: { code: string; message: string } | null }>(olivia.page, 'drafts.publishHold', { id })).held;

beforeAll(async () => {
  ({ server } = await team.start());
  team.hub().control.setProcessingMs(0);
  olivia = await team.member('Olivia', 'approver');
  await team.join(olivia, { key: true });
  const owner = connect(server.url, { token: (await createMemberToken(server.store, { name: 'Owen', role: 'owner' })).token, name: 'settings' });
  await owner.synced;
  owner.doc.getMap('review').set('authorsMayApprove', true);
  for (let end = Date.now() + 30_000; !(await callValue<{ authorsMayApprove: boolean }>(olivia.page, 'review.settings', {})).authorsMayApprove;) {
    if (Date.now() > end) throw new Error('her app never read "authors may approve" on');
    await new Promise((r) => setTimeout(r, 100));
  }
  owner.destroy();
  id = (await callValue<{ id: string }>(olivia.page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['x'], caption: CAPTION } })).id;
  await callValue(olivia.page, 'photos.add', { draftId: id, urls: ['https://cdn.example.com/localapproval.jpg'] });
  await callValue(olivia.page, 'review.act', { draftId: id, action: 'submit' });
  await olivia.page.waitForSelector('[data-testid="team-line"][data-key="inStep"]', { timeout: 30_000 });
  await new Promise((r) => setTimeout(r, 500));
  // The team server stops; she approves her own post in her app.
  await server.stop();
  await callValue(olivia.page, 'review.act', { draftId: id, action: 'approve' });
}, 300_000);
afterAll(() => team.stop());

describe('an author approves her own post while the team server is down', () => {
  it('Compose holds it in the core\'s words, Publish is shut; a publish asked anyway sends nothing (en, vi)', async () => {
    const { page, host } = olivia;
    await expect.poll(async () => (await hold())?.code, { timeout: 30_000 }).toBe('approval_not_accepted');
    const r = await callValue<{ sent: number; notSent?: Array<{ problems: Array<{ code: string }> }> }>(page, 'publish.start', { draftIds: [id] });
    expect(r.sent).toBe(0);
    expect(r.notSent?.[0]?.problems.map((p) => p.code)).toEqual(['approval_not_accepted']);
    await new Promise((res) => setTimeout(res, 1000));
    expect(atHub()).toBe(0);
    await page.goto(`${host.origin}/#/compose/${encodeURIComponent(id)}`);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      const why = page.locator('[data-testid="publish-held-why"]');
      await expect.poll(async () => ((await why.textContent().catch(() => '')) ?? '').replace(/\s+/g, ' ').trim(), { timeout: 30_000 }).toBe(HOLD[lang]);
      expect(await page.isDisabled('[data-testid="publish"]')).toBe(true);
      await why.scrollIntoViewIfNeeded();
      await themes(page, 'h-localapproval/compose-held', lang, { closeToasts: true });
    }
    await useLanguage(page, 'en');
  }, 120_000);

  it('the server back: it accepts her approval, the hold goes, and the post is published once', async () => {
    server = await team.restartServer();
    const { page } = olivia;
    await expect.poll(async () => (await hold())?.code ?? null, { timeout: 60_000 }).toBe(null);
    await expect.poll(() => page.isDisabled('[data-testid="publish"]'), { timeout: 30_000 }).toBe(false);
    expect((await callValue<{ sent: number }>(page, 'publish.start', { draftIds: [id] })).sent).toBe(1);
    await expect.poll(atHub, { timeout: 30_000 }).toBe(1);
  }, 180_000);
});
