/// <reference lib="dom" />
/**
 * w27sendtab (walk 23, 4): a campaign kept in a workspace that left its team, in a real browser on one real team server
 * and one sandbox Hub (each started once for the file). Its header said "1 held back (1 for its problems)" while its Posts
 * tab row said "not sent (you left the team …)": the header now gives the row's reason, "1 held back (1 because you left
 * the team)" (the core's `now.left`). Shots light/dark × en/vi of the header over the Posts tab.
 *
 * Needs the keychain (member tokens are kept there): run under scripts/with-keyring.sh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserTeam, type TeamMember } from './helpers/team';
import { callValue, useLanguage } from './helpers/session';
import { shotsIn, text } from './helpers/review-team';

const team = browserTeam('postroom-ui-w27sendtab-left-', { seed: 227, faults: 'none' }, { teamName: 'Sóng Agency' });
const shot = shotsIn('w27sendtab');
let lan: TeamMember;

beforeAll(async () => {
  await team.start();
  lan = await team.member('Lan', 'editor');
  await team.join(lan, { key: true });
}, 240_000);
afterAll(() => team.stop());

describe('the kept campaign of a team left', () => {
  it('its header says why its post is held as the row does: "you left the team", not "for its problems"', async () => {
    const { page } = lan;
    const d = await callValue<{ id: string }>(page, 'drafts.create', { draft: { profile_id: 'prof_lumen', platforms: ['instagram'], caption: 'Khai trương chi nhánh Huế — w27sendtab' } });
    await callValue(page, 'photos.add', { draftId: d.id, urls: ['https://images.example.com/hue.jpg'] });
    const camp = await callValue<{ id: string }>(page, 'campaigns.create', { name: 'Huế' });
    await callValue(page, 'campaigns.addDrafts', { id: camp.id, draftIds: [d.id] });
    await callValue(page, 'team.leave', {});
    await expect.poll(async () => (await callValue<{ state: string }>(page, 'team.status', {})).state, { timeout: 20_000 }).toBe('not_a_team');
    await page.goto(`${lan.host.origin}/#/campaigns/${encodeURIComponent(camp.id)}`);
    for (const lang of ['en', 'vi'] as const) {
      await useLanguage(page, lang);
      await page.waitForSelector('[data-testid="campaign-posts"]');
      await expect.poll(() => text(page, 'campaign-summary'), { timeout: 20_000 })
        .toBe(lang === 'en' ? '1 post · 1 held back (1 because you left the team)' : '1 bài · 1 bài bị giữ lại (1 bài vì bạn đã rời nhóm)');
      await expect.poll(() => text(page, 'post-send'), { timeout: 20_000 }).toMatch(lang === 'en' ? /you left the team/ : /bạn đã rời nhóm/);
      await shot(page, 'left-campaign', lang);
    }
    await useLanguage(page, 'en');
  });
});
